// Favourites are local only (SPEC.md §4) and persist in localStorage so the heart survives a reload.
import { atom } from 'nanostores';
import { z } from 'zod';

const KEY = 'mewah-motors:favourites';
const storedSchema = z.array(z.string());

export const $favourites = atom<string[]>([]);

/** Called after hydration: the server render never knows the visitor's favourites. */
export function loadFavourites(): void {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'));
    $favourites.set(parsed.success ? parsed.data : []);
  } catch {
    $favourites.set([]);
  }
}

export function toggleFavourite(id: string): void {
  const list = $favourites.get();
  const next = list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  $favourites.set(next);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the heart still toggles for this visit.
  }
}
