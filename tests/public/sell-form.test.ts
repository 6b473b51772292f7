// The sell form's pure parts (src/lib/sell-form.ts): the years offered, when a draft is complete,
// and which fields the hint names.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, missingDraftFields, sellYearOf, sellYears } from '~/lib/sell-form';

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

describe("the live site's years", () => {
  it("reach the build's year in Malaysia, down to 2000", () => {
    const years = sellYears(sellYearOf(new Date('2026-12-04T21:39:00Z')));
    expect(years).toHaveLength(27);
    expect([years[0], years[1], years.at(-1)]).toEqual([2026, 2025, 2000]);
  });

  it('turn to the new year at midnight in Malaysia, not in UTC', () => {
    expect(sellYearOf(new Date('2026-12-31T15:59:00Z'))).toBe(2026);
    expect(sellYearOf(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
  });

  it('never offer fewer than the demo', () => {
    expect(sellYears(2020)[0]).toBe(2024);
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
