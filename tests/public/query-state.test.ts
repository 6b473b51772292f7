import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type Filters } from '~/lib/inventory/filters';
import { filtersFromSearch, searchFromFilters } from '~/lib/inventory/query-state';

const F = (over: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...over });

describe('query state', () => {
  it('reads the four filters from the query, defaulting to empty', () => {
    expect(filtersFromSearch('?q=x5&make=BMW&price=90000-plus&year=2023&utm=1')).toEqual({ ...EMPTY_FILTERS, q: 'x5', make: 'BMW', price: '90000-plus', year: '2023' });
    expect(filtersFromSearch('')).toEqual(EMPTY_FILTERS);
  });
  it('writes only non-empty filters and round-trips special characters', () => {
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
    const f = { ...EMPTY_FILTERS, q: 'Mercedes & co', make: 'Mercedes-Benz' };
    expect(searchFromFilters(f)).toBe('?q=Mercedes+%26+co&make=Mercedes-Benz');
    expect(filtersFromSearch(searchFromFilters(f))).toEqual(f);
  });
});

describe('the URL and Clear Filters', () => {
  it('round-trips every new filter and the sort in the query', () => {
    const f = F({ make: 'BMW', body: 'SUV', fuel: 'Hybrid', trans: 'Automatic', origin: 'Recond', km: '60000', min: '100000', max: '500000', sold: '1', sort: 'price-desc' });
    expect(searchFromFilters(f)).toBe('?make=BMW&body=SUV&fuel=Hybrid&trans=Automatic&origin=Recond&km=60000&min=100000&max=500000&sold=1&sort=price-desc');
    expect(filtersFromSearch('?make=BMW&body=SUV&fuel=Hybrid&trans=Automatic&origin=Recond&km=60000&min=100000&max=500000&sold=1&sort=price-desc')).toEqual(f);
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
  });
});
