// $favourites: the cars a visitor saved with the heart (on every card and on the vehicle page),
// kept in localStorage (docs/product.md D16: favourites persist in the browser; nothing is sent).
import { FAVOURITES_KEY } from './saved-keys';
import { storedIds } from './stored-ids';

const favourites = storedIds(FAVOURITES_KEY);
export const $favourites = favourites.$ids;

export function toggleFavourite(id: string): void {
  if (favourites.has(id)) favourites.remove(id);
  else favourites.add(id);
}

export const removeFavourite = (id: string): void => favourites.remove(id);
