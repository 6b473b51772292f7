// The filters as they stand in the URL (src/lib/inventory/filters.ts): whether a view is filtered, typed prices
// and their checks, the phone toggle's count and the dropdown options. The rule that applies them
// lives in src/lib/inventory/search.ts (tests/public/inventory-search.test.ts).
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  checkPriceRange,
  isFiltered,
  makeOptions,
  panelFilterCount,
  parsePrice,
  yearOptions,
  type Filters,
} from '~/lib/inventory/filters';
import { inventory } from '../support/public-fixtures';

const F = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });

describe('dropdown options', () => {
  it("lists docs/product.md's makes first, then makes only found in the data", () => {
    expect(makeOptions(inventory)).toEqual(['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar', 'Lamborghini']);
  });
  it("lists docs/product.md's years plus data years, newest first, without duplicates", () => {
    expect(yearOptions(inventory)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018]);
    expect(yearOptions([])).toEqual([2023, 2022, 2021, 2020]);
  });
});

describe('the URL and Clear Filters', () => {
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

describe('panelFilterCount', () => {
  it('counts the filters behind the phone toggle, not the search or the sort', () => {
    expect(panelFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(panelFilterCount({ ...EMPTY_FILTERS, q: 'bmw', sort: 'price-asc' })).toBe(0);
    expect(panelFilterCount({ ...EMPTY_FILTERS, make: 'BMW', year: '2023', sort: 'price-asc' })).toBe(2);
    expect(panelFilterCount({ ...EMPTY_FILTERS, min: '100000', max: '200000', sold: '1' })).toBe(3);
  });
});

describe('checkPriceRange', () => {
  it('passes empty fields and prices with separators', () => {
    expect(checkPriceRange({ min: '', max: '' })).toEqual({ min: null, max: null });
    expect(checkPriceRange({ min: '100,000', max: '285000' })).toEqual({ min: null, max: null });
    expect(checkPriceRange({ min: '285000', max: '285000' })).toEqual({ min: null, max: null });
  });
  it('names text that is not a price, and a negative one', () => {
    expect(checkPriceRange({ min: 'abc', max: '-5' })).toEqual({ min: 'invalid', max: 'invalid' });
  });
  it('marks a maximum below the minimum', () => {
    expect(checkPriceRange({ min: '500000', max: '100000' })).toEqual({ min: null, max: 'below-min' });
  });
});
