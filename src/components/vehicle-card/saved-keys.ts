// Where the visitor's saved and compare lists live in localStorage, and how a stored list is read.
// Dependency-free, so the cards' first-paint script can read them without loading the stores.
export const FAVOURITES_KEY = 'mewah-motors:favourites';
export const COMPARE_KEY = 'mewah-motors:compare';
export const COMPARE_LIMIT = 3;

/** A stored list: distinct strings; anything else reads as empty. */
export function parseIds(text: string | null, max = Infinity): string[] {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))].slice(0, max) : [];
  } catch {
    return [];
  }
}

/** The stored list under `key`, or [] when storage is unavailable. */
export function readIds(key: string, max = Infinity): string[] {
  try {
    return parseIds(localStorage.getItem(key), max);
  } catch {
    return [];
  }
}

/** The header's saved-cars count (SiteHeader.astro): `n` (by default the stored list's), hidden at zero.
 * Here, beside the keys: the header's script and the cards' painting (paint-cards.ts) both load this
 * module already. Written only when it changes: the cards' DOM observer (card-state.ts) would wake again. */
export function showSavedCount(n = readIds(FAVOURITES_KEY).length): void {
  const count = document.querySelector('#saved-count>:last-child');
  if (!count || count.textContent === `${n}`) return;
  count.textContent = `${n}`;
  (count.parentElement as HTMLElement).hidden = !n;
}

/** The comparison of `ids`; `base` is the page's own /compare (the Malay site's is /ms/compare). */
export const compareUrl = (ids: readonly string[], base = '/compare'): string =>
  `${base}?ids=${ids.map(encodeURIComponent).join(',')}`;
