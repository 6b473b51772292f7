// Issue 37: the note about a saved car's price drop (SavedPriceNote.astro). Tiny: it reads the
// saved list and loads the price check only when this browser saved cars.
import { FAVOURITES_KEY, readIds } from '~/components/vehicle-card/saved-keys';
import { fmt, formatPrice } from '~/lib/format';

export function startPriceDropNote(): void {
  const note = document.querySelector<HTMLElement>('[data-price-drop-note]');
  if (!note || readIds(FAVOURITES_KEY).length === 0) return;
  void import('./saved-prices').then(async ({ checkSavedPrices, untold, markTold }) => {
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
  });
}
