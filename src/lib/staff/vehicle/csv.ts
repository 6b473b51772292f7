// CSV import and export of the stock (docs/product.md, "A dealer's stock"). Columns are named after
// the vehicle form's fields; each row is checked by the form's own rules (parseDialogForm), so a
// row error reads exactly as the dialog would say it. papaparse reads and writes the CSV itself.
import Papa from 'papaparse';
import { PLACEHOLDER_IMAGE, limits } from '~/config/constants';
import { restoreCell, unparseCsv } from './csv-formula';
import { STAFF_WORDS } from '~/lib/staff-words';
import { joinList, parseList } from './list';
import type { DraftVehicle, DraftVehicleInput } from '~/lib/vehicle';
import { EXAMPLE_VEHICLE } from '~/lib/vehicle/fields-staff';
import {
  columnDef,
  CSV_COLUMNS,
  guessColumn,
  optionValue,
  REQUIRED_COLUMNS,
  squash,
  type CsvColumn,
  type OptionLabelSet,
} from './columns';
import { emptyVehicleForm, formFromVehicle, parseDialogForm, type VehicleForm } from './form';

export { CSV_COLUMNS, type CsvColumn } from './columns';
/** The values a choice column accepts (stored values, English), for the template and the dialog. */
export const ACCEPTED_VALUES: Partial<Record<CsvColumn, readonly string[]>> = Object.fromEntries(
  CSV_COLUMNS.flatMap((c) => {
    const options = columnDef(c).options;
    return options ? [[c, options]] : [];
  }),
);

export const CSV_LIMITS = { maxRows: 4999, maxBytes: 10 * 1024 * 1024 } as const;

export interface CsvRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  /** A row whose status is draft may lack what only a listed car needs, as in the dialog. */
  input: DraftVehicleInput | null;
  /** Every problem of the row, each naming its column and the value found; null when none. */
  error: string | null;
  problems: string[];
  /** The columns those problems are in, once each, to fix them in place. */
  problemColumns: CsvColumn[];
  /** Photos left out: neither this project's storage nor /seed/. */
  droppedImages: number;
  /** When the car was first listed (ISO), from listed_since; null: the import's date for a new car. */
  listedSince: string | null;
  /** The car's version when the file was exported (its updated_at, as exported); null when none. */
  version: string | null;
}

/** A file read as cells: its header and rows, before any column is interpreted. */
export interface CsvTable {
  header: string[];
  body: string[][];
}

/** Per file column, the column it fills (null: ignored). */
export type CsvMapping = (CsvColumn | null)[];

export type CsvParse = { ok: false; message: string } | { ok: true; rows: CsvRow[] };

/** Whether a photo URL is this project's own (its storage bucket, /seed/, the placeholder). */
export const isOwnImage = (url: string, storagePrefix: string): boolean =>
  url === PLACEHOLDER_IMAGE ||
  /^\/seed\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(url) ||
  url.startsWith(storagePrefix);

export interface CheckOptions {
  storagePrefix: string;
  /** Labels the site shows for the options (e.g. the Malay ones), accepted as their stored value. */
  labels?: readonly OptionLabelSet[];
  /** The moment a listed_since may not pass (ms since the epoch); now by default. */
  now?: number;
  /** One value for every row of a required choice column the file does not have (e.g. condition: Good). */
  everyRow?: EveryRow;
}

/** A stored value for each required choice column no file column fills, e.g. { condition: 'Good' }. */
export type EveryRow = Partial<Record<CsvColumn, string>>;

/** A choice column's cell → the stored value when a word means one; as typed otherwise (then refused). */
function choice(col: CsvColumn, raw: string, labels: readonly OptionLabelSet[]): string {
  const v = raw.trim();
  if (col === 'status' && v === '') return 'available';
  return optionValue(col, v, labels) ?? v;
}

/**
 * A listed_since cell → an ISO timestamp: 2024-05-31, 2024-05-31T09:30:00Z (as exported) or
 * 31/05/2024 and 31-05-2024 as Malaysian spreadsheets write dates; null when it is not a date.
 */
export function listedSince(raw: string): string | null {
  const s = raw.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  const iso = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : s;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) {
    const t = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return new Date(t).toISOString().slice(0, 10) === iso ? new Date(t).toISOString() : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(s)) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const YEAR_RANGE = /^(\d{4})\s*[/-]\s*(\d{4})$/;

/** The form's inputs a row's cells fill: each column's field, a choice as the stored value it means. */
function formOf(cells: Partial<Record<CsvColumn, string>>, labels: readonly OptionLabelSet[]): VehicleForm {
  const form: Record<string, string | null> = emptyVehicleForm();
  for (const col of CSV_COLUMNS) {
    const { field, options } = columnDef(col);
    if (!(field in form)) continue;
    const cell = cells[col]?.trim() ?? '';
    form[field] = options ? choice(col, cell, labels) : field === 'detailsText' && cell === '' ? null : cell;
  }
  return form as VehicleForm;
}

/** One problem in the form's words, naming the column and the value found. */
function problem(col: CsvColumn, raw: string, message: string): string {
  const value = raw.trim();
  const options = columnDef(col).options;
  if (options && value !== '' && message === STAFF_WORDS.form.option)
    return STAFF_WORDS.csv.notOneOf(col, value, options);
  return value === '' ? `${col}: ${message}` : `${col} '${value}': ${message}`;
}

/** Bytes of a chosen file → its cells, or why the whole file is refused (nothing is written then). */
export function readCsvTable(bytes: ArrayBuffer): { ok: false; message: string } | ({ ok: true } & CsvTable) {
  if (bytes.byteLength >= CSV_LIMITS.maxBytes) return { ok: false, message: STAFF_WORDS.csv.tooLarge };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: STAFF_WORDS.csv.encoding };
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, message: STAFF_WORDS.csv.empty };
  if (body.length === 0) return { ok: false, message: STAFF_WORDS.csv.empty };
  if (body.length > CSV_LIMITS.maxRows)
    return { ok: false, message: STAFF_WORDS.csv.tooMany(body.length, CSV_LIMITS.maxRows) };
  return { ok: true, header, body };
}

/** How many of a column's first cells `guessMapping` reads to tell which choice list they come from. */
const SAMPLE_ROWS = 200;

/** Whether every non-empty cell of column `j` (in the first rows) is a word for one of `col`'s choices. */
function fitsChoices(
  body: readonly (readonly string[])[],
  j: number,
  col: CsvColumn,
  labels: readonly OptionLabelSet[],
) {
  const cells = body
    .slice(0, SAMPLE_ROWS)
    .map((r) => (r[j] ?? '').trim())
    .filter((v) => v !== '');
  return cells.length > 0 && cells.every((v) => optionValue(col, v, labels) !== null);
}

/**
 * The column each header names (English, Malay, abbreviations); a column is filled at most once.
 * With the file's rows, a choice column goes by what it holds when its header misleads: Carlist's
 * 'Condition' holds Used/Recond/New, which are origins, not conditions (Excellent … Fair), so it
 * imports as origin, unless another column already does.
 */
export function guessMapping(
  header: readonly string[],
  remembered: Readonly<Record<string, string>> = {},
  body: readonly (readonly string[])[] = [],
  labels: readonly OptionLabelSet[] = [],
): CsvMapping {
  const guessed = header.map((h) => guessColumn(h, remembered));
  const byHeader = new Set(guessed.filter((c): c is CsvColumn => c !== null));
  const byValues = guessed.map((col, j) => {
    if (col === null || !columnDef(col).options || squash(header[j] ?? '') in remembered) return col;
    if (body.length === 0 || fitsChoices(body, j, col, labels)) return col;
    const other = CSV_COLUMNS.find(
      (c) => c !== col && !byHeader.has(c) && columnDef(c).options && fitsChoices(body, j, c, labels),
    );
    return other ?? col;
  });
  const taken = new Set<CsvColumn>();
  return byValues.map((col) => {
    if (col === null || taken.has(col)) return null;
    taken.add(col);
    return col;
  });
}

/** Required columns no file column is mapped to (and that have no value for every row). */
export const unmappedRequired = (mapping: CsvMapping, everyRow: EveryRow = {}): CsvColumn[] =>
  REQUIRED_COLUMNS.filter((c) => !mapping.includes(c) && !everyRow[c]);

/**
 * Required columns that can take one value for every row when the file has none: the choice
 * columns (a dealer's export often has no condition grade; 'Good' for all is a choice they make).
 */
export const EVERY_ROW_COLUMNS: readonly CsvColumn[] = REQUIRED_COLUMNS.filter((c) => columnDef(c).options);

/** Each word taken for a stored value, as the preview shows it: "fuel_type: Petrol → Gasoline (300 rows)". */
export type SynonymUse = { column: CsvColumn; from: string; to: string; rows: number };

/** Check every row of `table` read through `mapping`, all problems of a row at once, in file order. */
export function checkTable(
  table: CsvTable,
  mapping: CsvMapping,
  options: CheckOptions,
): { ok: false; message: string } | { ok: true; rows: CsvRow[]; synonyms: SynonymUse[] } {
  if (!mapping.some((c) => c !== null)) return { ok: false, message: STAFF_WORDS.csv.noHeader };
  const everyRow = Object.entries(options.everyRow ?? {}).filter(
    (e): e is [CsvColumn, string] =>
      EVERY_ROW_COLUMNS.includes(e[0] as CsvColumn) && !mapping.includes(e[0] as CsvColumn) && Boolean(e[1]),
  );
  const missing = unmappedRequired(mapping, Object.fromEntries(everyRow));
  if (missing.length > 0) return { ok: false, message: STAFF_WORDS.csv.missing(missing) };
  const labels = options.labels ?? [];
  const seen = new Map<string, number>();
  const used = new Map<string, SynonymUse>();
  const rows = table.body.map((cellsIn, i): CsvRow => {
    const line = i + 2;
    const cells: Partial<Record<CsvColumn, string>> = {};
    mapping.forEach((col, j) => {
      if (col) cells[col] = restoreCell(cellsIn[j] ?? '');
    });
    for (const [col, value] of everyRow) cells[col] = value;
    const urls = parseList(cells.images ?? '');
    const own = urls.filter((u) => isOwnImage(u, options.storagePrefix));
    const problems: string[] = [];
    const problemColumns = new Set<CsvColumn>();
    const form = formOf(cells, labels);
    const result = parseDialogForm(form, own.length > 0 ? own : [PLACEHOLDER_IMAGE]);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors)) {
        const col = CSV_COLUMNS.find((c) => columnDef(c).field === field);
        if (col) problems.push(problem(col, cells[col] ?? '', message));
        if (col) problemColumns.add(col);
      }
    }
    const range = YEAR_RANGE.exec(cells.year?.trim() ?? '');
    if (range?.[1] && range[2]) {
      const at = problems.findIndex((p) => p.startsWith('year '));
      problems.splice(at < 0 ? problems.length : at, at < 0 ? 0 : 1, STAFF_WORDS.csv.yearRange(range[1], range[2]));
      problemColumns.add('year');
    }
    if (own.length > limits.maxImages) {
      problems.push(`images: ${STAFF_WORDS.vehicle.maxImages(limits.maxImages)}`);
      problemColumns.add('images');
    }
    const listedRaw = cells.listed_since?.trim() ?? '';
    const listed = listedRaw === '' ? null : listedSince(listedRaw);
    if (listedRaw !== '' && (listed === null || Date.parse(listed) > (options.now ?? Date.now()))) {
      problems.push(STAFF_WORDS.csv.listedSince(listedRaw));
      problemColumns.add('listed_since');
    }
    const stock = result.ok ? result.input.stockNumber : null;
    const first = stock === null ? undefined : seen.get(stock);
    if (stock !== null && first !== undefined) {
      problems.push(STAFF_WORDS.csv.duplicate(stock, first));
      problemColumns.add('stock_number');
    }
    if (stock !== null && first === undefined) seen.set(stock, line);
    const base = {
      line,
      droppedImages: urls.length - own.length,
      problems,
      problemColumns: [...problemColumns],
      listedSince: listed,
      version: cells.version?.trim() || null,
    };
    if (problems.length > 0 || !result.ok) return { ...base, input: null, error: problems.join('; ') };
    for (const col of CSV_COLUMNS) {
      const raw = cells[col]?.trim() ?? '';
      const to = columnDef(col).options ? form[columnDef(col).field as keyof VehicleForm] : null;
      if (typeof to !== 'string' || raw === '' || raw === to) continue;
      const key = `${col}\u0000${raw}`;
      const entry = used.get(key) ?? { column: col, from: raw, to, rows: 0 };
      entry.rows += 1;
      used.set(key, entry);
    }
    return { ...base, input: result.input, error: null };
  });
  return { ok: true, rows, synonyms: [...used.values()] };
}

/** Bytes of a chosen file → checked rows with the guessed mapping, or why the whole file is refused. */
export function parseVehicleCsv(bytes: ArrayBuffer, storagePrefix: string): CsvParse {
  const table = readCsvTable(bytes);
  if (!table.ok) return table;
  const checked = checkTable(table, guessMapping(table.header, {}, table.body), { storagePrefix });
  return checked.ok ? { ok: true, rows: checked.rows } : checked;
}

/** The rows refused, as the file had them plus a last column 'errors', to fix in a spreadsheet. */
export const rejectedRowsCsv = (table: CsvTable, rows: readonly CsvRow[]): string =>
  '\uFEFF' +
  unparseCsv({
    fields: [...table.header, 'errors'],
    data: rows
      .filter((r) => r.input === null)
      .map((r) => [...(table.body[r.line - 2] ?? []).map(restoreCell), r.problems.join('; ')]),
  });

/** One vehicle as its CSV cells: what the form shows, so an exported file imports unchanged. */
export function csvCells(v: DraftVehicle): Record<CsvColumn, string> {
  const f = formFromVehicle(v);
  const cell = (col: CsvColumn): string => {
    const { field } = columnDef(col);
    if (field === 'images') return joinList(v.images);
    if (field === 'listedSince') return v.createdAt;
    if (field === 'version') return v.updatedAt;
    return f[field] ?? '';
  };
  return Object.fromEntries(CSV_COLUMNS.map((c) => [c, cell(c)])) as Record<CsvColumn, string>;
}

/** A row exported before someone else changed its car: each value that differs, the file's and the car's now. */
export interface CsvConflict {
  line: number;
  stock: string;
  changes: { column: CsvColumn; file: string; now: string }[];
}

/**
 * Rows whose car changed after the file was exported (its version is not the car's updated_at now),
 * with both values of every column that differs (docs/product.md D34). `current`: cars by stock number.
 */
export function exportConflicts(rows: readonly CsvRow[], current: ReadonlyMap<string, DraftVehicle>): CsvConflict[] {
  return rows.flatMap((r): CsvConflict[] => {
    const stock = r.input?.stockNumber;
    const now = stock ? current.get(stock) : undefined;
    if (!r.input || !stock || !r.version || !now || now.updatedAt === r.version) return [];
    const mine = csvCells({ ...now, ...r.input });
    const theirs = csvCells(now);
    const changes = CSV_COLUMNS.filter((c) => c !== 'listed_since' && c !== 'version' && mine[c] !== theirs[c]).map(
      (column) => ({ column, file: mine[column], now: theirs[column] }),
    );
    return [{ line: r.line, stock, changes }];
  });
}

/** The whole stock as CSV (UTF-8 with a byte order mark, so spreadsheets read it as UTF-8). */
export const vehiclesToCsv = (vehicles: readonly DraftVehicle[]): string =>
  '\uFEFF' +
  unparseCsv({ fields: [...CSV_COLUMNS], data: vehicles.map((v) => CSV_COLUMNS.map((c) => csvCells(v)[c])) });

/** The downloadable template: the header and one example row (the example car of src/lib/vehicle/fields.ts). */
export const csvTemplate = (): string => {
  const example = csvCells({ ...EXAMPLE_VEHICLE, id: '', previousPrice: null, priceReducedAt: null });
  return '\uFEFF' + unparseCsv({ fields: [...CSV_COLUMNS], data: [CSV_COLUMNS.map((c) => example[c])] });
};

/** Lines listing the accepted values of each choice column (the dialog and docs show them). */
export const acceptedValueLines = (): string[] =>
  Object.entries(ACCEPTED_VALUES).map(([col, values]) => `${col}: ${values.join(', ')}`);
