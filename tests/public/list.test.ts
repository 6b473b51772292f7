import { describe, expect, it } from 'vitest';
import { headAndRest, joinList, parseList } from '~/lib/list';

describe('parseList', () => {
  it('trims items and drops empty ones', () => {
    expect(parseList(' Sunroof, HUD ,, ,Massage Seats,')).toEqual(['Sunroof', 'HUD', 'Massage Seats']);
    expect(parseList('')).toEqual([]);
    expect(joinList(['a', 'b'])).toBe('a, b');
  });
  it('splits a list into the first n and a remainder count', () => {
    expect(headAndRest(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ head: ['a', 'b', 'c'], rest: 2 });
    expect(headAndRest(['a'], 3)).toEqual({ head: ['a'], rest: 0 });
  });
});
