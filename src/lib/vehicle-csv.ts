// CSV import and export of the stock (docs/product.md, "A dealer's stock"). Columns are named after
// the vehicle form's fields; each row is checked by the form's own rules (parseVehicleForm), so a
// row error reads exactly as the dialog would say it. papaparse reads and writes the CSV itself.
import Papa from 'papaparse';
import { PLACEHOLDER_IMAGE, limits } from '~/config/constants';
import { restoreCell, unparseCsv } from './csv-formula';
import { joinList, parseList } from './list';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type Vehicle,
  type VehicleInput,
} from './vehicle';
import { emptyVehicleForm, formFromVehicle, parseVehicleForm, type VehicleForm } from './vehicle-form';

/** The columns, in order: the form's fields in snake case. `images` holds URLs separated by commas. */
export const CSV_COLUMNS = [
  'stock_number',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'condition',
  'body_type',
  'color',
  'status',
  'features',
  'exterior',
  'interior',
  'drivetrain',
  'vehicle_details',
  'origin',
  'registration_year',
  'previous_owners',
  'warranty_months',
  'engine_capacity_cc',
  'images',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns a file must have (the form's required fields). */
const REQUIRED_COLUMNS: readonly CsvColumn[] = [
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'condition',
  'body_type',
  'color',
];

/** The values a choice column accepts (stored values, English), for the template and the dialog. */
export const ACCEPTED_VALUES: Partial<Record<CsvColumn, readonly string[]>> = {
  fuel_type: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  condition: CONDITIONS,
  body_type: BODY_TYPES,
  status: VEHICLE_STATUSES,
  origin: ORIGINS,
};

export const CSV_LIMITS = { maxRows: 4999, maxBytes: 10 * 1024 * 1024 } as const;

export const CSV_MESSAGES = {
  tooLarge: 'The file is 10 MB or larger. Split it into smaller files and import them one by one.',
  encoding: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and choose it again.',
  noHeader: 'The first row must name the columns (make, model, year, ...). Download the template to see them.',
  missing: (cols: string[]) => `The file has no ${cols.join(', ')} column${cols.length === 1 ? '' : 's'}.`,
  empty: 'The file has no rows under its header.',
  tooMany: (n: number) =>
    `The file has ${n.toLocaleString('en-US')} rows; an import holds at most ${CSV_LIMITS.maxRows.toLocaleString('en-US')}. Split it into smaller files.`,
  unreadable: 'The file could not be read as CSV.',
  duplicate: (stock: string, row: number) => `Stock Number ${stock} is already used by row ${row}`,
  tooManyImages: `Maximum ${limits.maxImages} images allowed`,
} as const;

/** Header cell → column: case, spaces, dashes and underscores do not matter ('Fuel Type', fuelType). */
const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_NAME = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [squash(c), c]));

/** A choice typed in another case ('automatic') is the option itself. */
function option(col: CsvColumn, value: string): string {
  const v = value.trim();
  const found = ACCEPTED_VALUES[col]?.find((o) => o.toLowerCase() === v.toLowerCase());
  if (found) return found;
  return col === 'status' && v === '' ? 'available' : v;
}

export interface CsvRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  input: VehicleInput | null;
  error: string | null;
  /** Photos left out: neither this project's storage nor /seed/. */
  droppedImages: number;
}

export type CsvParse = { ok: false; message: string } | { ok: true; rows: CsvRow[] };

/** Whether a photo URL is this project's own (its storage bucket, /seed/, the placeholder). */
export const isOwnImage = (url: string, storagePrefix: string): boolean =>
  url === PLACEHOLDER_IMAGE ||
  /^\/seed\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(url) ||
  url.startsWith(storagePrefix);

function formOf(cells: Partial<Record<CsvColumn, string>>): VehicleForm {
  const c = (k: CsvColumn): string => cells[k]?.trim() ?? '';
  const details = c('vehicle_details');
  return {
    ...emptyVehicleForm(),
    stockNumber: c('stock_number'),
    make: c('make'),
    model: c('model'),
    year: c('year'),
    price: c('price'),
    mileage: c('mileage'),
    fuelType: option('fuel_type', c('fuel_type')),
    transmission: option('transmission', c('transmission')),
    condition: option('condition', c('condition')),
    bodyType: option('body_type', c('body_type')),
    color: c('color'),
    status: option('status', c('status')),
    features: c('features'),
    exterior: c('exterior'),
    interior: c('interior'),
    drivetrain: c('drivetrain'),
    detailsText: details === '' ? null : details,
    origin: c('origin') === '' ? '' : option('origin', c('origin')),
    registrationYear: c('registration_year'),
    previousOwners: c('previous_owners'),
    warrantyMonths: c('warranty_months'),
    engineCapacityCc: c('engine_capacity_cc'),
  };
}

/** Bytes of a chosen file → checked rows, or why the whole file is refused (nothing is written then). */
export function parseVehicleCsv(bytes: ArrayBuffer, storagePrefix: string): CsvParse {
  if (bytes.byteLength >= CSV_LIMITS.maxBytes) return { ok: false, message: CSV_MESSAGES.tooLarge };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: CSV_MESSAGES.encoding };
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';'],
  });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, message: CSV_MESSAGES.empty };
  const columns = header.map((h) => BY_NAME.get(squash(h)) ?? null);
  if (!columns.some((c) => c !== null)) return { ok: false, message: CSV_MESSAGES.noHeader };
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { ok: false, message: CSV_MESSAGES.missing(missing) };
  if (body.length === 0) return { ok: false, message: CSV_MESSAGES.empty };
  if (body.length > CSV_LIMITS.maxRows) return { ok: false, message: CSV_MESSAGES.tooMany(body.length) };

  const seen = new Map<string, number>();
  const rows = body.map((cellsIn, i): CsvRow => {
    const line = i + 2;
    const cells: Partial<Record<CsvColumn, string>> = {};
    columns.forEach((col, j) => {
      if (col) cells[col] = restoreCell(cellsIn[j] ?? '');
    });
    const urls = parseList(cells.images ?? '');
    const own = urls.filter((u) => isOwnImage(u, storagePrefix));
    const base = { line, droppedImages: urls.length - own.length };
    if (own.length > limits.maxImages) return { ...base, input: null, error: CSV_MESSAGES.tooManyImages };
    const result = parseVehicleForm(formOf(cells), own.length > 0 ? own : [PLACEHOLDER_IMAGE]);
    if (!result.ok) return { ...base, input: null, error: result.message };
    const stock = result.input.stockNumber;
    const first = stock === null ? undefined : seen.get(stock);
    if (stock !== null && first !== undefined)
      return { ...base, input: null, error: CSV_MESSAGES.duplicate(stock, first) };
    if (stock !== null) seen.set(stock, line);
    return { ...base, input: result.input, error: null };
  });
  return { ok: true, rows };
}

/** One vehicle as its CSV cells: what the form shows, so an exported file imports unchanged. */
export function csvCells(v: Vehicle): Record<CsvColumn, string> {
  const f = formFromVehicle(v);
  return {
    stock_number: f.stockNumber,
    make: f.make,
    model: f.model,
    year: f.year,
    price: f.price,
    mileage: f.mileage,
    fuel_type: f.fuelType,
    transmission: f.transmission,
    condition: f.condition,
    body_type: f.bodyType,
    color: f.color,
    status: f.status,
    features: f.features,
    exterior: f.exterior,
    interior: f.interior,
    drivetrain: f.drivetrain,
    vehicle_details: f.detailsText ?? '',
    origin: f.origin,
    registration_year: f.registrationYear,
    previous_owners: f.previousOwners,
    warranty_months: f.warrantyMonths,
    engine_capacity_cc: f.engineCapacityCc,
    images: joinList(v.images),
  };
}

/** The whole stock as CSV (UTF-8 with a byte order mark, so spreadsheets read it as UTF-8). */
export const vehiclesToCsv = (vehicles: readonly Vehicle[]): string =>
  '\uFEFF' +
  unparseCsv({ fields: [...CSV_COLUMNS], data: vehicles.map((v) => CSV_COLUMNS.map((c) => csvCells(v)[c])) });

/** The downloadable template: the header and one example row. */
export const csvTemplate = (): string =>
  '\uFEFF' +
  unparseCsv({
    fields: [...CSV_COLUMNS],
    data: [
      [
        'MM-0001',
        'BMW',
        'X5 xDrive45e',
        '2023',
        '285000',
        '45000',
        'Hybrid',
        'Automatic',
        'Excellent',
        'SUV',
        'Alpine White',
        'available',
        'Panoramic roof, Harman Kardon, Head-up display',
        'M Sport kit, 21-inch wheels',
        'Vernasca leather',
        'xDrive, 8-speed Steptronic',
        '',
        'Local',
        '2023',
        '1',
        '24',
        '2998',
        '/seed/bmw-x5-xdrive45e-2023-front.svg',
      ],
    ],
  });

/** Lines listing the accepted values of each choice column (the dialog and docs show them). */
export const acceptedValueLines = (): string[] =>
  Object.entries(ACCEPTED_VALUES).map(([col, values]) => `${col}: ${values.join(', ')}`);
