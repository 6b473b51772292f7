// CSV import and export of the stock (docs/product.md, "A dealer's stock"). Columns are named after
// the vehicle form's fields; each row is checked by the form's own rules (parseDialogForm), so a
// row error reads exactly as the dialog would say it. papaparse reads and writes the CSV itself.
import { PLACEHOLDER_IMAGE, limits } from '~/config/constants';
import { restoreCell, unparseCsv } from './csv-formula';
import { STAFF_WORDS } from '~/lib/staff-words';
import { joinList, parseList } from './list';
import type { DraftVehicle, DraftVehicleInput } from '~/lib/vehicle';
import { EXAMPLE_VEHICLE } from '~/lib/vehicle/fields-staff';
import {
  columnDef,
  CSV_COLUMNS,
  EXPORT_COLUMNS,
  guessColumnHow,
  optionValue,
  REQUIRED_COLUMNS,
  type CsvColumn,
  type OptionLabelSet,
} from './columns';
import { emptyVehicleForm, formFromVehicle, parseDialogForm, REQUIRED_FIELDS, type VehicleForm } from './form';
import { readRecords, type BrokenRecord } from './csv-records';
import {
  isInstalment,
  isNoValue,
  isPriceOnRequest,
  isUnregistered,
  mileageRangeTop,
  yearOfDate,
} from './dealer-values';
import type { GuessHow } from './header-match';
import { knownMake, parseTitle, splitMakeModel, subBrandCar } from './title';
import { maxVehicleYear } from './limits';

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
  /** The line the row starts on in the file (the header is line 1; as a spreadsheet numbers rows when no cell holds a line break). */
  line: number;
  /** Its place among the table's body rows. */
  index: number;
  /** Required fields the row leaves empty (a draft may wait for them); with `draft`, imported as a draft. */
  missing: CsvColumn[];
  draft: boolean;
  /** Columns filled from the row's title or its make-and-model cell, not from a column of their own. */
  fromTitle: CsvColumn[];
  /** What was read in a way the dealer should know (a mileage range's upper end), each naming the value. */
  warnings: string[];
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
  /** The car as its cells name it, to find the row by: '2019 BMW X5 (S123)'; '' when they name nothing. */
  car: string;
  /** The columns to fix for the row to import (its problems, then the required fields it lacks), in column order. */
  fixable: CsvColumn[];
}

/** A file read as cells: its header and rows, before any column is interpreted. */
export interface CsvTable {
  header: string[];
  body: string[][];
  /** The line each body row starts on; absent: one line each, from line 2. */
  lines?: number[];
  /** Records that could not be read cleanly, left out of `body`. */
  broken?: BrokenRecord[];
}

export type { BrokenRecord } from './csv-records';

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
  /** One value for every row of a required column the file does not have (e.g. condition: Good). */
  everyRow?: EveryRow;
  /** Rows that lack only required fields a draft may wait for are imported as drafts (otherwise refused). */
  incompleteAsDrafts?: boolean;
  /** Cells typed in the preview, by the row's index in the body: they stand for the file's cell, mapped or not. */
  fixes?: ReadonlyMap<number, Partial<Record<CsvColumn, string>>>;
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
  const { header, body, lines, broken } = readRecords(text.replace(/^\uFEFF/, ''));
  if (header.length === 0) return { ok: false, message: STAFF_WORDS.csv.empty };
  if (body.length + broken.length === 0) return { ok: false, message: STAFF_WORDS.csv.empty };
  if (body.length + broken.length > CSV_LIMITS.maxRows)
    return { ok: false, message: STAFF_WORDS.csv.tooMany(body.length + broken.length, CSV_LIMITS.maxRows) };
  return { ok: true, header, body, lines, broken };
}

/** How many of a column's first cells `guessMapping` reads to tell which choice list they come from. */
const SAMPLE_ROWS = 200;

/** Column `j`'s first non-empty cells (words for "no value" left out). */
const sample = (body: readonly (readonly string[])[], j: number): string[] =>
  body
    .slice(0, SAMPLE_ROWS)
    .map((r) => restoreCell(r[j] ?? '').trim())
    .filter((v) => !isNoValue(v));

/** Whether every non-empty cell of column `j` (in the first rows) is a word for one of `col`'s choices. */
function fitsChoices(
  body: readonly (readonly string[])[],
  j: number,
  col: CsvColumn,
  labels: readonly OptionLabelSet[],
) {
  const cells = sample(body, j);
  return cells.length > 0 && cells.every((v) => optionValue(col, v, labels) !== null);
}

/**
 * Whether column `j` holds origins with status words among them (Used / Recond / New / Sold, as a
 * DMS's 'Status' or 'Condition' column does): at least one origin, every other cell a status.
 */
function fitsOriginAndStatus(body: readonly (readonly string[])[], j: number, labels: readonly OptionLabelSet[]) {
  const cells = sample(body, j);
  const origin = (v: string) => optionValue('origin', v, labels) !== null;
  const status = (v: string) => optionValue('status', v, labels) !== null;
  return cells.some(origin) && cells.some((v) => !origin(v)) && cells.every((v) => origin(v) || status(v));
}

/** Columns of free text whose cells, when they are listing titles, are read as the title whatever the header. */
const TEXT_COLUMNS: readonly CsvColumn[] = ['vehicle_details', 'features', 'exterior', 'interior', 'drivetrain'];

const COLOUR_WORDS =
  /\b(white|black|gr[ae]y|silver|blue|red|green|brown|beige|gold|orange|yellow|purple|maroon|bronze|champagne|putih|hitam|kelabu|perak|biru|merah|hijau|coklat|emas|kuning|ungu)\b/i;
const CHOICE_ORDER: readonly CsvColumn[] = ['fuel_type', 'transmission', 'body_type', 'origin', 'condition', 'status'];

/** What a column's cells say it is, when every sampled cell agrees; 'instalment' for monthly payments. */
function byContents(
  body: readonly (readonly string[])[],
  j: number,
  labels: readonly OptionLabelSet[],
): CsvColumn | 'instalment' | null {
  const cells = sample(body, j);
  if (cells.length === 0) return null;
  const all = (test: (v: string) => boolean) => cells.every(test);
  if (all(isInstalment)) return 'instalment';
  const choice = CHOICE_ORDER.find((c) => fitsChoices(body, j, c, labels));
  if (choice) return choice;
  if (fitsOriginAndStatus(body, j, labels)) return 'origin';
  if (all((v) => /^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= maxVehicleYear())) return 'year';
  if (all((v) => /\bkms?$/i.test(v))) return 'mileage';
  if (all((v) => /^(rm|myr)\s*\d/i.test(v))) return 'price';
  if (all((v) => knownMake(v) !== null)) return 'make';
  if (all((v) => /^https?:\/\/|^\//.test(v))) return 'images';
  if (all((v) => COLOUR_WORDS.test(v) && v.split(/\s+/).length <= 3)) return 'color';
  const titles = cells.filter((v) => {
    const t = parseTitle(v);
    return (
      t.make !== null && t.model !== null && (t.year !== null || t.bodyType !== null || t.engineCapacityCc !== null)
    );
  });
  return titles.length >= Math.ceil(cells.length * 0.8) ? 'title' : null;
}

/** How each file column was matched: its column (null: ignored), how, and a note when its cells decided. */
export interface ColumnGuess {
  column: CsvColumn | null;
  how: GuessHow | null;
  /** Set when the cells overrode a name or a remembered choice, or the column holds instalments. */
  note: string | null;
}

/**
 * The column each header names (English, Malay, abbreviations, close spellings; ./header-match.ts); a
 * column is filled at most once. With the file's rows, a column goes by what it holds when its header
 * misleads or says nothing: Carlist's 'Condition' holds Used/Recond/New, which are origins, not
 * conditions (Excellent … Fair), so it imports as origin, unless another column already does; a
 * remembered choice the cells contradict gives way to them; a column of monthly instalments is never
 * the price.
 */
export function guessColumns(
  header: readonly string[],
  remembered: Readonly<Record<string, string>> = {},
  body: readonly (readonly string[])[] = [],
  labels: readonly OptionLabelSet[] = [],
): ColumnGuess[] {
  const guessed: ColumnGuess[] = header.map((h) => {
    const g = guessColumnHow(h, remembered);
    return { column: g?.column ?? null, how: g?.how ?? null, note: null };
  });
  const byHeader = new Set(guessed.flatMap((g) => (g.column ? [g.column] : [])));
  const byValues = guessed.map((g, j): ColumnGuess => {
    const col = g.column;
    if (body.length === 0) return g;
    const seen = byContents(body, j, labels);
    if (seen === 'instalment') {
      return col === null || col === 'price' ? { column: null, how: 'contents', note: STAFF_WORDS.csv.instalments } : g;
    }
    if (col !== null && TEXT_COLUMNS.includes(col) && !byHeader.has('title') && seen === 'title') {
      return { column: 'title', how: 'contents', note: STAFF_WORDS.csv.titlesContents(col) };
    }
    if (col === null || !columnDef(col).options) return g;
    if (fitsChoices(body, j, col, labels)) return g;
    const other = CSV_COLUMNS.find(
      (c) => c !== col && !byHeader.has(c) && columnDef(c).options && fitsChoices(body, j, c, labels),
    );
    // Used / Recond / New with Sold among them: the origin, each Sold car marked sold.
    if (!other && (col === 'origin' || !byHeader.has('origin')) && fitsOriginAndStatus(body, j, labels)) {
      return { column: 'origin', how: 'contents', note: STAFF_WORDS.csv.originAndStatus(col) };
    }
    if (!other) return g;
    const note =
      g.how === 'remembered'
        ? STAFF_WORDS.csv.rememberedContradicted(col, other)
        : STAFF_WORDS.csv.namedContradicted(col, other);
    return { column: other, how: 'contents', note };
  });
  const taken = new Set<CsvColumn>();
  const out = byValues.map((g): ColumnGuess => {
    if (g.column === null || taken.has(g.column)) return { ...g, column: null };
    taken.add(g.column);
    return g;
  });
  // Columns whose header says nothing: their cells may (a title, a column of makes, colours, years);
  // only in a file whose first row is a header (some of it names columns), not a row of a car.
  if (body.length === 0 || !out.some((g) => g.column !== null && g.how !== 'contents')) return out;
  return out.map((g, j) => {
    if (g.column !== null || g.how !== null) return g;
    const seen = byContents(body, j, labels);
    if (seen === null || seen === 'instalment' || taken.has(seen)) return g;
    if (seen === 'year' && taken.has('year')) return g;
    taken.add(seen);
    return { column: seen, how: 'contents', note: null };
  });
}

/** The column each file column fills (null: ignored), as `guessColumns` guesses it. */
export const guessMapping = (
  header: readonly string[],
  remembered: Readonly<Record<string, string>> = {},
  body: readonly (readonly string[])[] = [],
  labels: readonly OptionLabelSet[] = [],
): CsvMapping => guessColumns(header, remembered, body, labels).map((g) => g.column);

/** Required columns no file column is mapped to (and that have no value for every row). */
export const unmappedRequired = (mapping: CsvMapping, everyRow: EveryRow = {}): CsvColumn[] =>
  REQUIRED_COLUMNS.filter((c) => !mapping.includes(c) && !everyRow[c]);

/**
 * Required columns that can take one value for every row when the file has none: the choice
 * columns (a dealer's export often has no condition grade; 'Good' for all is a choice they make) and
 * the colour (typed).
 */
export const EVERY_ROW_COLUMNS: readonly CsvColumn[] = REQUIRED_COLUMNS.filter(
  (c) => columnDef(c).options || c === 'color',
);

/** Each word taken for a stored value, as the preview shows it: "fuel_type: Petrol → Gasoline (300 rows)". */
export type SynonymUse = { column: CsvColumn; from: string; to: string; rows: number };

/** What a title fills, when the row's own column for it is empty. */
const TITLE_FILLS = [
  ['year', 'year'],
  ['registration_year', 'registrationYear'],
  ['make', 'make'],
  ['model', 'model'],
  ['variant', 'variant'],
  ['engine_capacity_cc', 'engineCapacityCc'],
  ['body_type', 'bodyType'],
  ['vehicle_details', 'notes'],
] as const;

/** The required columns a draft may leave empty (all but make and model). */
const DRAFTABLE: readonly CsvColumn[] = REQUIRED_COLUMNS.filter((c) => c !== 'make' && c !== 'model');

/** What reading a row's cells found that decides how the row lands. */
type CellReading = { onRequest: boolean };

/**
 * A row's cells read as the dealer meant them: "no value" words emptied, the title and a
 * make-and-model cell read, a registration date read as its year, 'Unreg' as a recond not yet
 * registered, a status word in the origin column as the status, 'POA' as no price (the row waits as a draft).
 */
function readCells(
  cells: Partial<Record<CsvColumn, string>>,
  fromTitle: Set<CsvColumn>,
  warnings: string[],
  labels: readonly OptionLabelSet[],
): CellReading {
  for (const col of CSV_COLUMNS) if (cells[col] !== undefined && isNoValue(cells[col])) cells[col] = '';
  const empty = (c: CsvColumn) => (cells[c] ?? '').trim() === '';
  const title = cells.title?.trim() ?? '';
  if (title !== '') {
    const t = parseTitle(title);
    for (const [col, key] of TITLE_FILLS) {
      const value = t[key];
      if (value !== null && empty(col)) {
        cells[col] = value;
        fromTitle.add(col);
      }
    }
  }
  const sub = subBrandCar(cells.make ?? '', cells.model ?? '');
  if (sub) {
    cells.make = sub.make;
    cells.model = sub.model;
  }
  const split = splitMakeModel(cells.model?.trim() ?? '');
  if (split && (empty('make') || knownMake(cells.make ?? '') === split.make)) {
    if (empty('make')) {
      cells.make = split.make;
      fromTitle.add('make');
    }
    cells.model = split.model;
  }
  const mileage = cells.mileage?.trim() ?? '';
  const top = mileageRangeTop(mileage);
  if (top !== null) {
    cells.mileage = top;
    warnings.push(STAFF_WORDS.csv.mileageRange(mileage, Number(top)));
  }
  const price = cells.price?.trim() ?? '';
  if (price !== '' && isInstalment(price)) {
    cells.price = '';
    warnings.push(STAFF_WORDS.csv.instalmentPrice(price));
  }
  const onRequest = price !== '' && isPriceOnRequest(price);
  if (onRequest) {
    cells.price = '';
    warnings.push(STAFF_WORDS.csv.priceOnRequest(price));
  }
  const origin = cells.origin?.trim() ?? '';
  const status = origin === '' || optionValue('origin', origin, labels) ? null : optionValue('status', origin, labels);
  if (status !== null) {
    cells.origin = '';
    if (empty('status')) cells.status = origin;
  }
  const registered = cells.registration_year?.trim() ?? '';
  if (isUnregistered(registered)) {
    cells.registration_year = '';
    const recond = empty('origin');
    if (recond) cells.origin = 'Recond';
    warnings.push(STAFF_WORDS.csv.unregistered(registered, recond));
  } else {
    const year = yearOfDate(registered);
    if (year !== null) cells.registration_year = year;
  }
  return { onRequest };
}

/** The car a row's cells name: '2019 BMW X5 (S123)'. */
function carOf(cells: Partial<Record<CsvColumn, string>>): string {
  const name = (['year', 'make', 'model'] as const)
    .map((c) => cells[c]?.trim() ?? '')
    .filter((v) => v !== '')
    .join(' ');
  const stock = cells.stock_number?.trim() ?? '';
  return stock === '' ? name : name === '' ? stock : `${name} (${stock})`;
}

/** Check every row of `table` read through `mapping`, all problems of a row at once, in file order. */
export function checkTable(
  table: CsvTable,
  mapping: CsvMapping,
  options: CheckOptions,
): { ok: false; message: string } | { ok: true; rows: CsvRow[]; synonyms: SynonymUse[]; missingColumns: CsvColumn[] } {
  if (!mapping.some((c) => c !== null)) return { ok: false, message: STAFF_WORDS.csv.noHeader };
  const everyRow = Object.entries(options.everyRow ?? {}).filter(
    (e): e is [CsvColumn, string] =>
      EVERY_ROW_COLUMNS.includes(e[0] as CsvColumn) && !mapping.includes(e[0] as CsvColumn) && Boolean(e[1]?.trim()),
  );
  const unmapped = unmappedRequired(mapping, Object.fromEntries(everyRow));
  const labels = options.labels ?? [];
  const used = new Map<string, SynonymUse>();
  const read = table.body.map((cellsIn, i) => {
    const cells: Partial<Record<CsvColumn, string>> = {};
    mapping.forEach((col, j) => {
      if (col) cells[col] = restoreCell(cellsIn[j] ?? '');
    });
    for (const [col, value] of everyRow) cells[col] = value.trim();
    for (const [col, value] of Object.entries(options.fixes?.get(i) ?? {})) cells[col as CsvColumn] = value;
    const fromTitle = new Set<CsvColumn>();
    const warnings: string[] = [];
    const reading = readCells(cells, fromTitle, warnings, labels);
    return { cells, fromTitle, warnings, reading, line: table.lines?.[i] ?? i + 2 };
  });
  // Every line of each stock number, so that a number given twice is named on both rows.
  const linesOf = new Map<string, number[]>();
  for (const r of read) {
    const stock = r.cells.stock_number?.trim() ?? '';
    if (stock !== '') linesOf.set(stock, [...(linesOf.get(stock) ?? []), r.line]);
  }
  const rows = read.map(({ cells, fromTitle, warnings, reading, line }, i): CsvRow => {
    const urls = parseList(cells.images ?? '');
    const own = urls.filter((u) => isOwnImage(u, options.storagePrefix));
    const problems: string[] = [];
    const problemColumns = new Set<CsvColumn>();
    const form = formOf(cells, labels);
    const images = own.length > 0 ? own : [PLACEHOLDER_IMAGE];
    let result = parseDialogForm(form, images);
    // Required fields left empty: a draft may wait for them, if that is all the row lacks.
    const missing = DRAFTABLE.filter((c) => {
      const field = columnDef(c).field as keyof VehicleForm;
      return (REQUIRED_FIELDS as readonly string[]).includes(field) && (form[field] ?? '').trim() === '';
    });
    const missingFields = new Set<string>(missing.map((c) => columnDef(c).field));
    const onlyMissing =
      !result.ok && missing.length > 0 && Object.keys(result.errors).every((f) => missingFields.has(f));
    // A price on request is the dealer's word, not a gap: such a row waits as a draft whatever the choice.
    const lacking = reading.onRequest ? missing.filter((c) => c !== 'price') : missing;
    let draft = false;
    if (onlyMissing && (options.incompleteAsDrafts || lacking.length === 0)) {
      result = parseDialogForm({ ...form, status: 'draft' }, images);
      draft = result.ok;
    }
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
    const stock = cells.stock_number?.trim() ?? '';
    const [first, ...others] = linesOf.get(stock) ?? [];
    if (first !== undefined && others.length > 0) {
      if (first === line) warnings.push(STAFF_WORDS.csv.duplicateKept(stock, others));
      else {
        problems.push(STAFF_WORDS.csv.duplicate(stock, first, line));
        problemColumns.add('stock_number');
      }
    }
    const needed = onlyMissing ? lacking : [];
    const base = {
      line,
      index: i,
      missing: needed,
      draft,
      fromTitle: [...fromTitle],
      warnings,
      droppedImages: urls.length - own.length,
      problems,
      problemColumns: [...problemColumns],
      listedSince: listed,
      version: cells.version?.trim() || null,
      car: carOf(cells),
      fixable: CSV_COLUMNS.filter((c) => problemColumns.has(c) || needed.includes(c)),
    };
    if (problems.length > 0 || !result.ok) return { ...base, draft: false, input: null, error: problems.join('; ') };
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
  // A required column the file lacks is named only while some row still needs it (a title, a value
  // for every row or the cells fixed in the preview may give every row its value).
  const missingColumns = unmapped.filter((c) => rows.some((r) => r.missing.includes(c) || r.fixable.includes(c)));
  return { ok: true, rows, synonyms: [...used.values()], missingColumns };
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
      .map((r) => [...(table.body[r.index] ?? []).map(restoreCell), r.problems.join('; ')]),
  });

/** One vehicle as its CSV cells: what the form shows, so an exported file imports unchanged. */
export function csvCells(v: DraftVehicle): Record<CsvColumn, string> {
  const f = formFromVehicle(v);
  const cell = (col: CsvColumn): string => {
    const { field } = columnDef(col);
    if (field === 'images') return joinList(v.images);
    if (field === 'listedSince') return v.createdAt;
    if (field === 'version') return v.updatedAt;
    if (field === 'title' || field === 'privateNote' || field === 'chassisNumber') return '';
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
  unparseCsv({ fields: [...EXPORT_COLUMNS], data: vehicles.map((v) => EXPORT_COLUMNS.map((c) => csvCells(v)[c])) });

/** The downloadable template: the header and one example row (the example car of src/lib/vehicle/fields.ts). */
export const csvTemplate = (): string => {
  const example = csvCells({ ...EXAMPLE_VEHICLE, id: '', previousPrice: null, priceReducedAt: null });
  return '\uFEFF' + unparseCsv({ fields: [...EXPORT_COLUMNS], data: [EXPORT_COLUMNS.map((c) => example[c])] });
};

/** Lines listing the accepted values of each choice column (the dialog and docs show them). */
export const acceptedValueLines = (): string[] =>
  Object.entries(ACCEPTED_VALUES).map(([col, values]) => `${col}: ${values.join(', ')}`);
