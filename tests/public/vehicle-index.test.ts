// The compact /inventory-index.json (src/data/vehicles/inventory-index.ts): ids, the encode/decode
// round trip, and a broken file refused.
import { describe, expect, it } from 'vitest';
import { decodeIndex, encodeIndex, toCard, type VehicleCard } from '~/data/vehicles';
import { inventory, x5 } from '../support/public-fixtures';

describe('compact index', () => {
  it('turns a UUID into 22 base64url characters and back', () => {
    // Through the file's own encode and decode: the ids column is each id's 22 characters in turn.
    const ids = ['f47ac10b-58cc-4372-a567-0e02b2c3d479', '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff'];
    const cards = ids.map((id) => ({ ...toCard(x5), id, createdAt: '2026-01-01T00:00:00.000Z' }));
    const one = encodeIndex(cards.slice(0, 1), { updatedAt: null, count: 1 });
    expect(one.ids).toBe('9HrBC1jMQ3KlZw4CssPUeQ');
    expect(decodeIndex(one).cards.map((c) => c.id)).toEqual(['f47ac10b-58cc-4372-a567-0e02b2c3d479']);
    const three = encodeIndex(cards, { updatedAt: null, count: 3 });
    expect(three.ids).toHaveLength(3 * 22);
    expect(decodeIndex(three).cards.map((c) => c.id)).toEqual(ids);
  });

  it('round-trips every card field, sharing repeated strings', () => {
    const cards = inventory.map((v, i) => ({ ...toCard(v), id: `5eed0000-0000-4000-8000-${String(i).padStart(12, '0')}`, createdAt: `2026-01-0${9 - i}T12:34:00.000Z` }));
    cards[1] = { ...(cards[1] as VehicleCard), image: null, features: [], featureCount: 0 };
    const stamp = { updatedAt: '2026-02-01T00:00:00.5+00:00', count: cards.length };
    const index = encodeIndex(cards, stamp);
    expect(typeof index.ids).toBe('string');
    expect(index.ids).toHaveLength(22 * cards.length);
    expect(index.features).toEqual(['Sunroof', 'HUD', 'Massage Seats']);
    expect(index.makes).toEqual(['BMW', 'Mercedes-Benz', 'Porsche', 'Audi', 'Lexus', 'Jaguar', 'Lamborghini']);
    expect(index.price).toContain(89_999.5);
    const back = decodeIndex(JSON.parse(JSON.stringify(index)));
    expect(back.stamp).toEqual(stamp);
    expect(back.cards).toEqual(cards);
  });

  it('keeps ids that are not canonical UUIDs as they are, and refuses a broken file', () => {
    const cards = inventory.slice(0, 2).map((v) => toCard({ ...v, createdAt: '2026-01-01T00:00:00.000Z' }));
    const index = encodeIndex(cards, { updatedAt: null, count: 2 });
    expect(index.ids).toEqual(['x5', 'gle']);
    expect(decodeIndex(index).cards.map((c) => c.id)).toEqual(['x5', 'gle']);
    expect(() => decodeIndex({ ...index, year: [2023] })).toThrow(/different lengths/);
    expect(() => decodeIndex({ ...index, kind: [0, 99] })).toThrow(/bad kind/);
    expect(() => decodeIndex({ ...index, v: 1 })).toThrow();
  });
});
