// The returning buyer's entry script on every public page (SavedPriceNote.astro), kept to
// a few hundred bytes: 'Save this search' loads its code on the first tap, and the rest (the note,
// recently viewed, saved searches, Follow this make) loads only when there is something to show.
import { RECENT_KEY, SEARCHES_KEY } from './keys';
import { FAVOURITES_KEY } from '~/components/vehicle-card/saved-keys';

const remembers = (key: string): boolean => {
  try {
    const v = localStorage.getItem(key);
    return v !== null && v !== '[]';
  } catch {
    return false;
  }
};

export function startEntry(): void {
  const save = document.querySelector<HTMLElement>('[data-save-search]');
  save?.querySelector('[data-save-search-button]')?.addEventListener('click', () => {
    void import('./save-search-action').then((m) => m.saveSearch(save));
  });
  const marking = new URLSearchParams(location.search).has('new');
  if (save || marking || [RECENT_KEY, SEARCHES_KEY, FAVOURITES_KEY].some(remembers))
    void import('./start').then((m) => m.startReturningBuyer());
}
