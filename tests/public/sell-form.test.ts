// The pure parts of issue 24's smaller findings: the filter count and price checks, the sell hint,
// and the Malay flat-rate line.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, checkPriceRange, panelFilterCount } from '~/lib/filters';
import { EMPTY_DRAFT, missingDraftFields } from '~/lib/sell-form';
import { fmt } from '~/lib/format';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';

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

describe('missingDraftFields', () => {
  it('lists the empty sell-form fields in the form order', () => {
    expect(missingDraftFields(EMPTY_DRAFT)).toEqual(['make', 'model', 'year', 'mileage', 'condition']);
    expect(missingDraftFields({ ...EMPTY_DRAFT, make: 'Porsche', mileage: ' 40000 ', model: '  ' })).toEqual([
      'model',
      'year',
      'condition',
    ]);
    expect(
      missingDraftFields({ make: 'Porsche', model: 'Cayenne', year: '2021', mileage: '40000', condition: 'good' }),
    ).toEqual([]);
  });
});

describe('instalment wording', () => {
  it("the flat-rate line says 'flat' (tetap) once", () => {
    expect(fmt(ms['loan.flatAt'], { rate: '3.5' })).toBe('Sebut harga kadar tetap pada 3.5 %');
    expect(fmt(en['loan.flatAt'], { rate: '3.5' })).toBe('Flat-rate quote at 3.5 % flat');
  });
});
