// The inspection checklist for a used car sold in Malaysia: one definition, in the order staff
// check and buyers read it, with each section's and item's words in English and Malay. The staff
// dialog, the public report, the '/certified' page and the seed all read it from here; the database
// stores results by item key (`section.item`) and never needs the list (docs/features.md,
// "Inspection reports"). A key, once published, is never renamed: old reports would lose the item.
// Adding an item is one line here; a report published before it simply does not list it.
import type { Lang } from '~/lib/paths';

/** The unit of an item's optional measurement. */
export type MeasureUnit = 'mm' | '%';

export interface ChecklistItem {
  /** `section.item`, lower case: the key the database stores the result under. */
  key: string;
  en: string;
  ms: string;
  /** An item that takes a measurement (tyre tread, brake pad, battery health). */
  unit?: MeasureUnit;
}

export interface ChecklistSection {
  key: string;
  en: string;
  ms: string;
  /** A section only some cars have: the auction sheet of a reconditioned import. */
  only?: 'recond';
  items: readonly ChecklistItem[];
}

type Row = readonly [key: string, en: string, ms: string, unit?: MeasureUnit];

const section = (key: string, en: string, ms: string, rows: readonly Row[], only?: 'recond'): ChecklistSection => ({
  key,
  en,
  ms,
  ...(only ? { only } : {}),
  items: rows.map(([item, itemEn, itemMs, unit]) => ({
    key: `${key}.${item}`,
    en: itemEn,
    ms: itemMs,
    ...(unit ? { unit } : {}),
  })),
});

export const CHECKLIST: readonly ChecklistSection[] = [
  section('documents', 'Documents and identity', 'Dokumen dan identiti', [
    ['chassis_number', 'Chassis number matches the registration card (VOC)', 'Nombor casis sepadan dengan geran (VOC)'],
    ['engine_number', 'Engine number matches the registration card (VOC)', 'Nombor enjin sepadan dengan geran (VOC)'],
    [
      'registration_card',
      'Registration card (VOC) original and in the seller’s name',
      'Geran (VOC) asal dan atas nama penjual',
    ],
    ['puspakom', 'Puspakom inspection passed (B5 / B7)', 'Pemeriksaan Puspakom lulus (B5 / B7)'],
    ['hire_purchase', 'No outstanding hire purchase (HP) claim', 'Tiada tuntutan sewa beli (HP) tertunggak'],
    ['jpj_blacklist', 'No JPJ or PDRM blacklist', 'Tiada senarai hitam JPJ atau PDRM'],
    ['road_tax', 'Road tax and insurance current', 'Cukai jalan dan insurans masih sah'],
    ['service_book', 'Service book or records present', 'Buku atau rekod servis ada'],
    ['mileage_records', 'Odometer agrees with service records', 'Odometer sepadan dengan rekod servis'],
    ['keys', 'All keys and remotes present and working', 'Semua kunci dan alat kawalan jauh ada dan berfungsi'],
    ['owner_manual', 'Owner’s manual present', 'Manual pemilik ada'],
    ['recall', 'No open manufacturer recall', 'Tiada panggilan semula pengeluar tertunggak'],
    ['number_plates', 'Number plates legal and secure', 'Nombor pendaftaran sah dan kukuh'],
    ['vin_plate', 'VIN plate and stickers untampered', 'Plat VIN dan pelekat tidak diusik'],
  ]),
  section('exterior', 'Exterior and body', 'Luaran dan badan', [
    ['bonnet', 'Bonnet', 'Bonet'],
    ['roof', 'Roof', 'Bumbung'],
    ['boot_lid', 'Boot lid or tailgate', 'Penutup but atau pintu belakang'],
    ['front_bumper', 'Front bumper', 'Bampar hadapan'],
    ['rear_bumper', 'Rear bumper', 'Bampar belakang'],
    ['left_front_fender', 'Left front fender', 'Fender hadapan kiri'],
    ['right_front_fender', 'Right front fender', 'Fender hadapan kanan'],
    ['left_doors', 'Left doors', 'Pintu kiri'],
    ['right_doors', 'Right doors', 'Pintu kanan'],
    ['left_rear_quarter', 'Left rear quarter panel', 'Panel suku belakang kiri'],
    ['right_rear_quarter', 'Right rear quarter panel', 'Panel suku belakang kanan'],
    ['panel_gaps', 'Panel gaps even', 'Jurang panel sekata'],
    ['paint_thickness', 'Paint thickness consistent (no respray)', 'Ketebalan cat konsisten (tiada cat semula)'],
    ['rust', 'No rust or corrosion on the body', 'Tiada karat atau kakisan pada badan'],
    ['windscreen', 'Windscreen free of chips and cracks', 'Cermin hadapan bebas serpihan dan retak'],
    ['windows', 'Side and rear glass', 'Cermin sisi dan belakang'],
    ['mirrors', 'Door mirrors and their glass', 'Cermin sisi pintu dan kacanya'],
    ['headlamps', 'Headlamps clear and aligned', 'Lampu hadapan jernih dan selari'],
    ['tail_lamps', 'Tail lamps clear, no moisture', 'Lampu belakang jernih, tiada lembapan'],
    ['wipers', 'Wiper blades and arms', 'Bilah dan lengan pengelap'],
    ['door_seals', 'Door and boot rubber seals', 'Getah pintu dan but'],
    ['trim', 'Exterior trim, badges and mouldings', 'Hiasan luar, lencana dan bingkai'],
    ['wheels', 'Alloy wheels free of kerb damage', 'Rim aloi bebas kerosakan bebendul'],
    ['sunroof', 'Sunroof opens, closes and seals', 'Bumbung matahari buka, tutup dan kedap'],
  ]),
  section('damage', 'Flood, fire and cut-and-join signs', 'Tanda banjir, kebakaran dan potong sambung', [
    [
      'flood_carpet',
      'No silt, water marks or damp under the carpets',
      'Tiada lumpur, kesan air atau lembap bawah karpet',
    ],
    ['flood_smell', 'No musty smell in the cabin or boot', 'Tiada bau hapak dalam kabin atau but'],
    ['flood_seat_rails', 'No rust on seat rails and bolts', 'Tiada karat pada rel dan bolt tempat duduk'],
    ['flood_spare_well', 'Spare wheel well dry and clean', 'Ruang tayar ganti kering dan bersih'],
    ['flood_lamps', 'No water line in lamps or instruments', 'Tiada garis air dalam lampu atau meter'],
    [
      'flood_connectors',
      'No corrosion on connectors under the dashboard',
      'Tiada kakisan pada penyambung bawah papan pemuka',
    ],
    ['fire_wiring', 'No melted or spliced wiring', 'Tiada pendawaian cair atau disambung'],
    ['fire_soot', 'No soot or heat marks in the engine bay', 'Tiada jelaga atau kesan haba di ruang enjin'],
    [
      'cut_pillars',
      'No cut or weld marks on A, B and C pillars',
      'Tiada kesan potong atau kimpal pada tiang A, B dan C',
    ],
    ['cut_roof_seam', 'Roof seams factory original', 'Sambungan bumbung asal kilang'],
    ['cut_floor', 'Floor pan free of cut-and-join welds', 'Lantai bebas kimpalan potong sambung'],
    ['chassis_rails', 'Chassis rails straight and unrepaired', 'Rel casis lurus dan tidak dibaiki'],
    ['airbag_history', 'No sign of airbag deployment', 'Tiada tanda beg udara pernah mengembang'],
    ['structural_repair', 'No structural repair to crumple zones', 'Tiada pembaikan struktur pada zon remuk'],
  ]),
  section('interior', 'Interior', 'Dalaman', [
    ['driver_seat', 'Driver’s seat and its adjustment', 'Tempat duduk pemandu dan pelarasannya'],
    ['passenger_seats', 'Passenger seats', 'Tempat duduk penumpang'],
    ['upholstery', 'Leather or fabric free of tears and stains', 'Kulit atau fabrik bebas koyak dan kotoran'],
    ['seat_belts', 'Seat belts latch and retract', 'Tali pinggang keledar terkunci dan tergulung'],
    ['headliner', 'Headliner clean and not sagging', 'Siling bersih dan tidak melendut'],
    ['dashboard', 'Dashboard free of cracks', 'Papan pemuka bebas retak'],
    ['steering_wheel', 'Steering wheel wear matches the mileage', 'Kehausan stereng sepadan dengan jarak'],
    ['pedals', 'Pedal rubbers wear matches the mileage', 'Kehausan getah pedal sepadan dengan jarak'],
    ['carpets', 'Carpets and floor mats', 'Karpet dan alas kaki'],
    ['door_cards', 'Door panels and armrests', 'Panel pintu dan tempat letak tangan'],
    ['air_conditioning', 'Air conditioning cools properly', 'Penghawa dingin sejuk dengan baik'],
    ['rear_air_vents', 'Rear air vents blow', 'Saluran udara belakang berfungsi'],
    ['instrument_cluster', 'Instrument cluster and warning lights', 'Panel meter dan lampu amaran'],
    ['infotainment', 'Infotainment screen and audio', 'Skrin infotainmen dan audio'],
    ['navigation', 'Navigation and smartphone link', 'Navigasi dan sambungan telefon pintar'],
    ['reverse_camera', 'Reverse camera and sensors', 'Kamera dan sensor undur'],
    ['power_windows', 'Power windows, all doors', 'Tingkap elektrik, semua pintu'],
    ['central_locking', 'Central locking', 'Kunci berpusat'],
    ['interior_lights', 'Interior and boot lights', 'Lampu dalaman dan but'],
    ['horn', 'Horn', 'Hon'],
    ['boot_interior', 'Boot lining, tools and spare wheel', 'Lapik but, peralatan dan tayar ganti'],
    ['cabin_odour', 'Cabin free of smoke or other odours', 'Kabin bebas bau rokok atau bau lain'],
  ]),
  section('engine', 'Engine and transmission', 'Enjin dan transmisi', [
    ['cold_start', 'Starts cleanly from cold', 'Hidup dengan lancar ketika sejuk'],
    ['idle', 'Idles smoothly', 'Melahu dengan lancar'],
    ['engine_noise', 'No knocking, ticking or unusual noise', 'Tiada bunyi ketukan, detik atau bunyi luar biasa'],
    ['oil_level', 'Engine oil level and condition', 'Paras dan keadaan minyak enjin'],
    ['oil_leaks', 'No oil leaks', 'Tiada kebocoran minyak'],
    ['coolant', 'Coolant level and condition', 'Paras dan keadaan cecair penyejuk'],
    ['coolant_leaks', 'No coolant leaks; radiator and hoses sound', 'Tiada kebocoran penyejuk; radiator dan hos baik'],
    ['head_gasket', 'No sign of head gasket failure', 'Tiada tanda kerosakan gasket kepala'],
    ['drive_belts', 'Drive belts', 'Tali sawat pemacu'],
    ['timing', 'Timing belt or chain due date known', 'Tarikh tukar tali atau rantai masa diketahui'],
    ['air_filter', 'Air filter', 'Penapis udara'],
    ['engine_mounts', 'Engine mounts', 'Pelapik enjin'],
    ['exhaust_smoke', 'No blue, white or black exhaust smoke', 'Tiada asap ekzos biru, putih atau hitam'],
    ['exhaust_system', 'Exhaust system free of leaks and rust', 'Sistem ekzos bebas kebocoran dan karat'],
    ['turbo', 'Turbocharger boost and no whine', 'Tekanan turbo dan tiada bunyi desing'],
    ['fault_codes', 'No stored engine fault codes (OBD scan)', 'Tiada kod ralat enjin tersimpan (imbasan OBD)'],
    ['gearbox_fluid', 'Gearbox fluid level and condition', 'Paras dan keadaan cecair kotak gear'],
    ['gear_shifts', 'Smooth gear changes, up and down', 'Pertukaran gear lancar, naik dan turun'],
    ['gearbox_leaks', 'No gearbox or differential leaks', 'Tiada kebocoran kotak gear atau gandar'],
    ['clutch', 'Clutch or torque converter engagement', 'Cengkaman klac atau penukar tork'],
    ['drive_shafts', 'Drive shafts and CV boots', 'Aci pemacu dan but CV'],
    ['four_wheel_drive', 'Four-wheel-drive system engages', 'Sistem pacuan empat roda berfungsi'],
  ]),
  section('electrical', 'Electrical', 'Elektrik', [
    ['battery_health', '12 V battery health', 'Kesihatan bateri 12 V', '%'],
    ['battery_terminals', 'Battery terminals free of corrosion', 'Terminal bateri bebas kakisan'],
    ['charging', 'Alternator charging voltage', 'Voltan cas alternator'],
    ['starter', 'Starter motor', 'Motor penghidup'],
    ['hybrid_battery', 'Hybrid or EV battery health', 'Kesihatan bateri hibrid atau EV', '%'],
    ['charging_port', 'EV charging port and cable', 'Port dan kabel pengecasan EV'],
    ['headlamp_function', 'Headlamps, high and low beam', 'Lampu hadapan, tinggi dan rendah'],
    ['indicators', 'Indicators and hazard lights', 'Lampu isyarat dan lampu kecemasan'],
    ['brake_lights', 'Brake lights', 'Lampu brek'],
    ['fog_lights', 'Fog lights', 'Lampu kabus'],
    ['reverse_lights', 'Reverse lights', 'Lampu undur'],
    ['wipers_washers', 'Wipers and washers', 'Pengelap dan pemancut air'],
    ['power_seats', 'Power seats and memory', 'Tempat duduk elektrik dan memori'],
    ['power_mirrors', 'Power mirrors and folding', 'Cermin elektrik dan lipatan'],
    ['keyless_entry', 'Keyless entry and push start', 'Masuk tanpa kunci dan butang hidup'],
    [
      'driver_assist',
      'Driver assistance: cruise control, lane and blind-spot aids',
      'Bantuan pemandu: kawalan jelajah, bantuan lorong dan titik buta',
    ],
  ]),
  section('suspension', 'Suspension and undercarriage', 'Suspensi dan bahagian bawah', [
    ['front_shocks', 'Front shock absorbers, no leaks', 'Penyerap hentak hadapan, tiada kebocoran'],
    ['rear_shocks', 'Rear shock absorbers, no leaks', 'Penyerap hentak belakang, tiada kebocoran'],
    ['springs', 'Springs and ride height level', 'Spring dan ketinggian kenderaan sekata'],
    ['air_suspension', 'Air suspension holds its height', 'Suspensi udara kekal pada ketinggiannya'],
    ['control_arms', 'Control arm bushes', 'Bus lengan kawalan'],
    ['ball_joints', 'Ball joints', 'Sendi bebola'],
    ['stabiliser_links', 'Stabiliser bar links', 'Penyambung bar penstabil'],
    ['tie_rods', 'Tie rod ends and steering rack', 'Hujung rod ikat dan rak stereng'],
    ['power_steering', 'Power steering, no leaks or noise', 'Stereng kuasa, tiada kebocoran atau bunyi'],
    ['wheel_bearings', 'Wheel bearings', 'Galas roda'],
    ['underbody', 'Underbody free of impact damage', 'Bahagian bawah bebas kesan hentakan'],
    ['underbody_rust', 'No structural rust underneath', 'Tiada karat struktur di bawah'],
    ['fuel_lines', 'Fuel and brake lines', 'Saluran bahan api dan brek'],
    ['wheel_alignment', 'Wheel alignment (no pull, even wear)', 'Penjajaran roda (tidak menarik, haus sekata)'],
  ]),
  section('brakes', 'Brakes and tyres', 'Brek dan tayar', [
    ['front_pads', 'Front brake pads', 'Pad brek hadapan', 'mm'],
    ['rear_pads', 'Rear brake pads', 'Pad brek belakang', 'mm'],
    ['front_discs', 'Front brake discs', 'Cakera brek hadapan'],
    ['rear_discs', 'Rear brake discs', 'Cakera brek belakang'],
    ['brake_fluid', 'Brake fluid level and moisture', 'Paras dan kelembapan minyak brek'],
    ['handbrake', 'Handbrake or electric parking brake', 'Brek tangan atau brek letak kereta elektrik'],
    ['abs', 'ABS and stability control, no warnings', 'ABS dan kawalan kestabilan, tiada amaran'],
    ['tyre_front_left', 'Front left tyre tread', 'Bunga tayar hadapan kiri', 'mm'],
    ['tyre_front_right', 'Front right tyre tread', 'Bunga tayar hadapan kanan', 'mm'],
    ['tyre_rear_left', 'Rear left tyre tread', 'Bunga tayar belakang kiri', 'mm'],
    ['tyre_rear_right', 'Rear right tyre tread', 'Bunga tayar belakang kanan', 'mm'],
    ['tyre_age', 'Tyres under six years old (DOT date)', 'Tayar berusia bawah enam tahun (tarikh DOT)'],
    ['tyre_match', 'Matching tyres on each axle', 'Tayar sepadan pada setiap gandar'],
    ['spare_tyre', 'Spare tyre or repair kit', 'Tayar ganti atau kit pembaikan'],
  ]),
  section('road_test', 'Road test', 'Ujian jalan', [
    ['acceleration', 'Pulls cleanly under acceleration', 'Memecut dengan lancar'],
    ['braking', 'Brakes straight without judder', 'Brek lurus tanpa gegaran'],
    ['steering', 'Steering straight and centred', 'Stereng lurus dan di tengah'],
    ['handling', 'Stable through corners', 'Stabil ketika membelok'],
    ['ride_comfort', 'Ride over bumps without knocks', 'Tunggangan atas bonggol tanpa bunyi ketukan'],
    ['wind_noise', 'No excess wind or road noise', 'Tiada bunyi angin atau jalan berlebihan'],
    ['vibration', 'No vibration at highway speed', 'Tiada gegaran pada kelajuan lebuh raya'],
    ['temperature', 'Engine temperature stays normal', 'Suhu enjin kekal normal'],
    ['cruise_control', 'Cruise control holds speed', 'Kawalan jelajah mengekalkan kelajuan'],
    ['gearbox_hot', 'Gearbox shifts well when hot', 'Kotak gear bertukar dengan baik ketika panas'],
    ['parking', 'Parking aids and full-lock turns', 'Bantuan parkir dan pusingan penuh stereng'],
    ['warning_lights_after', 'No warning lights after the drive', 'Tiada lampu amaran selepas pemanduan'],
  ]),
  section(
    'auction',
    'Auction sheet (recond)',
    'Helaian lelong (rekond)',
    [
      [
        'sheet_verified',
        'Auction sheet verified with the auction house',
        'Helaian lelong disahkan dengan rumah lelong',
      ],
      [
        'sheet_mileage',
        'Auction sheet mileage agrees with the odometer',
        'Jarak helaian lelong sepadan dengan odometer',
      ],
      [
        'sheet_damage_map',
        'Damage marked on the sheet’s map repaired',
        'Kerosakan yang ditanda pada peta helaian dibaiki',
      ],
      ['export_certificate', 'Japanese or UK export certificate', 'Sijil eksport Jepun atau UK'],
      ['ap_permit', 'Approved Permit (AP) and customs duty paid', 'Permit Import (AP) dan duti kastam dibayar'],
    ],
    'recond',
  ),
];

/** The grades an auction sheet gives a car overall (Japanese auction houses' scale). */
export const AUCTION_OVERALL_GRADES = ['S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA'] as const;
/** The grades an auction sheet gives the interior. */
export const AUCTION_INTERIOR_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/** The sections a car is checked against: the auction sheet only for a reconditioned import. */
export function sectionsFor(origin: string | null | undefined): readonly ChecklistSection[] {
  return CHECKLIST.filter((s) => !s.only || (s.only === 'recond' && origin === 'Recond'));
}

/** Every item of the checklist, by key. */
export const CHECKLIST_ITEMS: ReadonlyMap<string, ChecklistItem & { section: ChecklistSection }> = new Map(
  CHECKLIST.flatMap((s) => s.items.map((i) => [i.key, { ...i, section: s }] as const)),
);

/** An item's or a section's words in a language. */
export const labelOf = (entry: { en: string; ms: string }, lang: Lang): string => entry[lang];
