// Sort orders of /inventory. 'Newest listed' is the one order of ~/data/vehicles,
// in which every list already arrives, so it keeps a list as it is; the others are stable, with
// ties broken by id so two visitors see the same page.
interface SortOption {
  /** As written in the URL (sort=); '' is the default. Labels: the dictionaries' sort.<id>. */
  id: string;
}

export const SORT_OPTIONS = [
  { id: '' },
  { id: 'price-asc' },
  { id: 'price-desc' },
  { id: 'year-desc' },
  { id: 'mileage-asc' },
] as const satisfies readonly SortOption[];

interface Sortable {
  id: string;
  price: number;
  year: number;
  mileage: number;
}

const byId = (a: Sortable, b: Sortable): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The comparator of a sort id; null for 'Newest listed' and for unknown ids (keep the one order). */
export function sortComparator(sort: string): ((a: Sortable, b: Sortable) => number) | null {
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'year-desc':
      return (a, b) => b.year - a.year || byId(a, b);
    case 'mileage-asc':
      return (a, b) => a.mileage - b.mileage || byId(a, b);
    default:
      return null;
  }
}
