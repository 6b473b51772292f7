// /saved: the cars a visitor saved with the heart (this browser only), drawn from the inventory
// index with the delta since the build merged in, most recently saved first. Plain DOM over the
// states SavedPage.astro prebuilds; cards are copies of the page's card template, the same as on
// /inventory, so their heart and 'Compare' work here too (a heart taken away removes the card).
import { liveConfig } from '~/config/live-config';
import { $favourites, removeFavourite } from '~/components/vehicle-card/favourites-store';
import { renderCard } from '~/components/vehicle-card/render-card';
import { fetchIndex, fetchInventoryDelta, mergeDelta, type VehicleCard } from '~/data/vehicles/browser';
import type { CardText } from '~/components/vehicle-card/strings';
import { fmt } from '~/lib/format';
import { showState } from '~/components/ui/show-state';
import { showSavedDrops } from '~/components/returning/saved-drops';

type State = 'loading' | 'empty' | 'failed' | 'list';

/** The inventory as it is now: the build's index with what changed since merged in (`fresh`). */
async function loadCards(): Promise<{ cards: Map<string, VehicleCard>; fresh: boolean }> {
  const { cards, stamp } = await fetchIndex();
  const delta = await fetchInventoryDelta(liveConfig, stamp).catch(() => null);
  const all = delta ? mergeDelta(cards, delta.changed, delta.deleted) : cards;
  return { cards: new Map(all.map((c) => [c.id, c])), fresh: delta !== null };
}

const oneOrMany = (el: HTMLElement, n: number): string =>
  n === 1 ? (el.dataset.one ?? '') : fmt(el.dataset.many ?? '', { n });

export function startSavedList(): void {
  const root = document.querySelector<HTMLElement>('[data-saved]');
  if (!root) return;
  const text = JSON.parse(root.dataset.cardText ?? '{}') as CardText;
  const part = <T extends HTMLElement>(selector: string): T => root.querySelector<T>(selector) as T;
  const count = part('[data-saved-count]');
  const gone = part('[data-gone]');
  const goneText = part('[data-gone-text]');
  const list = part('ul');
  const show = (state: State): void => showState(root, state);

  let cards: Map<string, VehicleCard> | null = null;
  let fresh = false;
  let loading = false;
  let goneIds: string[] = [];
  // Each card is made once and moved, so a card keeps its element (and focus) as the list changes.
  const made = new Map<string, HTMLLIElement>();
  const itemFor = (card: VehicleCard): HTMLLIElement => {
    let li = made.get(card.id);
    if (!li) {
      li = document.createElement('li');
      li.className = 'flex';
      const host = document.createElement('div');
      host.className = 'flex w-full flex-col [&>article]:flex-1';
      const el = renderCard(card, text, { index: 0, animate: false });
      if (el) host.append(el);
      li.append(host);
      made.set(card.id, li);
    }
    return li;
  };

  const draw = (saved: readonly string[]): void => {
    if (saved.length === 0) return show('empty');
    if (!cards) {
      show('loading');
      if (loading) return;
      loading = true;
      loadCards()
        .then((loaded) => {
          cards = loaded.cards;
          fresh = loaded.fresh;
          draw($favourites.get());
        })
        .catch((err: unknown) => {
          console.warn('Inventory index unavailable', err);
          show('failed');
        });
      return;
    }
    const newestFirst = [...saved].reverse();
    const known = cards;
    const found = newestFirst.flatMap((id) => known.get(id) ?? []);
    goneIds = newestFirst.filter((id) => !known.has(id));
    count.textContent = oneOrMany(count, found.length);
    gone.hidden = goneIds.length === 0;
    goneText.textContent = oneOrMany(goneText, goneIds.length);
    list.replaceChildren(...found.map(itemFor));
    show('list');
    // Saved cars that got cheaper show the price when saved and the drop, by today's prices on the
    // cards (the build's alone may be old: then no drop is judged).
    const words = { since: root.dataset.dropSince ?? '', wasSaved: root.dataset.wasSaved ?? '' };
    if (fresh) showSavedDrops(list, words, new Map(found.flatMap((c) => (c.price === null ? [] : [[c.id, c.price]]))));
  };

  part('[data-gone-remove]').addEventListener('click', () => goneIds.forEach(removeFavourite));
  $favourites.subscribe(draw);
}
