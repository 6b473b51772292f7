// The price bands (src/lib/inventory/price-bands.ts), judged by the one filter rule that applies them
// (searchList, src/lib/inventory/search.ts): is a car at this price listed under this band?
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '~/lib/inventory/filters';
import { searchList } from '~/lib/inventory/search';
import { PRICE_BANDS } from '~/lib/inventory/price-bands';
import { en } from '~/i18n/en';
import { aVehicle } from '../support/vehicle';

const inPriceBand = (price: number, bandId: string): boolean =>
  searchList([aVehicle({ price })], { ...EMPTY_FILTERS, price: bandId }).length === 1;

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
