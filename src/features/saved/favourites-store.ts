// $favourites: the cars a visitor saved with the heart (on every card and on the vehicle page),
// kept in localStorage (DECISIONS.md: favourites persist in the browser; nothing is sent).
import { FAVOURITES_KEY as KEY } from './saved-keys';
import { saveIds, storedIds } from './stored-ids';

export const $favourites = storedIds(KEY);

export function toggleFavourite(id: string): void {
  const list = $favourites.get();
  saveIds($favourites, KEY, list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
}

export function removeFavourite(id: string): void {
  saveIds($favourites, KEY, $favourites.get().filter((x) => x !== id));
}
