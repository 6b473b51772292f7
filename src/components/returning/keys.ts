// Where the returning buyer's lists live in localStorage (stores.ts reads and writes
// them); dependency-free, so the pages' entry script can ask whether there is anything at all.
export const RECENT_KEY = 'mewah-motors:recent';
export const SEARCHES_KEY = 'mewah-motors:searches';
export const SAVED_PRICES_KEY = 'mewah-motors:saved-prices';
export const DROPS_SEEN_KEY = 'mewah-motors:drops-seen';
