// Comma-separated lists (src/lib/staff/vehicle/list.ts).
import { describe, expect, it } from 'vitest';
import { joinList, parseList } from '~/lib/staff/vehicle/list';

describe('parseList', () => {
  it('trims items and drops empty ones', () => {
    expect(parseList(' Sunroof, HUD ,, ,Massage Seats,')).toEqual(['Sunroof', 'HUD', 'Massage Seats']);
    expect(parseList('')).toEqual([]);
    expect(joinList(['a', 'b'])).toBe('a, b');
  });
});
