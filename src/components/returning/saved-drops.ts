// Price drops on saved cars. Each saved car's price is remembered when it is saved (or, for a car
// saved before this existed, the first time it is checked); a car whose price now is lower has
// dropped by the difference. Apart from the request for prices (saved-prices.ts), so /saved, whose
// cards carry today's prices, loads no more than this.
import { FAVOURITES_KEY, readIds } from '~/components/vehicle-card/saved-keys';
import { textMarkSelector } from '~/components/template/mark';
import type { CardView } from '~/components/vehicle-card/card-view';
import { fmt, formatPrice } from '~/lib/format';
import { readDropsSeen, readSavedPrices, saveDropsSeen, saveSavedPrices } from './stores';

export interface SavedDrop {
  id: string;
  was: number;
  now: number;
}

/** Pure: the remembered prices after a check (new saved cars at today's price, unsaved ones forgotten) and the drops. */
export function comparePrices(
  saved: readonly string[],
  remembered: Readonly<Record<string, number>>,
  now: ReadonlyMap<string, number>,
): { remembered: Record<string, number>; drops: SavedDrop[] } {
  const next: Record<string, number> = {};
  for (const id of saved) {
    const known = remembered[id];
    const price = now.get(id);
    if (known !== undefined) next[id] = known;
    else if (price !== undefined) next[id] = price;
  }
  const drops = saved.flatMap((id) => {
    const was = next[id];
    const price = now.get(id);
    return was !== undefined && price !== undefined && price < was ? [{ id, was, now: price }] : [];
  });
  return { remembered: next, drops };
}

/** The saved cars against today's prices `now`: the remembered prices kept in step, and the drops. */
export function settleSavedPrices(now: ReadonlyMap<string, number>): SavedDrop[] {
  const saved = readIds(FAVOURITES_KEY);
  const before = readSavedPrices();
  const { remembered, drops } = comparePrices(saved, before, now);
  if (JSON.stringify(remembered) !== JSON.stringify(before)) saveSavedPrices(remembered);
  return drops;
}

/** Drops not told yet (a new drop of a car told before counts again). */
export const untold = (drops: readonly SavedDrop[]): SavedDrop[] => {
  const seen = readDropsSeen();
  return drops.filter((d) => seen[d.id] !== d.now);
};

export const markTold = (drops: readonly SavedDrop[]): void =>
  saveDropsSeen({ ...readDropsSeen(), ...Object.fromEntries(drops.map((d) => [d.id, d.now])) });

/** /saved: each saved card whose price dropped shows the price when saved struck through and the drop. */
export function showSavedDrops(
  list: HTMLElement,
  words: { since: string; wasSaved: string },
  now: ReadonlyMap<string, number>,
): void {
  const drops = settleSavedPrices(now);
  for (const d of drops) {
    const card = list.querySelector(`[data-fav="${CSS.escape(d.id)}"]`)?.closest('article');
    // The cards here are copies of the card template (render-card.ts), which keep their marks.
    const price = card?.querySelector(textMarkSelector<CardView>('price'));
    if (!card || !price || card.querySelector('[data-saved-drop]')) continue;
    const p = document.createElement('p');
    p.className = 'mt-1 flex flex-wrap items-center gap-2 text-sm text-cream-muted';
    p.dataset.savedDrop = '';
    const label = document.createElement('span');
    label.className = 'sr-only';
    label.textContent = words.wasSaved;
    const old = document.createElement('s');
    old.textContent = formatPrice(d.was);
    const by = document.createElement('span');
    by.className = 'text-emerald-300';
    by.textContent = fmt(words.since, { drop: formatPrice(d.was - d.now) });
    p.append(label, old, by);
    price.after(p);
  }
  markTold(drops);
}
