// Filters <-> URL query (?q=&make=&price=&year=&body=…&sort=) so a filtered view can be shared and survives reload.
import { EMPTY_FILTERS, FILTER_KEYS, type Filters } from './filters';

export function filtersFromSearch(search: string): Filters {
  const params = new URLSearchParams(search);
  const f: Filters = { ...EMPTY_FILTERS };
  for (const k of FILTER_KEYS) f[k] = params.get(k) ?? '';
  return f;
}

/** Only non-empty filters are written, so the unfiltered view keeps a clean URL. */
export function searchFromFilters(f: Filters): string {
  const params = new URLSearchParams();
  for (const k of FILTER_KEYS) if (f[k]) params.set(k, f[k]);
  const s = params.toString();
  return s ? `?${s}` : '';
}
