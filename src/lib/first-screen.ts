// The end of a page's first screen, marked in its HTML: `npm run size` (scripts/bench/size.ts) reads
// how many gzipped bytes of HTML come before it, against the first round trip's 14.6 KB
// (docs/benchmarks.md, "The first screen in the first round trip").

/** The attribute on the element whose end closes the first screen: one per page. */
export const FOLD_ATTRIBUTE = 'data-fold';

/**
 * Cars on /inventory's first screen: its first row at the widest layout (three columns), which
 * also holds a phone's first card.
 */
export const FIRST_SCREEN_CARDS = 3;

/**
 * The build's file with /inventory's first page's cards past the first screen (both languages):
 * the page carries the first screen's only, and the island reads the rest when it needs them. The
 * page asks for it with its build's stamp in the query, so no cached copy of another build's answers.
 */
export const INVENTORY_LATER_PATH = '/inventory-later.json';
export const inventoryLaterUrl = (version: string): string =>
  `${INVENTORY_LATER_PATH}?v=${encodeURIComponent(version)}`;

/** Attributes that mark an element as the first screen's end when `closes` holds. */
export const foldMark = (closes = true): Record<string, string> => (closes ? { [FOLD_ATTRIBUTE]: '' } : {});
