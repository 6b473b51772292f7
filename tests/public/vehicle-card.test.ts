// The card projection of a vehicle (src/data/vehicles/card.ts): what a card keeps, and a recent
// price drop kept by the cards every list builds (Array#map) and by the compact index.
import { describe, expect, it } from 'vitest';
import { decodeIndex, encodeIndex, toCard } from '~/data/vehicles';
import { x5 } from '../support/public-fixtures';

const DAY = 86_400_000;

describe('toCard', () => {
  it('keeps the first image and first 3 features with the total count', () => {
    const c = toCard(x5);
    expect(c.image).toBe('/seed/a.svg');
    expect(c.features).toEqual(['Sunroof', 'HUD', 'Massage Seats']);
    expect(c.featureCount).toBe(4);
    expect(toCard({ ...x5, images: [] }).image).toBeNull();
    expect(c.createdAt).toBe('2026-01-01T00:00:00Z');
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
