// Issue 37: 'Save this search' and 'Follow this make' on /inventory (SaveSearch.astro). The island
// keeps the filters in the address (use-url-filters.ts), so this script reads them from there.
import type { ReturningWords } from '~/components/returning/returning-words';
import { newestListing, readSearches, saveSearches, SEARCHES_MAX } from '~/components/returning/stores';
import { fmt } from '~/lib/format';
import { makeSlug } from '~/lib/paths';
import { filtersFromSearch, searchFromFilters } from '~/lib/query-state';
import { searchName } from '~/lib/search-name';

export function startSaveSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-save-search]');
  if (!root) return;
  const words = JSON.parse(root.dataset.words ?? '{}') as ReturningWords;
  const status = root.querySelector<HTMLElement>('[data-save-search-status]');
  const follow = root.querySelector<HTMLAnchorElement>('[data-follow-make]');
  const say = (message: string): void => {
    if (status) status.textContent = message;
  };

  root.querySelector('[data-save-search-button]')?.addEventListener('click', () => {
    const f = filtersFromSearch(location.search);
    const query = searchFromFilters({ ...f, sort: '' });
    const name = searchName(f, words.name);
    const list = readSearches();
    if (list.some((s) => s.query === query)) return say(words.already);
    if (list.length >= SEARCHES_MAX) return say(words.full);
    // What is listed now is seen; cars listed after it count as new on the next visit.
    void import('~/components/returning/current-cards')
      .then((m) => m.currentCards())
      .then((cards) => newestListing([...cards.values()]))
      .catch(() => Date.now() * 1000)
      .then((seenUpTo) => {
        saveSearches([...readSearches(), { id: crypto.randomUUID(), name, query, seenUpTo }]);
        say(fmt(words.saved, { name }));
      });
  });

  const showFollow = (): void => {
    if (!follow) return;
    const { make } = filtersFromSearch(location.search);
    follow.hidden = !make;
    if (!make) return;
    follow.href = `${root.dataset.feedBase ?? '/feeds/make/'}${makeSlug(make)}.xml`;
    follow.setAttribute('aria-label', fmt(root.dataset.followOf ?? '', { make }));
  };
  showFollow();
  // The island changes the address with replaceState, which fires no event: look after each input.
  for (const type of ['change', 'click', 'input', 'popstate'])
    window.addEventListener(type, () => requestAnimationFrame(showFollow));
}
