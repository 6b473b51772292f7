// Static inventory pages: 24 cards each (/inventory, /inventory/2, ...), so crawlers and no-JS
// visitors reach every vehicle.
import { limits } from '~/config/constants';

export const pageCountFor = (n: number, size: number = limits.pageSize): number => Math.max(1, Math.ceil(n / size));

/** Items of 1-based page `page`. */
export const pageSlice = <T>(list: readonly T[], page: number, size: number = limits.pageSize): T[] =>
  list.slice((page - 1) * size, page * size);

/** A gap in the pager between page links that are not next to each other. */
const PAGER_GAP = 'gap' as const;
type PagerItem = number | typeof PAGER_GAP;

/**
 * The page links a pager of `count` pages shows on page `current`: the first and last pages, the
 * pages within `around` of the current one, and a gap where pages are left out (a lone left-out
 * page is shown rather than a gap). Seven links at most, whatever the count: at 10,000 vehicles
 * (417 pages) a link to every page made each inventory page 76 KB of links and the build O(pages²).
 */
export function pagerItems(current: number, count: number, around = 2): PagerItem[] {
  const shown = new Set<number>([1, count]);
  for (let n = current - around; n <= current + around; n++) if (n >= 1 && n <= count) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const [i, n] of pages.entries()) {
    const prev = pages[i - 1];
    if (prev !== undefined && n - prev === 2) items.push(n - 1);
    else if (prev !== undefined && n - prev > 2) items.push(PAGER_GAP);
    items.push(n);
  }
  return items;
}

/** One place in the pager: a page link (`wideOnly`: hidden on narrow screens) or a gap (`narrowOnly`: shown only there). */
export type PagerSlot = { page: number; wideOnly: boolean } | { gap: true; narrowOnly: boolean };

/**
 * The pager for every screen width in one list: the links of pagerItems(current, count, 2), those
 * outside pagerItems(current, count, 1) marked `wideOnly`, so that a phone (390 px) shows at most
 * five numbers and the pager keeps to one row; where hiding them leaves two shown pages
 * apart without a gap between them, a gap for narrow screens only.
 */
export function pagerSlots(current: number, count: number): PagerSlot[] {
  const narrow = new Set(pagerItems(current, count, 1));
  const slots: PagerSlot[] = [];
  let lastNarrow: number | undefined;
  let gapSince = false;
  for (const item of pagerItems(current, count, 2)) {
    if (item === PAGER_GAP) {
      slots.push({ gap: true, narrowOnly: false });
      gapSince = true;
    } else if (!narrow.has(item)) {
      slots.push({ page: item, wideOnly: true });
    } else {
      if (lastNarrow !== undefined && item - lastNarrow > 1 && !gapSince) slots.push({ gap: true, narrowOnly: true });
      slots.push({ page: item, wideOnly: false });
      lastNarrow = item;
      gapSince = false;
    }
  }
  return slots;
}
