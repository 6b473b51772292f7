import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterVehicles, isFiltered, makeOptions, yearOptions } from '../../../src/lib/filters';
import { PRICE_BANDS, inPriceBand } from '../../../src/lib/price-bands';
import { a3, huracan, inventory, is300, m3, x5, xe } from './fixtures';

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
    expect(PRICE_BANDS.map((b) => b.label)).toEqual(['MYR 50,000 - 70,000', 'MYR 70,000 - 90,000', 'MYR 90,000 and above']);
  });
});

describe('filterVehicles', () => {
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
});

describe('dropdown options', () => {
  it("lists SPEC.md's makes first, then makes only found in the data", () => {
    expect(makeOptions(inventory)).toEqual(['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar', 'Lamborghini']);
  });
  it("lists SPEC.md's years plus data years, newest first, without duplicates", () => {
    expect(yearOptions(inventory)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    expect(yearOptions([])).toEqual([2023, 2022, 2021, 2020]);
  });
});
