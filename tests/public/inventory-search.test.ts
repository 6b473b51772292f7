// The buyer filters after the spec's three (docs/product.md §2), 'Show sold', and the sort orders, with
// literal expectations, for both the plain filter and the search table the island uses.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterVehicles, isFiltered, parsePrice, type Filters } from '~/lib/filters';
import { buildSearchTable, searchTable } from '~/lib/inventory-search';
import { filtersFromSearch, searchFromFilters } from '~/lib/query-state';
import { SORT_OPTIONS, sortVehicles } from '~/lib/sort';
import { en } from '~/i18n/en';
import type { Vehicle } from '~/lib/vehicle';
import { a3, cayenne, gle, huracan, is300, m3, x5, xe } from '../support/public-fixtures';

type Car = Vehicle & { origin: 'Local' | 'Recond' | null };
const car = (v: Vehicle, over: Partial<Car>): Car => ({ ...v, origin: null, ...over });

// In the one order (newest listed first), as the index and every list arrive.
const list: Car[] = [
  car(x5, { mileage: 19_500, fuelType: 'Hybrid', origin: 'Local' }),
  car(gle, { mileage: 60_000, fuelType: 'Diesel', origin: 'Recond', status: 'reserved' }),
  car(cayenne, { mileage: 60_001, origin: 'Recond' }),
  car(a3, { mileage: 100_000, transmission: 'Manual', origin: 'Local' }),
  car(is300, { mileage: 30_000, fuelType: 'Hybrid', status: 'sold' }),
  car(xe, { mileage: 84_000, origin: 'Local' }),
  car(huracan, { mileage: 9_800, status: 'sold', origin: 'Recond' }),
  car(m3, { mileage: 30_001, transmission: 'Manual', origin: 'Local' }),
];
const ids = (l: { id: string }[]) => l.map((v) => v.id);
const F = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });
const tableFilter = (l: readonly Car[], f: Filters): Car[] => Array.from(searchTable(buildSearchTable(l), f), (i) => l[i] as Car);

describe.each([
  ['filterVehicles', (l: readonly Car[], f: Filters) => sortVehicles(filterVehicles(l, f), f.sort)],
  ['the search table', tableFilter],
] as const)('%s', (_name, run) => {
  it('hides sold cars unless Show sold is ticked', () => {
    expect(ids(run(list, EMPTY_FILTERS))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
    expect(ids(run(list, F({ sold: '1' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'is300', 'xe', 'huracan', 'm3']);
  });
  it('filters by body, fuel, transmission and origin exactly', () => {
    expect(ids(run(list, F({ body: 'Sedan', sold: '1' })))).toEqual(['is300', 'xe', 'm3']);
    expect(ids(run(list, F({ fuel: 'Hybrid' })))).toEqual(['x5']);
    expect(ids(run(list, F({ trans: 'Manual' })))).toEqual(['a3', 'm3']);
    expect(ids(run(list, F({ origin: 'Recond' })))).toEqual(['gle', 'cayenne']);
    expect(ids(run(list, F({ origin: 'Local', body: 'Sedan' })))).toEqual(['xe', 'm3']);
  });
  it('caps mileage inclusively and ignores values that are not one of the choices', () => {
    expect(ids(run(list, F({ km: '30000', sold: '1' })))).toEqual(['x5', 'is300', 'huracan']);
    expect(ids(run(list, F({ km: '60000' })))).toEqual(['x5', 'gle', 'm3']);
    expect(ids(run(list, F({ km: '100000' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
    expect(ids(run(list, F({ km: '12345' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
  it('applies a free price range inclusively, with separators, together with the band', () => {
    expect(ids(run(list, F({ min: '89,999.5', max: '300000' })))).toEqual(['x5', 'gle', 'xe', 'm3']);
    expect(ids(run(list, F({ min: '600000' })))).toEqual(['cayenne']);
    expect(ids(run(list, F({ max: '70000', sold: '1' })))).toEqual(['a3', 'is300']);
    expect(ids(run(list, F({ price: '70000-90000', min: '80000' })))).toEqual(['xe', 'm3']);
    expect(ids(run(list, F({ min: 'abc' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
  it('sorts by price, year and mileage, ties by id, newest listed by default', () => {
    expect(ids(run(list, F({ sort: 'price-asc' })))).toEqual(['a3', 'm3', 'xe', 'x5', 'gle', 'cayenne']);
    expect(ids(run(list, F({ sort: 'price-desc', sold: '1' })))).toEqual(['huracan', 'cayenne', 'gle', 'x5', 'xe', 'm3', 'a3', 'is300']);
    // gle and m3 are both 2022: tie broken by id.
    expect(ids(run(list, F({ sort: 'year-desc' })))).toEqual(['x5', 'gle', 'm3', 'cayenne', 'a3', 'xe']);
    expect(ids(run(list, F({ sort: 'mileage-asc', sold: '1' })))).toEqual(['huracan', 'x5', 'is300', 'm3', 'gle', 'cayenne', 'xe', 'a3']);
    expect(ids(run(list, F({ sort: 'nonsense' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
});

describe('sort ties', () => {
  it('breaks equal prices by id whatever the input order', () => {
    const twins = [car(x5, { id: 'b', price: 100 }), car(x5, { id: 'a', price: 100 }), car(x5, { id: 'c', price: 50 })];
    expect(ids(sortVehicles(twins, 'price-asc'))).toEqual(['c', 'a', 'b']);
    expect(ids(sortVehicles(twins, 'price-desc'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortVehicles(twins, ''))).toEqual(['b', 'a', 'c']);
  });
  it('offers the five orders with the issue\'s labels, Newest listed first', () => {
    expect(SORT_OPTIONS.map((o) => en[`sort.${o.id}`])).toEqual(['Newest listed', 'Price: low to high', 'Price: high to low', 'Year: newest first', 'Mileage: lowest first']);
  });
});

describe('the URL and Clear Filters', () => {
  it('round-trips every new filter and the sort in the query', () => {
    const f = F({ make: 'BMW', body: 'SUV', fuel: 'Hybrid', trans: 'Automatic', origin: 'Recond', km: '60000', min: '100000', max: '500000', sold: '1', sort: 'price-desc' });
    expect(searchFromFilters(f)).toBe('?make=BMW&body=SUV&fuel=Hybrid&trans=Automatic&origin=Recond&km=60000&min=100000&max=500000&sold=1&sort=price-desc');
    expect(filtersFromSearch('?make=BMW&body=SUV&fuel=Hybrid&trans=Automatic&origin=Recond&km=60000&min=100000&max=500000&sold=1&sort=price-desc')).toEqual(f);
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
  });
  it('counts a sort or Show sold as a view that needs the whole index', () => {
    expect(isFiltered(F({ sort: 'price-asc' }))).toBe(true);
    expect(isFiltered(F({ sold: '1' }))).toBe(true);
    expect(isFiltered(F({ q: '   ' }))).toBe(false);
  });
  it('reads typed prices', () => {
    expect(parsePrice('285,000')).toBe(285000);
    expect(parsePrice(' 89 999.50 ')).toBe(89999.5);
    expect(parsePrice('')).toBe(null);
    expect(parsePrice('-5')).toBe(null);
  });
});
