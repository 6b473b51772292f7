// How an island declares its words, beside it (a `strings.ts` in its own folder): the list of
// dictionary keys it reads, checked against the dictionaries' type, so a misspelt key fails tsc.
// The island imports only the type (`Strings<typeof LIST>`), so its JavaScript carries no
// dictionary; whatever renders it passes `pick(lang, LIST)` (./index.ts) as a prop or into the page.
// This module holds no words itself: a list imported by mistake costs its keys, never a dictionary.
import type { Dict, Key } from './en';

/** One island's dictionary keys, kept as a literal tuple (spread a shared list into it). */
export const islandStrings = <const K extends readonly Key[]>(keys: K): K => keys;

/** The words an island gets for its list of keys. */
export type Strings<K extends readonly Key[]> = Pick<Dict, K[number]>;
