// The vehicle data module and the compact index: the one order, delta merging, the build stamp,
// what the delta asks the server, and the index's encode/decode round trip.
import { describe, expect, it } from 'vitest';
import {
  buildStampOf, compareNewestFirst, fetchInventoryDelta, firstPageWith, mergeDelta, timeKey, toCard, type VehicleCard,
} from '~/data/vehicles';
import { compactId, decodeIndex, encodeIndex, uuidFromCompact } from '~/data/vehicles';
import { inventory, x5 } from '../support/public-fixtures';

const at = (id: string, createdAt: string) => ({ id, createdAt });

describe('the one order', () => {
  it('is newest first to the microsecond, ties by id as Postgres orders uuids', () => {
    expect(timeKey('2026-01-01T00:00:00.000001+00:00') - timeKey('2026-01-01T00:00:00+00:00')).toBe(1);
    expect(timeKey('2026-01-01T08:00:00+08:00')).toBe(timeKey('2026-01-01T00:00:00Z'));
    const list = [
      at('b', '2026-01-01T00:00:00.000100+00:00'),
      at('a', '2026-01-01T00:00:00.000200+00:00'),
      at('c', '2026-01-01 00:00:00.0002+00'),
      at('0', '2025-12-31T23:59:59.999999Z'),
    ];
    expect([...list].sort(compareNewestFirst).map((x) => x.id)).toEqual(['a', 'c', 'b', '0']);
    // '-' sorts before hex digits in bytes; localeCompare would ignore it.
    expect([at('a-1', '2026-01-01T00:00:00Z'), at('a0', '2026-01-01T00:00:00Z')].sort(compareNewestFirst).map((x) => x.id)).toEqual(['a-1', 'a0']);
  });

  it('records the latest updated_at text exactly and the count', () => {
    const stamp = buildStampOf([
      { updatedAt: '2026-03-01T10:00:00.123456+00:00' }, { updatedAt: '2026-03-01T10:00:00.123457+00:00' }, { updatedAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(stamp).toEqual({ updatedAt: '2026-03-01T10:00:00.123457+00:00', count: 3 });
    expect(buildStampOf([])).toEqual({ updatedAt: null, count: 0 });
  });
});

describe('mergeDelta', () => {
  const list = [at('d', '2026-04-01T00:00:00Z'), at('c', '2026-03-01T00:00:00Z'), at('b', '2026-02-01T00:00:00Z'), at('a', '2026-01-01T00:00:00Z')];
  it('removes deleted ids, replaces changed ones in place and inserts new ones in order', () => {
    const changed = [{ ...at('c', '2026-03-01T00:00:00Z'), v: 2 }, at('e', '2026-05-01T00:00:00Z'), at('x', '2026-01-15T00:00:00Z')];
    const out = mergeDelta<{ id: string; createdAt: string; v?: number }>(list, changed, ['b', 'zz']);
    expect(out.map((x) => x.id)).toEqual(['e', 'd', 'c', 'x', 'a']);
    expect(out[2]).toEqual({ id: 'c', createdAt: '2026-03-01T00:00:00Z', v: 2 });
    expect(list.map((x) => x.id)).toEqual(['d', 'c', 'b', 'a']);
  });
  it('keeps the prebuilt first page to its own range unless it was complete', () => {
    const card = (id: string, createdAt: string): VehicleCard => ({ ...toCard(x5), id, createdAt });
    const initial = [card('d', '2026-04-01T00:00:00Z'), card('c', '2026-03-01T00:00:00Z')];
    const delta = { changed: [card('e', '2026-05-01T00:00:00Z'), card('old', '2020-01-01T00:00:00Z')], deleted: ['c'], total: 9, listed: 9 };
    expect(firstPageWith(initial, false, delta).map((c) => c.id)).toEqual(['e', 'd']);
    expect(firstPageWith(initial, true, delta).map((c) => c.id)).toEqual(['e', 'd', 'old']);
    expect(firstPageWith(initial, false, null).map((c) => c.id)).toEqual(['d', 'c']);
  });
});

describe('fetchInventoryDelta', () => {
  it('asks two small questions and returns null when both answer nothing', async () => {
    const urls: URL[] = [];
    const fake = (async (url: string) => {
      urls.push(new URL(url));
      return new Response('[]', { status: 200 });
    }) as unknown as typeof fetch;
    const since = '2026-11-20T10:00:00.123456+00:00';
    expect(await fetchInventoryDelta({ url: 'http://api', anonKey: 'k', fetch: fake }, { updatedAt: since, count: 10_000 })).toBeNull();
    expect(urls.map((u) => u.pathname).sort()).toEqual(['/rest/v1/rpc/vehicle_deletions_since', '/rest/v1/vehicles']);
    const rows = urls.find((u) => u.pathname === '/rest/v1/vehicles')!.searchParams;
    expect(rows.get('select')).toBe('id,make,model,year,price,mileage,fuel_type,transmission,condition,body_type,images,features,origin,previous_price,price_reduced_at,status,created_at,updated_at');
    expect(rows.get('updated_at')).toBe(`gt.${since}`);
    expect(rows.get('deleted_at')).toBe('is.null');
    expect(urls.find((u) => u.pathname.endsWith('vehicle_deletions_since'))!.searchParams.get('p_since')).toBe(since);
  });
});

describe('compact index', () => {
  it('turns a UUID into 22 base64url characters and back', () => {
    const id = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
    expect(compactId(id)).toBe('9HrBC1jMQ3KlZw4CssPUeQ');
    expect(uuidFromCompact('9HrBC1jMQ3KlZw4CssPUeQ')).toBe(id);
    expect(uuidFromCompact(`xx${compactId('00000000-0000-4000-8000-000000000000')}`, 2)).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidFromCompact(compactId('ffffffff-ffff-4fff-bfff-ffffffffffff'))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
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
