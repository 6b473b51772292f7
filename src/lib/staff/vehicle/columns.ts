// One row per CSV column (docs/product.md D34): the form field it fills, the header names dealers give it
// (English, Malay, abbreviations) and, for a choice, the words dealers write for each stored value.
// The import's column guesses and synonyms come from this table; which columns are required, from the
// field table (src/lib/vehicle/fields.ts).
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, ORIGINS, TRANSMISSIONS, VEHICLE_STATUSES } from '~/lib/vehicle';
import { REQUIRED_VEHICLE_FIELDS } from '~/lib/vehicle/fields';
import type { VehicleFormKey } from './form';
import { matchHeader, squash, type GuessHow } from './header-match';

export interface ColumnDef {
  /** The column's own name in the template and the export. */
  column: string;
  /**
   * The form field it fills; `images` is the photo list, which the form keeps apart; `listedSince`
   * is when the car was first listed (the row's created_at), which only the import sets; `version`
   * is the car's updated_at when it was exported, so a re-import sees later edits by others; `title`
   * is a listing's title, read into the fields it names (./title.ts), which the export never writes;
   * `privateNote` (the staff-only note) and `chassisNumber` are kept apart from the car's public
   * columns, so only the import reads them (ImportDialog, by cell) and the export never writes them.
   */
  field: VehicleFormKey | 'images' | 'listedSince' | 'version' | 'title' | 'privateNote' | 'chassisNumber';
  /** Other header names, compared without case, spaces or punctuation. */
  aliases: readonly string[];
  /** A choice: the stored values, and the other words that mean each of them. */
  options?: readonly string[];
  synonyms?: Readonly<Record<string, readonly string[]>>;
}

export const VEHICLE_COLUMNS = [
  {
    column: 'stock_number',
    field: 'stockNumber',
    aliases: ['stock', 'stock no', 'stk', 'ref', 'reference', 'no stok', 'stock number', 'stock id', 'ref no', 'sku'],
  },
  { column: 'make', field: 'make', aliases: ['brand', 'manufacturer', 'jenama', 'buatan', 'car make', 'marque'] },
  { column: 'model', field: 'model', aliases: ['model name', 'car model'] },
  { column: 'variant', field: 'variant', aliases: ['varian', 'trim', 'trim level', 'sub model', 'model variant'] },
  {
    column: 'year',
    field: 'year',
    aliases: [
      'manufacture year',
      'manufactured year',
      'year of manufacture',
      'year made',
      'yom',
      'yr',
      'tahun',
      'tahun dibuat',
      'tahun buatan',
      'mfg year',
      'mfg yr',
      'mfd year',
      'make year',
      'model year',
    ],
  },
  {
    column: 'price',
    field: 'price',
    aliases: [
      'price rm',
      'price myr',
      'harga',
      'harga rm',
      'harga jualan',
      'asking price',
      'selling price',
      'sale price',
      'list price',
      'listing price',
      'retail price',
      'cash price',
      'harga tunai',
      'asking',
      'harga diminta',
      'harga jual',
    ],
  },
  {
    column: 'mileage',
    field: 'mileage',
    aliases: [
      'mileage km',
      'odometer',
      'odo',
      'km',
      'jarak tempuh',
      'jarak perjalanan',
      'perbatuan',
      'milage',
      'kilometres',
      'kilometers',
    ],
  },
  {
    column: 'fuel_type',
    field: 'fuelType',
    aliases: ['fuel', 'fuel type', 'engine type', 'bahan api', 'minyak', 'jenis bahan api'],
    options: FUEL_TYPES,
    synonyms: {
      Gasoline: [
        'petrol',
        'gas',
        'benzine',
        'unleaded',
        'ron95',
        'ron97',
        'petrol (ron95)',
        'petrol (ron97)',
        'gasolin',
      ],
      Hybrid: [
        'hev',
        'phev',
        'plug-in hybrid',
        'mild hybrid',
        'hibrid',
        'petrol hybrid',
        'petrol/hybrid',
        'petrol-electric',
        'petrol electric',
        'diesel hybrid',
        'e-hybrid',
        'petrol-hybrid',
      ],
      Electric: ['ev', 'bev', 'elektrik', 'electric vehicle'],
      Diesel: ['diesel', 'disel'],
    },
  },
  {
    column: 'transmission',
    field: 'transmission',
    aliases: [
      'trans',
      'transm',
      'gearbox',
      'gear',
      'transmisi',
      'gear box',
      'gear type',
      'transmission type',
      'gear system',
    ],
    options: TRANSMISSIONS,
    synonyms: {
      Automatic: [
        'auto',
        'at',
        'a/t',
        'cvt',
        'dct',
        'dsg',
        'pdk',
        'automatik',
        'semi-auto',
        'steptronic',
        'tiptronic',
        'auto (at)',
        'automatic (at)',
        'auto transmission',
        'a',
      ],
      Manual: ['mt', 'm/t', 'manual', 'stick', 'm'],
    },
  },
  {
    column: 'condition',
    field: 'condition',
    aliases: ['keadaan', 'grade', 'cond', 'condition grade', 'gred'],
    options: CONDITIONS,
    synonyms: {
      Excellent: ['like new', 'mint', 'cemerlang'],
      'Very Good': ['vgood', 'v good', 'sangat baik'],
      Good: ['baik'],
      Fair: ['average', 'sederhana'],
    },
  },
  {
    column: 'body_type',
    field: 'bodyType',
    aliases: ['body', 'bodytype', 'type', 'jenis badan', 'badan', 'vehicle type'],
    options: BODY_TYPES,
    synonyms: {
      Sedan: ['saloon', 'salon'],
      Hatchback: ['hatch', 'hb'],
      SUV: ['crossover', 'suv'],
      MPV: ['van', 'mpv'],
      '4X4': ['4wd', '4x4', 'pickup', 'pick-up', 'pikap', 'off-road'],
      Wagon: ['estate', 'station wagon', 'touring', 'avant'],
      Coupe: ['coupé'],
      Convertible: ['cabriolet', 'cabrio', 'roadster', 'spyder', 'spider'],
      'Gran Coupe': ['gran coupé', '4-door coupe'],
      Supercar: ['superkar', 'super car'],
    },
  },
  {
    column: 'color',
    field: 'color',
    aliases: ['colour', 'warna', 'exterior colour', 'exterior color', 'paint', 'body colour', 'body color'],
  },
  {
    column: 'status',
    field: 'status',
    aliases: ['listing status', 'availability'],
    options: VEHICLE_STATUSES,
    synonyms: {
      available: ['for sale', 'in stock', 'ada stok', 'tersedia'],
      reserved: ['booked', 'deposit', 'ditempah'],
      sold: ['terjual', 'sold out'],
      draft: ['draf'],
    },
  },
  { column: 'features', field: 'features', aliases: ['equipment', 'options', 'ciri', 'ciri-ciri', 'kelengkapan'] },
  { column: 'exterior', field: 'exterior', aliases: ['exterior details', 'luaran'] },
  { column: 'interior', field: 'interior', aliases: ['interior details', 'dalaman'] },
  { column: 'drivetrain', field: 'drivetrain', aliases: ['drivetrain details', 'drive', 'pacuan'] },
  { column: 'vehicle_details', field: 'detailsText', aliases: ['details', 'description', 'keterangan'] },
  {
    // A dealer's own remarks name buyers and deposits: by default they go to the staff-only note.
    column: 'private_note',
    field: 'privateNote',
    aliases: [
      'remarks',
      'remark',
      'notes',
      'note',
      'internal',
      'internal notes',
      'internal remarks',
      'staff notes',
      'private notes',
      'comments',
      'catatan',
      'nota',
    ],
  },
  {
    column: 'chassis_number',
    field: 'chassisNumber',
    aliases: [
      'chassis',
      'chassis no',
      'vin',
      'vin no',
      'casis',
      'no casis',
      'nombor casis',
      'frame no',
      'frame number',
    ],
  },
  {
    column: 'origin',
    field: 'origin',
    aliases: [
      'local/recond',
      'import',
      'asal',
      'type of sale',
      'condition type',
      'recond/used',
      'local or recond',
      'used/recond',
      'origin',
    ],
    options: ORIGINS,
    synonyms: {
      Local: ['used', 'tempatan', 'local used', 'new', 'baru', 'terpakai', 'used car', 'pre-owned', 'preowned'],
      Recond: [
        'reconditioned',
        'recon',
        'import',
        'imported',
        'used import',
        'jpn import',
        'uk import',
        'recond car',
        'unreg',
        'unregistered',
        'recond unreg',
        'belum daftar',
      ],
    },
  },
  {
    column: 'registration_year',
    field: 'registrationYear',
    aliases: [
      'reg year',
      'reg yr',
      'registered',
      'year registered',
      'registration',
      'registration date',
      'tahun daftar',
      'tahun pendaftaran',
      'reg',
      'first registered',
      'reg date',
      'date registered',
      'date of registration',
      'first registration',
      'first reg',
      'first reg date',
      'tarikh daftar',
      'tarikh pendaftaran',
    ],
  },
  { column: 'previous_owners', field: 'previousOwners', aliases: ['owners', 'no of owners', 'pemilik'] },
  { column: 'warranty_months', field: 'warrantyMonths', aliases: ['warranty', 'waranti'] },
  {
    column: 'engine_capacity_cc',
    field: 'engineCapacityCc',
    aliases: [
      'engine cc',
      'cc',
      'engine capacity',
      'capacity',
      'kapasiti enjin',
      'engine',
      'engine size',
      'displacement',
    ],
  },
  {
    column: 'motor_power_kw',
    field: 'motorPowerKw',
    aliases: ['motor power', 'power kw', 'kw', 'motor kw', 'kuasa motor', 'electric motor power'],
  },
  { column: 'images', field: 'images', aliases: ['photos', 'pictures', 'image urls', 'gambar'] },
  {
    column: 'listed_since',
    field: 'listedSince',
    aliases: [
      'listed',
      'listed on',
      'date listed',
      'listing date',
      'posted',
      'date posted',
      'in stock since',
      'tarikh',
    ],
  },
  { column: 'version', field: 'version', aliases: ['updated at', 'last changed'] },
  {
    column: 'title',
    field: 'title',
    aliases: ['listing title', 'ad title', 'name', 'car', 'vehicle', 'car name', 'vehicle name', 'tajuk', 'headline'],
  },
] as const satisfies readonly ColumnDef[];

export type CsvColumn = (typeof VEHICLE_COLUMNS)[number]['column'];
export const CSV_COLUMNS: readonly CsvColumn[] = VEHICLE_COLUMNS.map((c) => c.column);
/**
 * The columns the export and the template write: a title is only read, into the fields it names; the
 * private note and the chassis number are only read, into their staff-only tables.
 */
export const EXPORT_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter(
  (c) => c !== 'title' && c !== 'private_note' && c !== 'chassis_number',
);
/** The columns of the fields a listed car must have (src/lib/vehicle/fields.ts), in the file's order. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = VEHICLE_COLUMNS.filter((c: ColumnDef) =>
  (REQUIRED_VEHICLE_FIELDS as readonly string[]).includes(c.field),
).map((c) => c.column);
export const columnDef = (col: CsvColumn): ColumnDef => VEHICLE_COLUMNS.find((c) => c.column === col) as ColumnDef;

export { squash };

const BY_HEADER = new Map<string, CsvColumn>();
for (const c of VEHICLE_COLUMNS as readonly ColumnDef[]) {
  for (const name of [c.column, c.field, ...c.aliases]) {
    if (!BY_HEADER.has(squash(name))) BY_HEADER.set(squash(name), c.column as CsvColumn);
  }
}

/** A column a header names and how (./header-match.ts); `remembered` (squashed header → column, '' ignored) wins. */
export function guessColumnHow(
  header: string,
  remembered: Readonly<Record<string, string>> = {},
): { column: CsvColumn | null; how: GuessHow } | null {
  const mine = remembered[squash(header)];
  if (mine !== undefined)
    return { column: CSV_COLUMNS.includes(mine as CsvColumn) ? (mine as CsvColumn) : null, how: 'remembered' };
  return matchHeader(header, BY_HEADER);
}

/** The column a header names, or null when it names none; `remembered` (squashed header → column) wins. */
export const guessColumn = (header: string, remembered: Readonly<Record<string, string>> = {}): CsvColumn | null =>
  guessColumnHow(header, remembered)?.column ?? null;

/** Stored values by shown label, e.g. { Petrol: 'Gasoline' } from the Malay site's option labels. */
export type OptionLabelSet = Readonly<Record<string, string>>;

/**
 * A dealer's word for a choice → the stored value, or null when it means none of them. Stored
 * values, their synonyms and the labels the site shows (`labels`) are accepted in any case.
 */
export function optionValue(col: CsvColumn, value: string, labels: readonly OptionLabelSet[] = []): string | null {
  const def = columnDef(col);
  const key = squash(value);
  if (!def.options || key === '') return null;
  for (const o of def.options) if (squash(o) === key) return o;
  for (const [stored, words] of Object.entries(def.synonyms ?? {})) {
    if (words.some((w) => squash(w) === key)) return stored;
  }
  for (const set of labels) {
    for (const [stored, label] of Object.entries(set)) {
      if (def.options.includes(stored) && squash(label) === key) return stored;
    }
  }
  return null;
}
