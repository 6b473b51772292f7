// What this browser remembers for a returning buyer, in localStorage only (nothing is sent, so
// no account is needed; docs/features.md, "A returning buyer"): the cars it opened lately, its
// saved searches, and each saved car's price when saved.
// Dependency-free (it loads on every page that has these parts) and tolerant of anything stored:
// a value that does not parse reads as empty.

import { DROPS_SEEN_KEY, RECENT_KEY, SAVED_PRICES_KEY, SEARCHES_KEY } from './keys';

export { DROPS_SEEN_KEY, RECENT_KEY, SAVED_PRICES_KEY, SEARCHES_KEY };
const RECENT_MAX = 8;
export const SEARCHES_MAX = 10;

function read(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}
function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: nothing is remembered, the page still works.
  }
}

/** The cars opened lately, newest first, at most RECENT_MAX. */
export function readRecent(): string[] {
  const v = read(RECENT_KEY);
  return Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))].slice(0, RECENT_MAX) : [];
}
export const saveRecent = (ids: readonly string[]): void => write(RECENT_KEY, ids.slice(0, RECENT_MAX));
/** A car opened now moves to the front. */
export const recordView = (id: string): void => saveRecent([id, ...readRecent().filter((x) => x !== id)]);

export interface SavedSearch {
  id: string;
  /** The name shown; made from the filters, the visitor may change it on /saved. */
  name: string;
  /** The inventory's query string ('?make=BMW&body=SUV&max=200000', '' for every car). */
  query: string;
  /** The newest listing time (microseconds, timeKey) of the inventory at the last look. */
  seenUpTo: number;
}

const isSearch = (x: unknown): x is SavedSearch =>
  !!x &&
  typeof x === 'object' &&
  typeof (x as SavedSearch).id === 'string' &&
  typeof (x as SavedSearch).name === 'string' &&
  typeof (x as SavedSearch).query === 'string' &&
  typeof (x as SavedSearch).seenUpTo === 'number';

export function readSearches(): SavedSearch[] {
  const v = read(SEARCHES_KEY);
  return Array.isArray(v) ? v.filter(isSearch).slice(0, SEARCHES_MAX) : [];
}
export const saveSearches = (list: readonly SavedSearch[]): void => write(SEARCHES_KEY, list.slice(0, SEARCHES_MAX));

/** Each saved car's price when it was saved (id → MYR). */
export function readSavedPrices(): Record<string, number> {
  const v = read(SAVED_PRICES_KEY);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number'));
}
export const saveSavedPrices = (prices: Record<string, number>): void => write(SAVED_PRICES_KEY, prices);

/** The price drops of saved cars already told (id → the price it was told at). */
export function readDropsSeen(): Record<string, number> {
  const v = read(DROPS_SEEN_KEY);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number'));
}
export const saveDropsSeen = (seen: Record<string, number>): void => write(DROPS_SEEN_KEY, seen);
