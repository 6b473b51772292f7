// A seller's asking price as typed into the offer form: whole ringgit within the database's range
// (leads_asking_price_range), or nothing.
import { describe, expect, it } from 'vitest';
import { askingPriceOf } from '~/components/leads/LeadDialog';

describe('an asking price', () => {
  it('reads ringgit as people write them', () => {
    expect(['RM 185,000', '185000', 'MYR 85 000', ' 1,000 '].map(askingPriceOf)).toEqual([185000, 185000, 85000, 1000]);
  });

  it('is nothing when empty, and invalid outside 1,000 to 100,000,000 or with letters', () => {
    expect(askingPriceOf('  ')).toBeNull();
    expect(['999', '100000001', '85k', '-5000'].map(askingPriceOf)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
  });
});
