// Filters live in the URL query: read after hydration (the server render is unfiltered), written
// with replaceState on every change, and re-read on Back/Forward.
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_FILTERS, type Filters } from '~/lib/inventory/filters';
import { filtersFromSearch, searchFromFilters } from '~/lib/inventory/query-state';

export function useUrlFilters() {
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  useEffect(() => {
    const read = () => setFilters(filtersFromSearch(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const update = useCallback((next: Filters) => {
    setFilters(next);
    const url = `${window.location.pathname}${searchFromFilters(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return [filters, update] as const;
}
