// The filter rule, once: src/lib/inventory/search.ts (searchList over the search table the island
// builds), for the spec's filters (docs/product.md §2) and the buyer filters after them, 'Show sold'
// and the sort orders, with literal expectations.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, isFiltered, type Filters } from '~/lib/inventory/filters';
import { searchList } from '~/lib/inventory/search';
import type { Vehicle } from '~/lib/vehicle';
import { a3, cayenne, gle, huracan, inventory, is300, m3, x5, xe } from '../support/public-fixtures';

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

// The spec's search, make, price band and year (docs/product.md §2), with literal expectations.
describe('searchList: search, make, price band and year', () => {
  it('returns everything with no filters', () => {
    expect(searchList(inventory, EMPTY_FILTERS)).toHaveLength(inventory.length);
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
  });
  it('searches make or model case-insensitively by substring', () => {
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, q: 'bmw' }))).toEqual([x5.id, m3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, q: 'SPORTBACK' }))).toEqual([a3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, q: '  xe ' }))).toEqual([xe.id]);
    expect(searchList(inventory, { ...EMPTY_FILTERS, q: 'tesla' })).toEqual([]);
  });
  it('filters by exact make, price band and year, combined', () => {
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, make: 'BMW', year: '2022' }))).toEqual([m3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, price: '50000-70000' }))).toEqual([a3.id, is300.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, price: '70000-90000' }))).toEqual([a3.id, xe.id, m3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, make: 'Lamborghini', price: '90000-plus' }))).toEqual([huracan.id]);
    expect(isFiltered({ ...EMPTY_FILTERS, year: '2020' })).toBe(true);
  });
  it('matches make exactly (case-sensitive) and nothing for unknown bands or non-canonical years', () => {
    expect(searchList(inventory, { ...EMPTY_FILTERS, make: 'bmw' })).toEqual([]);
    expect(searchList(inventory, { ...EMPTY_FILTERS, price: 'cheap' })).toEqual([]);
    expect(searchList(inventory, { ...EMPTY_FILTERS, year: ' 2020' })).toEqual([]);
    expect(searchList(inventory, { ...EMPTY_FILTERS, year: '2020.0' })).toEqual([]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, year: '2020' }))).toEqual([a3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, q: 'e', make: 'BMW' }))).toEqual([x5.id, m3.id]);
    expect(ids(searchList(inventory, { ...EMPTY_FILTERS, q: 'mercedes-', price: '90000-plus', year: '2022' }))).toEqual(['gle']);
  });
});

describe('searchList: the buyer filters, Show sold and the sort', () => {
  it('hides sold cars unless Show sold is ticked', () => {
    expect(ids(searchList(list, EMPTY_FILTERS))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
    expect(ids(searchList(list, F({ sold: '1' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'is300', 'xe', 'huracan', 'm3']);
  });
  it('filters by body, fuel, transmission and origin exactly', () => {
    expect(ids(searchList(list, F({ body: 'Sedan', sold: '1' })))).toEqual(['is300', 'xe', 'm3']);
    expect(ids(searchList(list, F({ fuel: 'Hybrid' })))).toEqual(['x5']);
    expect(ids(searchList(list, F({ trans: 'Manual' })))).toEqual(['a3', 'm3']);
    expect(ids(searchList(list, F({ origin: 'Recond' })))).toEqual(['gle', 'cayenne']);
    expect(ids(searchList(list, F({ origin: 'Local', body: 'Sedan' })))).toEqual(['xe', 'm3']);
  });
  it('caps mileage inclusively and ignores values that are not one of the choices', () => {
    expect(ids(searchList(list, F({ km: '30000', sold: '1' })))).toEqual(['x5', 'is300', 'huracan']);
    expect(ids(searchList(list, F({ km: '60000' })))).toEqual(['x5', 'gle', 'm3']);
    expect(ids(searchList(list, F({ km: '100000' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
    expect(ids(searchList(list, F({ km: '12345' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
  it('applies a free price range inclusively, with separators, together with the band', () => {
    expect(ids(searchList(list, F({ min: '89,999.5', max: '300000' })))).toEqual(['x5', 'gle', 'xe', 'm3']);
    expect(ids(searchList(list, F({ min: '600000' })))).toEqual(['cayenne']);
    expect(ids(searchList(list, F({ max: '70000', sold: '1' })))).toEqual(['a3', 'is300']);
    expect(ids(searchList(list, F({ price: '70000-90000', min: '80000' })))).toEqual(['xe', 'm3']);
    expect(ids(searchList(list, F({ min: 'abc' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
  it('sorts by price, year and mileage, ties by id, newest listed by default', () => {
    expect(ids(searchList(list, F({ sort: 'price-asc' })))).toEqual(['a3', 'm3', 'xe', 'x5', 'gle', 'cayenne']);
    expect(ids(searchList(list, F({ sort: 'price-desc', sold: '1' })))).toEqual(['huracan', 'cayenne', 'gle', 'x5', 'xe', 'm3', 'a3', 'is300']);
    // gle and m3 are both 2022: tie broken by id.
    expect(ids(searchList(list, F({ sort: 'year-desc' })))).toEqual(['x5', 'gle', 'm3', 'cayenne', 'a3', 'xe']);
    expect(ids(searchList(list, F({ sort: 'mileage-asc', sold: '1' })))).toEqual(['huracan', 'x5', 'is300', 'm3', 'gle', 'cayenne', 'xe', 'a3']);
    expect(ids(searchList(list, F({ sort: 'nonsense' })))).toEqual(['x5', 'gle', 'cayenne', 'a3', 'xe', 'm3']);
  });
});
