import { describe, expect, it } from 'vitest';
import { pageCountFor, pageSlice, pagerItems, pagerSlots, type PagerSlot } from '~/lib/inventory/pagination';
import { paths } from '~/lib/paths';

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
  it('pages the pager: first, last, two either side of the current page, gaps between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 417)).toEqual([1, 2, 3, 'gap', 417]);
    expect(pagerItems(2, 417)).toEqual([1, 2, 3, 4, 'gap', 417]);
    expect(pagerItems(5, 417)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 417]);
    expect(pagerItems(200, 417)).toEqual([1, 'gap', 198, 199, 200, 201, 202, 'gap', 417]);
    expect(pagerItems(417, 417)).toEqual([1, 'gap', 415, 416, 417]);
    // A single left-out page is linked, not hidden behind a gap.
    expect(pagerItems(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 10]);
  });
  // What a visitor sees of the pager on a phone (narrow) and from the `sm` breakpoint on (wide).
  const seen = (slots: PagerSlot[], width: 'narrow' | 'wide'): string =>
    slots
      .filter((s) => ('gap' in s ? width === 'narrow' || !s.narrowOnly : width === 'wide' || !s.wideOnly))
      .map((s) => ('gap' in s ? '…' : String(s.page)))
      .join(' ');
  it('shows one page either side on a phone and two from sm on, with a gap wherever pages are left out', () => {
    expect(seen(pagerSlots(5, 417), 'wide')).toBe('1 2 3 4 5 6 7 … 417');
    expect(seen(pagerSlots(5, 417), 'narrow')).toBe('1 … 4 5 6 … 417');
    expect(seen(pagerSlots(200, 417), 'wide')).toBe('1 … 198 199 200 201 202 … 417');
    expect(seen(pagerSlots(200, 417), 'narrow')).toBe('1 … 199 200 201 … 417');
    expect(seen(pagerSlots(4, 417), 'narrow')).toBe('1 2 3 4 5 … 417');
    expect(seen(pagerSlots(1, 417), 'narrow')).toBe('1 2 … 417');
    expect(seen(pagerSlots(417, 417), 'narrow')).toBe('1 … 416 417');
    expect(seen(pagerSlots(2, 3), 'narrow')).toBe('1 2 3');
    expect(seen(pagerSlots(1, 1), 'wide')).toBe('1');
  });
});
