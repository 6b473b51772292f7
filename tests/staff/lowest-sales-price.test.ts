// The lowest price the form tells a sales account it may set: the same line the database draws
// (a price below old × (1 − limit/100) is refused), rounded up to the ringgit.
import { describe, expect, it } from 'vitest';
import { lowestSalesPrice } from '~/features/admin/stock/editor/LowestPriceNotice';

describe('lowestSalesPrice', () => {
  it('is the old price less the limit', () => {
    expect(lowestSalesPrice(200_000, 10)).toBe(180_000);
    expect(lowestSalesPrice(200_000, 25)).toBe(150_000);
  });
  it('rounds up to the ringgit, so the price shown is one the database accepts', () => {
    expect(lowestSalesPrice(239_888, 10)).toBe(215_900);
  });
});
