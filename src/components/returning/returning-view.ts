// The returning buyer's view on /inventory and the landing page (loaded by returning.ts
// only when this browser remembers something): each saved search with how many cars are new since
// its last look, the cars opened lately (cards from the page's template, cars no longer listed
// dropped), and, when the visitor came through a saved search, its new cars marked on the page.
import { NEW_ARRIVAL_CLASS } from '~/components/ui/badge-classes';
import { renderCard } from '~/components/vehicle-card/render-card';
import type { VehicleCard } from '~/data/vehicles';
import type { CardText } from '~/components/vehicle-card/strings';
import { fmt } from '~/lib/format';
import { searchList } from '~/lib/inventory/search';
import { filtersFromSearch } from '~/lib/inventory/query-state';
import { timeKey } from '~/lib/timestamp';
import { currentCards } from './current-cards';
import type { ReturningWords } from './returning-words';
import { newestListing, searchHref } from './search-href';
import { readRecent, readSearches, saveRecent, saveSearches } from './stores';

/** The cars of a saved search listed after `since` (a timeKey). */
export function newFor(cards: Iterable<VehicleCard>, query: string, since: number): VehicleCard[] {
  const f = filtersFromSearch(query);
  return searchList([...cards], f).filter((c) => timeKey(c.createdAt) > since);
}

function markNew(ids: ReadonlySet<string>, label: string): void {
  const apply = (): void => {
    for (const id of ids) {
      for (const fav of document.querySelectorAll<HTMLElement>(`[data-fav="${CSS.escape(id)}"]`)) {
        const card = fav.closest('article');
        const body = card?.querySelector('.p-6');
        if (!body || card?.querySelector('[data-new-since]')) continue;
        const p = document.createElement('p');
        p.className = 'mb-2';
        p.dataset.newSince = '';
        const badge = document.createElement('span');
        badge.className = NEW_ARRIVAL_CLASS;
        badge.textContent = label;
        p.append(badge);
        body.prepend(p);
      }
    }
  };
  apply();
  new MutationObserver(apply).observe(document.body, { childList: true, subtree: true });
}

export async function showReturning(root: HTMLElement): Promise<void> {
  const words = JSON.parse(root.dataset.words ?? '{}') as ReturningWords;
  const text = JSON.parse(root.dataset.cardText ?? '{}') as CardText;
  const inventory = root.dataset.inventory ?? '/inventory';
  let cards: Map<string, VehicleCard>;
  try {
    cards = await currentCards();
  } catch (err) {
    console.warn('Inventory index unavailable', err);
    return;
  }
  const all = [...cards.values()];

  // Came through a saved search: mark its new cars, and this counts as its look.
  const params = new URLSearchParams(location.search);
  const since = Number(params.get('new'));
  if (params.has('new') && Number.isFinite(since)) {
    markNew(new Set(newFor(all, location.search, since).map((c) => c.id)), words.newSince);
    const id = params.get('search');
    const newest = newestListing(all);
    saveSearches(readSearches().map((s) => (s.id === id ? { ...s, seenUpTo: Math.max(s.seenUpTo, newest) } : s)));
  }

  const searches = readSearches();
  const news = document.querySelector<HTMLElement>('[data-returning="searches"]');
  const searchList = news?.querySelector<HTMLElement>('[data-searches-list]');
  if (news && searchList && searches.length) {
    searchList.replaceChildren(
      ...searches.map((s) => {
        const n = newFor(all, s.query, s.seenUpTo).length;
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = searchHref(inventory, s);
        a.className =
          'inline-flex rounded-full border border-line px-4 py-2 text-sm text-cream hover:border-gold hover:text-gold';
        a.textContent = n > 0 ? fmt(words.newCount, { n, name: s.name }) : fmt(words.noneNew, { name: s.name });
        li.append(a);
        return li;
      }),
    );
    news.hidden = false;
  }

  const recentSection = document.querySelector<HTMLElement>('[data-returning="recent"]');
  const recentList = recentSection?.querySelector<HTMLElement>('[data-recent-list]');
  const remembered = readRecent();
  const present = remembered.filter((id) => cards.has(id));
  if (present.length !== remembered.length) saveRecent(present);
  if (recentSection && recentList && present.length) {
    recentList.replaceChildren(
      ...present.map((id, index) => {
        const li = document.createElement('li');
        li.className = 'flex';
        const host = document.createElement('div');
        host.className = 'flex w-full flex-col [&>article]:flex-1';
        const el = renderCard(cards.get(id) as VehicleCard, text, { index, animate: false, belowFold: true });
        if (el) host.append(el);
        li.append(host);
        return li;
      }),
    );
    recentSection.hidden = false;
    recentSection.querySelector('[data-recent-clear]')?.addEventListener('click', () => {
      saveRecent([]);
      recentSection.hidden = true;
    });
  }
}
