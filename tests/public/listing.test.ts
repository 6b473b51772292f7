// The listing rules of src/lib/vehicle/listing.ts: 'Price reduced' for 30 days after a drop, days in stock,
// new arrivals (listed in the last 14 days) and the status badges.
import { describe, expect, it } from 'vitest';
import { daysInStock, isNewArrival, reducedFrom, statusBadge } from '~/lib/vehicle/listing';

const DAY = 86_400_000;
const AT = '2026-11-01T00:00:00.000Z';
const at = Date.parse(AT);

describe('reducedFrom', () => {
  const drop = { price: 275_000, previousPrice: 300_000, priceReducedAt: AT };
  it('is the old price from the drop until 30 days after it', () => {
    expect(reducedFrom(drop, at)).toBe(300_000);
    expect(reducedFrom(drop, at + 30 * DAY - 1)).toBe(300_000);
    expect(reducedFrom(drop, at + 30 * DAY)).toBeNull();
    expect(reducedFrom(drop, at - 1)).toBeNull();
  });
  it('is null without a drop, or when the price is back up', () => {
    expect(reducedFrom({ price: 275_000, previousPrice: null, priceReducedAt: null }, at)).toBeNull();
    expect(reducedFrom({ ...drop, price: 300_000 }, at)).toBeNull();
  });
});

describe('daysInStock', () => {
  it('counts whole days since the car was listed', () => {
    expect(daysInStock(AT, at + 2 * DAY + 5)).toBe(2);
    expect(daysInStock(AT, at)).toBe(0);
  });
});

describe('listing badges', () => {
  it("marks cars listed in the last 14 days as new arrivals", () => {
    const now = Date.parse('2026-11-23T09:00:00Z');
    expect(isNewArrival('2026-11-09T09:00:01Z', now)).toBe(true);
    expect(isNewArrival('2026-11-09T09:00:00Z', now)).toBe(false);
    expect(isNewArrival('2026-11-23T08:59:59Z', now)).toBe(true);
    expect(isNewArrival('2026-11-24T00:00:00Z', now)).toBe(false);
    expect([statusBadge('available'), statusBadge('reserved'), statusBadge('sold')]).toEqual([null, 'Reserved', 'Sold']);
  });
});
