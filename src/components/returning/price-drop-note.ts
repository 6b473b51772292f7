// The note about a saved car's price drop (SavedPriceNote.astro). Tiny: it reads the
// saved list and loads the price check only when this browser saved cars, at the first input.
import { FAVOURITES_KEY, readIds } from '~/components/vehicle-card/saved-keys';
import { afterFirstInput } from './first-input';

export function startPriceDropNote(): void {
  const note = document.querySelector<HTMLElement>('[data-price-drop-note]');
  if (!note || readIds(FAVOURITES_KEY).length === 0) return;
  afterFirstInput(() => void import('./saved-prices').then((m) => m.showDropNote(note)));
}
