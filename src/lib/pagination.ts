// Static inventory pages: 24 cards each (/inventory, /inventory/2, ...), so crawlers and no-JS
// visitors reach every vehicle.
import { limits } from '../config/constants';

export const pageCountFor = (n: number, size: number = limits.pageSize): number => Math.max(1, Math.ceil(n / size));

/** Items of 1-based page `page`. */
export const pageSlice = <T>(list: readonly T[], page: number, size: number = limits.pageSize): T[] =>
  list.slice((page - 1) * size, page * size);

/** A gap in the pager between page links that are not next to each other. */
export const PAGER_GAP = 'gap' as const;
export type PagerItem = number | typeof PAGER_GAP;

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
