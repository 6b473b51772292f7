// Price drops on saved cars, away from /saved (the note on any page, a heart's tap): one small
// request for the saved cars' prices, then the comparison of saved-drops.ts. /saved has the prices
// on its cards already and uses saved-drops.ts alone.
import { liveConfig } from '~/config/live-config';
import { FAVOURITES_KEY, readIds } from '~/components/vehicle-card/saved-keys';
import { currentPrices } from '~/data/vehicles/browser';
import { fmt, formatPrice } from '~/lib/format';
import { markTold, settleSavedPrices, untold, type SavedDrop } from './saved-drops';

/** Checks the saved cars' prices now (and keeps the remembered prices in step); null when it cannot. */
export async function checkSavedPrices(): Promise<SavedDrop[] | null> {
  const saved = readIds(FAVOURITES_KEY);
  const now = saved.length === 0 ? new Map<string, number>() : await currentPrices(liveConfig, saved);
  return now ? settleSavedPrices(now) : null;
}

/** The note on any public page: the drops not told yet, until dismissed. */
export async function showDropNote(note: HTMLElement): Promise<void> {
  const drops = untold((await checkSavedPrices()) ?? []);
  const first = drops[0];
  if (!first) return;
  const text = note.querySelector<HTMLElement>('[data-price-drop-text]');
  note.hidden = false;
  if (text)
    text.textContent =
      drops.length === 1
        ? fmt(note.dataset.one ?? '', { drop: formatPrice(first.was - first.now) })
        : fmt(note.dataset.many ?? '', { n: drops.length });
  note.querySelector('[data-price-drop-dismiss]')?.addEventListener('click', () => {
    markTold(drops);
    note.hidden = true;
  });
}
