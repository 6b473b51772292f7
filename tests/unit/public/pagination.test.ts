import { describe, expect, it } from 'vitest';
import { pageCountFor, pageSlice } from '../../../src/lib/pagination';
import { paths } from '../../../src/lib/paths';

describe('static inventory pages', () => {
  const list = Array.from({ length: 53 }, (_, i) => i);
  it('cuts 24 per page and keeps at least one page', () => {
    expect(pageCountFor(53)).toBe(3);
    expect(pageCountFor(48)).toBe(2);
    expect(pageCountFor(0)).toBe(1);
    expect(pageSlice(list, 1)).toEqual(list.slice(0, 24));
    expect(pageSlice(list, 3)).toEqual([48, 49, 50, 51, 52]);
    expect(pageSlice(list, 4)).toEqual([]);
  });
  it('links page 1 to /inventory and the rest to /inventory/N', () => {
    expect(paths.inventoryPage(1)).toBe('/inventory');
    expect(paths.inventoryPage(2)).toBe('/inventory/2');
  });
});
