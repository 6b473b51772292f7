// The sell form's pure parts (src/lib/sell-form.ts): the years offered, when a draft is complete,
// and which fields the hint names.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, missingDraftFields, sellYears } from '~/lib/sell-form';

describe('sell form', () => {
  it('offers 2024 down to 2000 and needs all five fields', () => {
    const years = sellYears();
    expect(years).toHaveLength(25);
    expect([years[0], years.at(-1)]).toEqual([2024, 2000]);
    const full = { make: 'BMW', model: 'X5', year: '2020', mileage: '1', condition: 'good' };
    expect(missingDraftFields(full)).toEqual([]);
    expect(missingDraftFields(EMPTY_DRAFT)).toEqual(['make', 'model', 'year', 'mileage', 'condition']);
    expect(missingDraftFields({ ...full, mileage: '  ' })).toEqual(['mileage']);
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
