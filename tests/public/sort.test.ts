// The sort orders of /inventory (src/lib/inventory/sort.ts), applied where the product applies them: the
// search table (src/lib/inventory/search.ts).
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { EMPTY_FILTERS, type Filters } from '~/lib/inventory/filters';
import { searchList } from '~/lib/inventory/search';
import { SORT_OPTIONS } from '~/lib/inventory/sort';
import type { Vehicle } from '~/lib/vehicle';
import { x5 } from '../support/public-fixtures';

type Car = Vehicle & { origin: 'Local' | 'Recond' | null };
const car = (v: Vehicle, over: Partial<Car>): Car => ({ ...v, origin: null, ...over });
const ids = (l: { id: string }[]) => l.map((v) => v.id);
const F = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });

describe('sort ties', () => {
  it('breaks equal prices by id whatever the input order', () => {
    const twins = [car(x5, { id: 'b', price: 100 }), car(x5, { id: 'a', price: 100 }), car(x5, { id: 'c', price: 50 })];
    expect(ids(searchList(twins, F({ sort: 'price-asc' })))).toEqual(['c', 'a', 'b']);
    expect(ids(searchList(twins, F({ sort: 'price-desc' })))).toEqual(['a', 'b', 'c']);
    expect(ids(searchList(twins, EMPTY_FILTERS))).toEqual(['b', 'a', 'c']);
  });
  it('offers the five orders with their English labels, Newest listed first', () => {
    expect(SORT_OPTIONS.map((o) => en[`sort.${o.id}`])).toEqual(['Newest listed', 'Price: low to high', 'Price: high to low', 'Year: newest first', 'Mileage: lowest first']);
  });
});
