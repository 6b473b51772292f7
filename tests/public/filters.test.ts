import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterVehicles, isFiltered, makeOptions, yearOptions, type Filterable, type Filters } from '~/lib/filters';
import { buildSearchTable, searchTable } from '~/lib/inventory-search';
import { PRICE_BANDS, inPriceBand } from '~/lib/price-bands';
import { en } from '~/i18n/en';
import { a3, huracan, inventory, is300, m3, x5, xe } from '../support/public-fixtures';

const ids = (list: { id: string }[]) => list.map((v) => v.id);

describe('price bands', () => {
  it('are inclusive at both ends', () => {
    expect(inPriceBand(50_000, '50000-70000')).toBe(true);
    expect(inPriceBand(70_000, '50000-70000')).toBe(true);
    expect(inPriceBand(70_000, '70000-90000')).toBe(true);
    expect(inPriceBand(90_000, '70000-90000')).toBe(true);
    expect(inPriceBand(90_000, '90000-plus')).toBe(true);
    expect(inPriceBand(49_999, '50000-70000')).toBe(false);
    expect(inPriceBand(90_000.01, '70000-90000')).toBe(false);
  });
  it('has an open top band and rejects unknown ids', () => {
    expect(inPriceBand(5_000_000, '90000-plus')).toBe(true);
    expect(inPriceBand(60_000, 'cheap')).toBe(false);
    expect(PRICE_BANDS.map((b) => en[`filter.band.${b.id}` as keyof typeof en])).toEqual(['MYR 50,000 - 70,000', 'MYR 70,000 - 90,000', 'MYR 90,000 and above']);
  });
});

/** The per-keystroke path: a search table built once, positions mapped back to the list. */
function tableFilter<T extends Filterable>(list: readonly T[], f: Filters): T[] {
  return Array.from(searchTable(buildSearchTable(list), f), (i) => list[i] as T);
}

// Every rule, with the same literal expectations, for the plain filter and the search table.
describe.each([
  ['filterVehicles', filterVehicles],
  ['the search table', tableFilter],
] as const)('%s', (_name, filterVehicles) => {
  it('returns everything with no filters', () => {
    expect(filterVehicles(inventory, EMPTY_FILTERS)).toHaveLength(inventory.length);
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
  });
  it('searches make or model case-insensitively by substring', () => {
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, q: 'bmw' }))).toEqual([x5.id, m3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, q: 'SPORTBACK' }))).toEqual([a3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, q: '  xe ' }))).toEqual([xe.id]);
    expect(filterVehicles(inventory, { ...EMPTY_FILTERS, q: 'tesla' })).toEqual([]);
  });
  it('filters by exact make, price band and year, combined', () => {
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, make: 'BMW', year: '2022' }))).toEqual([m3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, price: '50000-70000' }))).toEqual([a3.id, is300.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, price: '70000-90000' }))).toEqual([a3.id, xe.id, m3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, make: 'Lamborghini', price: '90000-plus' }))).toEqual([huracan.id]);
    expect(isFiltered({ ...EMPTY_FILTERS, year: '2020' })).toBe(true);
  });
  it('matches make exactly (case-sensitive) and nothing for unknown bands or non-canonical years', () => {
    expect(filterVehicles(inventory, { ...EMPTY_FILTERS, make: 'bmw' })).toEqual([]);
    expect(filterVehicles(inventory, { ...EMPTY_FILTERS, price: 'cheap' })).toEqual([]);
    expect(filterVehicles(inventory, { ...EMPTY_FILTERS, year: ' 2020' })).toEqual([]);
    expect(filterVehicles(inventory, { ...EMPTY_FILTERS, year: '2020.0' })).toEqual([]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, year: '2020' }))).toEqual([a3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, q: 'e', make: 'BMW' }))).toEqual([x5.id, m3.id]);
    expect(ids(filterVehicles(inventory, { ...EMPTY_FILTERS, q: 'mercedes-', price: '90000-plus', year: '2022' }))).toEqual(['gle']);
  });
});

describe('dropdown options', () => {
  it("lists docs/product.md's makes first, then makes only found in the data", () => {
    expect(makeOptions(inventory)).toEqual(['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar', 'Lamborghini']);
  });
  it("lists docs/product.md's years plus data years, newest first, without duplicates", () => {
    expect(yearOptions(inventory)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    expect(yearOptions([])).toEqual([2023, 2022, 2021, 2020]);
  });
});
