// Filters <-> URL query (?q=&make=&price=&year=) so a filtered view can be shared and survives reload.
import { EMPTY_FILTERS, type Filters } from './filters';

const KEYS = ['q', 'make', 'price', 'year'] as const;

export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const f: Filters = { ...EMPTY_FILTERS };
  for (const k of KEYS) f[k] = params.get(k) ?? '';
  return f;
}

/** Only non-empty filters are written, so the unfiltered view keeps a clean URL. */
export function searchFromFilters(f: Filters): string {
  const params = new URLSearchParams();
  for (const k of KEYS) if (f[k]) params.set(k, f[k]);
  const s = params.toString();
  return s ? `?${s}` : '';
}
