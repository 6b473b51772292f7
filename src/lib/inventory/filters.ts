// Inventory filtering (docs/product.md §2 /inventory, §5): text search plus make, price band and year,
// then the buyer filters beyond it (docs/features.md: body, fuel, transmission, origin, maximum mileage, a free
// price range) and the 'Show sold' switch. Every value is a string, as it stands in the URL. The rule that
// applies them is src/lib/inventory/search.ts, the one every list uses.

/**
 * The inventory view as it stands in the URL, every value a string ('' = not set):
 * q (search), make ('' = All Makes), price (a price-band id), year ('' = All Years), body, fuel,
 * trans (transmission), origin ('Local' / 'Recond'), km (maximum mileage, one of MILEAGE_LIMITS),
 * min and max (a free price range in MYR), sold ('1' shows sold cars too) and sort (a sort id of
 * src/lib/inventory/sort.ts, '' = Newest listed). A plain type, no zod: this ships on /inventory.
 */
export const FILTER_KEYS = [
  'q',
  'make',
  'price',
  'year',
  'body',
  'fuel',
  'trans',
  'origin',
  'km',
  'min',
  'max',
  'sold',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

export const EMPTY_FILTERS: Filters = {
  q: '',
  make: '',
  price: '',
  year: '',
  body: '',
  fuel: '',
  trans: '',
  origin: '',
  km: '',
  min: '',
  max: '',
  sold: '',
  sort: '',
};

export const SPEC_MAKES = ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar'] as const;
export const SPEC_YEARS = [2023, 2022, 2021, 2020] as const;
/** 'Up to N KM' choices of the mileage filter. */
export const MILEAGE_LIMITS = [30_000, 60_000, 100_000] as const;

/** The fields filtering needs; both full vehicles and index cards satisfy it. */
export interface Filterable {
  make: string;
  model: string;
  year: number;
  price: number;
  mileage?: number;
  bodyType?: string;
  fuelType?: string;
  transmission?: string;
  /** Local / Recond; null or absent when not stated (then only 'all origins' shows it). */
  origin?: string | null;
  status?: string;
}

/** A typed price ('285,000', '285000'), or null when the text is empty or not a number. */
export function parsePrice(text: string): number | null {
  const s = text.trim().replace(/[,\s_]/g, '');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** A mileage limit from the URL, or null when absent or not one of MILEAGE_LIMITS. */
export function mileageLimit(text: string): number | null {
  const n = Number(text);
  return text !== '' && (MILEAGE_LIMITS as readonly number[]).includes(n) ? n : null;
}

/** True when the view differs from the prebuilt one (default order, sold hidden, no filter). */
export const isFiltered = (f: Filters): boolean =>
  FILTER_KEYS.some((k) => (k === 'q' ? f.q.trim() !== '' : f[k] !== ''));

/** How many filters behind the phone 'Filters' toggle are set: all but the search (always shown) and the sort. */
export const panelFilterCount = (f: Filters): number =>
  FILTER_KEYS.filter((k) => k !== 'q' && k !== 'sort' && f[k].trim() !== '').length;

/** What is wrong with a typed price range, field by field (null: nothing). */
export interface PriceRangeCheck {
  min: 'invalid' | null;
  max: 'invalid' | 'below-min' | null;
}

/** Text that is not a price ('abc', '-5') is ignored by the filter, and a maximum below the minimum matches nothing: both are said at the field. */
export function checkPriceRange(f: Pick<Filters, 'min' | 'max'>): PriceRangeCheck {
  const invalid = (text: string) => text.trim() !== '' && parsePrice(text) === null;
  const min = parsePrice(f.min);
  const max = parsePrice(f.max);
  return {
    min: invalid(f.min) ? 'invalid' : null,
    max: invalid(f.max) ? 'invalid' : min !== null && max !== null && max < min ? 'below-min' : null,
  };
}

/** docs/product.md's makes, then any other make present in the data (docs/product.md D9), alphabetically. */
export function makeOptions(list: readonly Pick<Filterable, 'make'>[]): string[] {
  const extra = [...new Set(list.map((v) => v.make))].filter((m) => !(SPEC_MAKES as readonly string[]).includes(m));
  return [...SPEC_MAKES, ...extra.sort((a, b) => a.localeCompare(b))];
}

/** docs/product.md's years plus any year present in the data, newest first. */
export function yearOptions(list: readonly Pick<Filterable, 'year'>[]): number[] {
  return [...new Set<number>([...SPEC_YEARS, ...list.map((v) => v.year)])].sort((a, b) => b - a);
}
