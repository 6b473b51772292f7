// 'Price reduced' for 30 days after a drop: the rule (src/lib/listing.ts), the card projection as
// every list builds it (Array#map), and the compact index keeping it.
import { describe, expect, it } from 'vitest';
import { decodeIndex, encodeIndex, toCard } from '~/data/vehicles';
import { daysInStock, reducedFrom } from '~/lib/listing';
import { x5 } from '../support/public-fixtures';

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

describe('cards', () => {
  it('keep a recent drop when built with Array#map, and the index keeps it', () => {
    const recent = new Date(Date.now() - DAY).toISOString();
    const dropped = { ...x5, id: '00000000-0000-4000-8000-000000000001', previousPrice: 300_000, priceReducedAt: recent };
    const old = { ...x5, id: '00000000-0000-4000-8000-000000000002', previousPrice: 300_000, priceReducedAt: '2025-01-01T00:00:00.000Z' };
    const cards = [dropped, old].map(toCard);
    expect(cards.map((c) => c.previousPrice)).toEqual([300_000, null]);
    const stamp = { updatedAt: null, count: 2 };
    const back = decodeIndex(JSON.parse(JSON.stringify(encodeIndex(cards, stamp)))).cards;
    expect(back.map((c) => [c.previousPrice, c.priceReducedAt !== null])).toEqual([
      [300_000, true],
      [null, false],
    ]);
  });
});

describe('daysInStock', () => {
  it('counts whole days since the car was listed', () => {
    expect(daysInStock(AT, at + 2 * DAY + 5)).toBe(2);
    expect(daysInStock(AT, at)).toBe(0);
  });
});
