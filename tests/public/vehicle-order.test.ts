// The one order of the vehicle data (src/data/vehicles/order.ts): newest listed first, ties by id,
// and merging a delta into a list in that order (first-page.ts: the prebuilt first page).
import { describe, expect, it } from 'vitest';
import { compareNewestFirst, firstPageWith, mergeDelta, toCard, type VehicleCard } from '~/data/vehicles';
import { timeKey } from '~/lib/timestamp';
import { x5 } from '../support/public-fixtures';

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
