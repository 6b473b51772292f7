// 'Save this search' (loaded on its first tap): the filters of the address, named after
// them, with the newest listing of the inventory now as the last look; at most SEARCHES_MAX.
import type { ReturningWords } from './returning-words';
import { newestListing } from './search-href';
import { readSearches, saveSearches, SEARCHES_MAX } from './stores';
import { fmt } from '~/lib/format';
import { filtersFromSearch, searchFromFilters } from '~/lib/inventory/query-state';
import { searchName } from '~/lib/inventory/search-name';

export async function saveSearch(root: HTMLElement): Promise<void> {
  const words = JSON.parse(root.dataset.words ?? '{}') as ReturningWords;
  const status = root.querySelector<HTMLElement>('[data-save-search-status]');
  const say = (message: string): void => {
    if (status) status.textContent = message;
  };
  const f = filtersFromSearch(location.search);
  const query = searchFromFilters({ ...f, sort: '' });
  const name = searchName(f, words.name);
  const list = readSearches();
  if (list.some((s) => s.query === query)) return say(words.already);
  if (list.length >= SEARCHES_MAX) return say(words.full);
  // What is listed now is seen; cars listed after it count as new on the next visit.
  const seenUpTo = await import('./current-cards')
    .then((m) => m.currentCards())
    .then((cards) => newestListing([...cards.values()]))
    .catch(() => Date.now() * 1000);
  // Read again: another tab may have saved meanwhile.
  if (readSearches().some((s) => s.query === query)) return say(words.already);
  saveSearches([...readSearches(), { id: crypto.randomUUID(), name, query, seenUpTo }]);
  say(fmt(words.saved, { name }));
}
