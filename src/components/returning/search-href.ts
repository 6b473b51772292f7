// Issue 37: the address that opens a saved search with its new cars marked (returning-view.ts reads
// `new`, the last look, and `search`, which saved search this look counts for).
import type { SavedSearch } from './stores';

export const searchHref = (inventory: string, s: SavedSearch): string =>
  `${inventory}${s.query || '?'}${s.query ? '&' : ''}new=${s.seenUpTo}&search=${encodeURIComponent(s.id)}`;
