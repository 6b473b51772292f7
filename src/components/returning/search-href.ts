// The address that opens a saved search with its new cars marked (returning-view.ts reads
// `new`, the last look, and `search`, which saved search this look counts for).
import { timeKey } from '~/lib/timestamp';
import type { SavedSearch } from './stores';

/** The newest listing time among `cards`, as saved searches compare it (a timeKey). */
export const newestListing = (cards: readonly { createdAt: string }[]): number =>
  cards.reduce((max, c) => Math.max(max, timeKey(c.createdAt)), 0);

export const searchHref = (inventory: string, s: SavedSearch): string =>
  `${inventory}${s.query || '?'}${s.query ? '&' : ''}new=${s.seenUpTo}&search=${encodeURIComponent(s.id)}`;
