// /compare: which cars (ids from the URL), and the rows of the side-by-side table,
// each marked when the cars differ on it. Pure, so the rules are unit-tested.
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
  label: string;
  /** One display value per car, in column order. */
  values: string[];
  /** True when not every car shows the same value. */
  differs: boolean;
  /** Feature rows show a mark: values are 'yes' / 'no'. */
  kind: 'text' | 'feature';
}

const row = (label: string, values: string[], kind: CompareRow['kind'] = 'text'): CompareRow => ({
  label,
  values,
  kind,
  differs: values.some((v) => v !== values[0]),
});

const NOT_STATED = 'Not stated';

/** Extra rows from other features (monthly estimate, local details), spliced in by label order. */
export type ExtraRow = { label: string; after: string; value: (v: Vehicle) => string | null };

export function compareRows(cars: readonly Vehicle[], extra: readonly ExtraRow[] = []): CompareRow[] {
  const text = (label: string, f: (v: Vehicle) => string | null) =>
    row(
      label,
      cars.map((v) => f(v) ?? NOT_STATED),
    );
  const rows: CompareRow[] = [
    text('Price', (v) => formatPrice(v.price)),
    text('Year', (v) => String(v.year)),
    text('Mileage', (v) => formatMileage(v.mileage)),
    text('Fuel Type', (v) => v.fuelType),
    text('Transmission', (v) => v.transmission),
    text('Body Type', (v) => v.bodyType),
    text('Color', (v) => v.color),
    text('Condition', (v) => v.condition),
    text('Status', (v) => STATUS_LABELS[v.status]),
  ];
  for (const x of extra) {
    const at = rows.findIndex((r) => r.label === x.after);
    rows.splice(at === -1 ? rows.length : at + 1, 0, text(x.label, x.value));
  }
  const features: string[] = [];
  for (const v of cars) for (const f of v.features) if (!features.includes(f)) features.push(f);
  for (const f of features)
    rows.push(
      row(
        f,
        cars.map((v) => (v.features.includes(f) ? 'yes' : 'no')),
        'feature',
      ),
    );
  return rows;
}
