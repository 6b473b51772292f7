import { describe, expect, it } from 'vitest';
import { similarFinder, similarVehicles } from '~/lib/vehicle/similar';
import { a3, cayenne, gle, inventory, is300, m3, x5, xe } from '../support/public-fixtures';

const ids = (list: { id: string }[]) => list.map((v) => v.id);

describe('similarVehicles', () => {
  it('puts the same body type first, closest price first, never the vehicle itself', () => {
    expect(ids(similarVehicles(x5, inventory))).toEqual([gle.id, cayenne.id, xe.id]);
  });
  it('fills up with other body types by smallest price difference', () => {
    // xe is a Sedan at 90,000: sedans m3 (diff 0.5) and is300 (diff 40,000), then a3 (diff 20,000).
    expect(ids(similarVehicles(xe, inventory))).toEqual([m3.id, is300.id, a3.id]);
  });
  it('returns fewer when the inventory is small and respects count', () => {
    expect(ids(similarVehicles(x5, [x5, gle]))).toEqual([gle.id]);
    expect(similarVehicles(x5, inventory, 1)).toHaveLength(1);
  });
});

/** The original O(N² log N) implementation, kept here as the reference the fast one must match. */
function reference<T extends { id: string; bodyType: string; price: number }>(target: T, all: readonly T[], count = 3): T[] {
  const diff = (v: T) => Math.abs(v.price - target.price);
  return all
    .filter((v) => v.id !== target.id)
    .map((v, i) => ({ v, i, same: v.bodyType === target.bodyType ? 0 : 1 }))
    .sort((a, b) => a.same - b.same || diff(a.v) - diff(b.v) || a.i - b.i)
    .slice(0, count)
    .map((x) => x.v);
}

describe('similarFinder', () => {
  it('answers exactly like the reference on random inventories with many price ties', () => {
    let seed = 42;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const types = ['Sedan', 'SUV', 'Coupe', 'Wagon'];
    for (let round = 0; round < 40; round++) {
      const n = 1 + Math.floor(rand() * 120);
      // Few distinct prices (some with cents) so equal differences on both sides are common.
      const all = Array.from({ length: n }, (_, i) => ({
        id: `v${i}`,
        bodyType: types[Math.floor(rand() * (round % 2 ? 4 : 2))] as string,
        price: round % 3 === 0 ? 1000 * Math.floor(rand() * 6) : Math.round(rand() * 50000) / 4,
      }));
      const find = similarFinder(all);
      for (const target of all) {
        for (const count of [1, 3, 7]) {
          expect(ids(find(target, count))).toEqual(ids(reference(target, all, count)));
        }
      }
      // A target that is not in the inventory (a vehicle newer than the index).
      const outsider = { id: 'new', bodyType: 'Coupe', price: 2000 };
      expect(ids(find(outsider, 3))).toEqual(ids(reference(outsider, all, 3)));
    }
  });
  it('gives the literal expected neighbours when prices tie on both sides', () => {
    const all = [
      { id: 'a', bodyType: 'SUV', price: 100 },
      { id: 'b', bodyType: 'SUV', price: 300 },
      { id: 'c', bodyType: 'SUV', price: 200 },
      { id: 'd', bodyType: 'SUV', price: 300 },
      { id: 'e', bodyType: 'Sedan', price: 200 },
    ];
    // c at 200: a (100) and b, d (300) all differ by 100; inventory order a, b, d; e is another type.
    expect(ids(similarFinder(all)(all[2] as (typeof all)[number], 4))).toEqual(['a', 'b', 'd', 'e']);
  });
});
