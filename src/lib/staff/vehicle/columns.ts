// One row per CSV column (docs/product.md D34): the form field it fills, the header names dealers give it
// (English, Malay, abbreviations) and, for a choice, the words dealers write for each stored value.
// The import's column guesses and synonyms come from this table; which columns are required, from the
// field table (src/lib/vehicle/fields.ts).
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, ORIGINS, TRANSMISSIONS, VEHICLE_STATUSES } from '~/lib/vehicle';
import { REQUIRED_VEHICLE_FIELDS } from '~/lib/vehicle/fields';
import type { VehicleFormKey } from './form';

export interface ColumnDef {
  /** The column's own name in the template and the export. */
  column: string;
  /**
   * The form field it fills; `images` is the photo list, which the form keeps apart; `listedSince`
   * is when the car was first listed (the row's created_at), which only the import sets; `version`
   * is the car's updated_at when it was exported, so a re-import sees later edits by others.
   */
  field: VehicleFormKey | 'images' | 'listedSince' | 'version';
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
    aliases: ['stock', 'stock no', 'stk', 'ref', 'reference', 'no stok'],
  },
  { column: 'make', field: 'make', aliases: ['brand', 'manufacturer', 'jenama', 'buatan'] },
  { column: 'model', field: 'model', aliases: ['variant', 'model name'] },
  {
    column: 'year',
    field: 'year',
    aliases: ['manufacture year', 'year made', 'yom', 'tahun', 'tahun dibuat', 'mfg year'],
  },
  {
    column: 'price',
    field: 'price',
    aliases: ['price rm', 'price myr', 'harga', 'harga rm', 'asking price'],
  },
  {
    column: 'mileage',
    field: 'mileage',
    aliases: ['mileage km', 'odometer', 'odo', 'km', 'jarak tempuh', 'perbatuan'],
  },
  {
    column: 'fuel_type',
    field: 'fuelType',
    aliases: ['fuel', 'engine type', 'bahan api', 'minyak'],
    options: FUEL_TYPES,
    synonyms: {
      Gasoline: ['petrol', 'gas', 'benzine', 'unleaded', 'ron95', 'ron97'],
      Hybrid: ['hev', 'phev', 'plug-in hybrid', 'mild hybrid', 'hibrid'],
      Electric: ['ev', 'bev', 'elektrik', 'electric vehicle'],
      Diesel: ['diesel', 'disel'],
    },
  },
  {
    column: 'transmission',
    field: 'transmission',
    aliases: ['trans', 'transm', 'gearbox', 'gear', 'transmisi', 'gear box'],
    options: TRANSMISSIONS,
    synonyms: {
      Automatic: ['auto', 'at', 'a/t', 'cvt', 'dct', 'dsg', 'pdk', 'automatik', 'semi-auto', 'steptronic', 'tiptronic'],
      Manual: ['mt', 'm/t', 'manual', 'stick'],
    },
  },
  {
    column: 'condition',
    field: 'condition',
    aliases: ['keadaan', 'grade', 'cond'],
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
    aliases: ['colour', 'warna', 'exterior colour', 'exterior color'],
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
  { column: 'vehicle_details', field: 'detailsText', aliases: ['details', 'description', 'remarks', 'keterangan'] },
  {
    column: 'origin',
    field: 'origin',
    aliases: ['local/recond', 'import', 'asal', 'type of sale', 'condition type'],
    options: ORIGINS,
    synonyms: {
      Local: ['used', 'tempatan', 'local used', 'new', 'baru'],
      Recond: ['reconditioned', 'recon', 'import', 'imported', 'used import', 'jpn import', 'uk import'],
    },
  },
  {
    column: 'registration_year',
    field: 'registrationYear',
    aliases: ['reg year', 'registered', 'year registered', 'tahun daftar', 'reg'],
  },
  { column: 'previous_owners', field: 'previousOwners', aliases: ['owners', 'no of owners', 'pemilik'] },
  { column: 'warranty_months', field: 'warrantyMonths', aliases: ['warranty', 'waranti'] },
  {
    column: 'engine_capacity_cc',
    field: 'engineCapacityCc',
    aliases: ['engine cc', 'cc', 'engine capacity', 'capacity', 'kapasiti enjin', 'engine'],
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
] as const satisfies readonly ColumnDef[];

export type CsvColumn = (typeof VEHICLE_COLUMNS)[number]['column'];
export const CSV_COLUMNS: readonly CsvColumn[] = VEHICLE_COLUMNS.map((c) => c.column);
/** The columns of the fields a listed car must have (src/lib/vehicle/fields.ts), in the file's order. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = VEHICLE_COLUMNS.filter((c: ColumnDef) =>
  (REQUIRED_VEHICLE_FIELDS as readonly string[]).includes(c.field),
).map((c) => c.column);
export const columnDef = (col: CsvColumn): ColumnDef => VEHICLE_COLUMNS.find((c) => c.column === col) as ColumnDef;

/** Case, accents, spaces and punctuation do not matter ('Fuel Type', fuelType, 'Mileage (km)'). */
export const squash = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const BY_HEADER = new Map<string, CsvColumn>();
for (const c of VEHICLE_COLUMNS as readonly ColumnDef[]) {
  for (const name of [c.column, c.field, ...c.aliases]) {
    if (!BY_HEADER.has(squash(name))) BY_HEADER.set(squash(name), c.column as CsvColumn);
  }
}

/** The column a header names, or null when it names none; `remembered` (squashed header → column) wins. */
export const guessColumn = (header: string, remembered: Readonly<Record<string, string>> = {}): CsvColumn | null => {
  const key = squash(header);
  const mine = remembered[key];
  if (mine !== undefined) return CSV_COLUMNS.includes(mine as CsvColumn) ? (mine as CsvColumn) : null;
  return BY_HEADER.get(key) ?? null;
};

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
