// /compare: which cars (ids from the URL), and the rows of the side-by-side table,
// each marked when the cars differ on it. Rows read in English and carry the keys by which a page
// in another language shows its own words (compare-page.ts). Pure, so the rules are unit-tested.
import { formatMileage, formatPrice } from '~/lib/format';
import { isCanonicalUuid, STATUS_LABELS, type Vehicle } from '~/lib/vehicle';

export const COMPARE_MAX = 3;
/** How many ids of an address /compare looks up: cars no longer listed make way for later ones. */
export const COMPARE_ADDRESS_MAX = 12;

/** The ids of ?ids=a,b,c: canonical UUIDs only, each once, at most `max`; and whether some were dropped. */
export function idsFromQuery(search: string, max = COMPARE_MAX): { ids: string[]; dropped: boolean; given: boolean } {
  const raw = new URLSearchParams(search).get('ids');
  if (raw === null) return { ids: [], dropped: false, given: false };
  const parts = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const valid = [...new Set(parts.filter(isCanonicalUuid))];
  return {
    ids: valid.slice(0, max),
    dropped: valid.length > max || !parts.every(isCanonicalUuid),
    given: true,
  };
}

interface CompareRow {
  /** The row's label in English, as English pages show it. */
  label: string;
  /**
   * The label's dictionary key (src/i18n/en.ts), by which a page in another language shows its own
   * words; null for a feature (car data, not translated).
   */
  key: string | null;
  /** One display value per car, in column order, in English. */
  values: string[];
  /**
   * Per value, its key in the page's words: an option or status value, or the key of 'Not stated';
   * null for what reads the same in every language (prices, numbers, colours, features).
   */
  valueKeys: (string | null)[];
  /** True when not every car shows the same value. */
  differs: boolean;
  /** Feature rows show a mark: values are 'yes' / 'no'. */
  kind: 'text' | 'feature';
}

/** A value as English pages show it, and its key in the page's words (null: shown as it is). */
type Cell = { text: string; key: string | null };

const row = (
  label: string,
  key: string | null,
  cells: readonly Cell[],
  kind: CompareRow['kind'] = 'text',
): CompareRow => {
  const values = cells.map((c) => c.text);
  return { label, key, values, valueKeys: cells.map((c) => c.key), kind, differs: values.some((v) => v !== values[0]) };
};

const NOT_STATED: Cell = { text: 'Not stated', key: 'compare.row.notStated' };
const plain = (text: string | null): Cell | null => (text === null ? null : { text, key: null });
/** An option's value (fuel type, transmission, ...): English pages show it as stored. */
const option = (value: string | null): Cell | null => (value === null ? null : { text: value, key: value });

/**
 * Extra rows from other features (monthly estimate, local details), spliced in after the row whose
 * key is `after`; `options`: the values are option values, shown translated like the fuel type.
 */
export type ExtraRow = {
  label: string;
  key: string;
  after: string;
  value: (v: Vehicle) => string | null;
  options?: boolean;
};

export function compareRows(cars: readonly Vehicle[], extra: readonly ExtraRow[] = []): CompareRow[] {
  const text = (key: string, label: string, f: (v: Vehicle) => Cell | null) =>
    row(
      label,
      key,
      cars.map((v) => f(v) ?? NOT_STATED),
    );
  const rows: CompareRow[] = [
    text('compare.row.price', 'Price', (v) => plain(formatPrice(v.price))),
    text('compare.row.year', 'Year', (v) => plain(String(v.year))),
    text('compare.row.mileage', 'Mileage', (v) => plain(formatMileage(v.mileage))),
    text('compare.row.fuel', 'Fuel Type', (v) => option(v.fuelType)),
    text('compare.row.transmission', 'Transmission', (v) => option(v.transmission)),
    text('compare.row.body', 'Body Type', (v) => option(v.bodyType)),
    text('compare.row.color', 'Color', (v) => plain(v.color)),
    text('compare.row.condition', 'Condition', (v) => option(v.condition)),
    text('compare.row.status', 'Status', (v) => ({ text: STATUS_LABELS[v.status], key: v.status })),
  ];
  for (const x of extra) {
    const at = rows.findIndex((r) => r.key === x.after);
    rows.splice(
      at === -1 ? rows.length : at + 1,
      0,
      text(x.key, x.label, (v) => (x.options ? option : plain)(x.value(v))),
    );
  }
  const features: string[] = [];
  for (const v of cars) for (const f of v.features) if (!features.includes(f)) features.push(f);
  for (const f of features)
    rows.push(
      row(
        f,
        null,
        cars.map((v) => ({ text: v.features.includes(f) ? 'yes' : 'no', key: null })),
        'feature',
      ),
    );
  return rows;
}
