// The seed's inspection reports (appended to supabase/seed.sql by generate-seed-sql.ts): a
// published report for most seed cars against the checklist of src/lib/inspection/checklist.ts,
// with measurements that follow the car's mileage, items that do not apply marked 'not inspected',
// and the findings below; one car re-inspected (its older report stays, the newer one shows), one
// with a draft only (staff are still inspecting it) and two with none, so every state shows.
import { sectionsFor } from '~/lib/inspection/checklist';
import type { ItemResult, ItemResults } from '~/lib/inspection/report';
import { imageUrl, type SeedVehicle } from './types';

/** What an inspector found on a car: attention and fail items with their notes, by checklist key. */
type Findings = Readonly<Record<string, Omit<ItemResult, 'photos'> & { photo?: 'wheel' | 'detail' | 'interior' }>>;

interface SeedInspection {
  /** Days before the seed's newest listing the car was inspected. */
  daysBefore: number;
  inspector: readonly [name: string, kind: 'in_house' | 'third_party'];
  status?: 'draft' | 'published';
  findings?: Findings;
  /** Kilometres short of the listed mileage the odometer read then. */
  kmBefore?: number;
}

const AMINAH = ['Aminah Yusof', 'in_house'] as const;
const RAJESH = ['Rajesh Kumar', 'in_house'] as const;
const WEI_JIE = ['Lim Wei Jie', 'third_party'] as const;

const BY_SLUG: Readonly<Record<string, readonly SeedInspection[]>> = {
  'bmw-330e-m-sport-2021': [{ daysBefore: 6, inspector: AMINAH }],
  'bmw-x5-xdrive45e-2023': [{ daysBefore: 3, inspector: RAJESH }],
  'bmw-840i-gran-coupe-2020': [
    {
      daysBefore: 9,
      inspector: WEI_JIE,
      findings: {
        'exterior.front_bumper': {
          state: 'attention',
          note: 'Stone chips on the lower lip, touched up; visible up close.',
        },
      },
    },
  ],
  'bmw-218i-gran-tourer-2018': [
    {
      daysBefore: 11,
      inspector: AMINAH,
      findings: {
        'brakes.tyre_rear_left': {
          state: 'attention',
          note: 'Tread at 3 mm: replace within about 5,000 km.',
          value: 3,
        },
        'brakes.tyre_rear_right': { state: 'attention', note: 'Tread at 3 mm: replace with the left one.', value: 3 },
        'interior.driver_seat': {
          state: 'attention',
          note: 'Wear on the outer bolster of the driver’s seat.',
          photo: 'interior',
        },
      },
    },
  ],
  'mercedes-e300-coupe-2020': [
    { daysBefore: 130, inspector: RAJESH, kmBefore: 2400 },
    { daysBefore: 8, inspector: RAJESH },
  ],
  'mercedes-a250-amg-line-2019': [
    {
      daysBefore: 14,
      inspector: AMINAH,
      findings: {
        'exterior.wheels': {
          state: 'attention',
          note: 'Kerb scuff on the front left rim; refurbish or accept as is.',
          photo: 'wheel',
        },
      },
    },
  ],
  'mercedes-c300-cabriolet-2021': [{ daysBefore: 4, inspector: WEI_JIE }],
  'audi-a3-sportback-2018': [
    {
      daysBefore: 16,
      inspector: RAJESH,
      findings: {
        'engine.oil_leaks': {
          state: 'attention',
          note: 'Light weep at the rocker cover gasket; not dripping. Quoted RM 450 to reseal.',
        },
        'brakes.front_pads': { state: 'attention', note: 'Front pads at 4 mm.', value: 4 },
      },
    },
  ],
  'audi-a4-avant-2018': [
    {
      daysBefore: 12,
      inspector: WEI_JIE,
      findings: {
        'suspension.control_arms': {
          state: 'attention',
          note: 'Front lower arm bushes show fine cracks; no play yet.',
        },
      },
    },
  ],
  'lexus-es250-luxury-2019': [{ daysBefore: 7, inspector: AMINAH }],
  'lexus-ct200h-f-sport-2018': [
    {
      daysBefore: 18,
      inspector: RAJESH,
      findings: {
        'electrical.hybrid_battery': {
          state: 'attention',
          note: 'Battery at 81% of its capacity: normal for its age, watch it.',
          value: 81,
        },
      },
    },
  ],
  'lexus-lx570-2018': [{ daysBefore: 20, inspector: WEI_JIE }],
  'porsche-911-carrera-s-2020': [{ daysBefore: 5, inspector: WEI_JIE }],
  'porsche-taycan-4s-2022': [{ daysBefore: 2, inspector: RAJESH }],
  'jaguar-xe-prestige-2018': [
    {
      daysBefore: 25,
      inspector: AMINAH,
      findings: {
        'interior.infotainment': { state: 'fail', note: 'Touchscreen does not respond in its lower left corner.' },
        'exterior.paint_thickness': {
          state: 'attention',
          note: 'Rear bumper resprayed (paint reading 210 µm); colour matches.',
        },
        'brakes.rear_discs': { state: 'attention', note: 'Lip on the rear discs; replace with the next pads.' },
      },
    },
  ],
  'jaguar-xf-portfolio-2019': [{ daysBefore: 10, inspector: AMINAH }],
  'jaguar-f-type-p300-2019': [
    {
      daysBefore: 13,
      inspector: RAJESH,
      findings: {
        'exterior.door_seals': {
          state: 'attention',
          note: 'Soft-top seal above the driver’s door worn; a little wind noise.',
          photo: 'detail',
        },
      },
    },
  ],
  'jaguar-f-pace-p250-2024': [{ daysBefore: 1, inspector: AMINAH, status: 'draft' }],
};

/** Items that do not apply to the car, left 'not inspected'. */
function notApplicable(v: SeedVehicle, key: string): boolean {
  const features = v.features.join(' ').toLowerCase();
  const electric = v.fuelType === 'Electric';
  if (key === 'electrical.hybrid_battery' || key === 'electrical.charging_port')
    return v.fuelType !== 'Hybrid' && !electric;
  if (key === 'engine.four_wheel_drive')
    return v.bodyType !== '4X4' && v.bodyType !== 'SUV' && !/quattro|xdrive|4s/i.test(v.model);
  if (key === 'exterior.sunroof') return !/sunroof|panoramic|glass roof/.test(features);
  if (key === 'suspension.air_suspension') return !/air suspension/.test(features);
  if (key === 'engine.turbo') return electric || /^(lexus)$/i.test(v.make);
  if (key === 'engine.clutch') return false;
  if (electric)
    return [
      'engine.oil_level',
      'engine.oil_leaks',
      'engine.head_gasket',
      'engine.drive_belts',
      'engine.timing',
      'engine.air_filter',
      'engine.exhaust_smoke',
      'engine.exhaust_system',
      'engine.gearbox_fluid',
      'road_test.gearbox_hot',
    ].includes(key);
  return false;
}

/** A measurement that follows the car's mileage: tyres and pads wear, batteries age. */
function measured(v: SeedVehicle, key: string, unit: 'mm' | '%'): number {
  const worn = Math.min(1, v.mileage / 100_000);
  if (key.startsWith('brakes.tyre_')) return Math.round((7.5 - worn * 3.5) * 10) / 10;
  if (key.endsWith('_pads')) return Math.round((10 - worn * 5) * 10) / 10;
  return unit === '%' ? Math.round(100 - worn * 12) : 0;
}

function itemsOf(v: SeedVehicle, findings: Findings): ItemResults {
  const out: ItemResults = {};
  for (const section of sectionsFor(v.origin))
    for (const item of section.items) {
      const found = findings[item.key];
      if (found) {
        const { photo, ...result } = found;
        out[item.key] = {
          ...result,
          ...(photo && v.views.includes(photo) ? { photos: [imageUrl(v, photo)] } : {}),
        };
      } else if (notApplicable(v, item.key)) out[item.key] = { state: 'not_inspected' };
      else out[item.key] = item.unit ? { state: 'pass', value: measured(v, item.key, item.unit) } : { state: 'pass' };
    }
  return out;
}

export interface SeedInspectionRow {
  id: string;
  vehicleId: string;
  status: 'draft' | 'published';
  inspectedOn: string;
  inspectorName: string;
  inspectorKind: 'in_house' | 'third_party';
  odometerKm: number;
  auctionOverall: string | null;
  auctionInterior: string | null;
  items: ItemResults;
  publishedAt: string | null;
}

const AUCTION: Readonly<Record<string, readonly [string, string]>> = {
  Excellent: ['4.5', 'A'],
  'Very Good': ['4.5', 'B'],
  Good: ['4', 'B'],
  Fair: ['3.5', 'C'],
};

/** Every seed report, in seed order; `vehicleIdOf` gives each seed car's id. */
export function seedInspections(
  vehicles: readonly SeedVehicle[],
  vehicleIdOf: (index: number) => string,
  newest: number,
): SeedInspectionRow[] {
  let n = 0;
  return vehicles.flatMap((v, index) =>
    (BY_SLUG[v.slug] ?? []).map((s) => {
      n++;
      const status = s.status ?? 'published';
      const day = new Date(newest - s.daysBefore * 86_400_000);
      const grades = v.origin === 'Recond' ? (AUCTION[v.condition] ?? null) : null;
      return {
        id: `5eed1a50-0000-4000-8000-${String(n).padStart(12, '0')}`,
        vehicleId: vehicleIdOf(index),
        status,
        inspectedOn: day.toISOString().slice(0, 10),
        inspectorName: s.inspector[0],
        inspectorKind: s.inspector[1],
        odometerKm: Math.max(0, v.mileage - (s.kmBefore ?? 0)),
        auctionOverall: grades?.[0] ?? null,
        auctionInterior: grades?.[1] ?? null,
        items: itemsOf(v, s.findings ?? {}),
        publishedAt: status === 'published' ? new Date(day.getTime() + 7 * 3_600_000).toISOString() : null,
      };
    }),
  );
}
