import { describe, expect, it } from 'vitest';
import { similarVehicles } from '../../../src/lib/similar';
import { a3, cayenne, gle, inventory, is300, m3, x5, xe } from './fixtures';

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
