// What the card toggles do (loaded by card-state.ts on the first click): the heart toggles
// $favourites, 'Compare' toggles $compare (a fourth car is refused with an explanation), 'Clear'
// empties it; the stores then keep every toggle and the tray in step (other tabs too).
import { $compare, COMPARE_LIMIT, setCompare, toggleCompare } from '~/components/vehicle-card/compare-store';
import { $favourites, toggleFavourite } from '~/components/vehicle-card/favourites-store';
import { paintCards } from './paint-cards';

let clearTimer: ReturnType<typeof setTimeout> | undefined;
/** Announces one of the messages CompareTray.astro put on the status element (data-added, ...). */
function say(which: 'added' | 'removed' | 'cleared' | 'full'): void {
  const status = document.getElementById('compare-status');
  if (!status) return;
  const message = (status.dataset[which] ?? '')
    .replace('{n}', String($compare.get().length))
    .replace('{limit}', String(COMPARE_LIMIT));
  status.textContent = '';
  clearTimeout(clearTimer);
  // Emptied first, so a repeated message is announced again; gone after a while.
  requestAnimationFrame(() => (status.textContent = message));
  clearTimer = setTimeout(() => (status.textContent = ''), 6000);
}

let queued = false;
const paint = (): void => {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    paintCards($favourites.get(), $compare.get());
  });
};

export function startCardActions(): void {
  $favourites.subscribe(paint);
  $compare.subscribe(paint);
  new MutationObserver(paint).observe(document.body, { childList: true, subtree: true });
}

export function handle(el: HTMLElement): void {
  if (el.dataset.fav) {
    toggleFavourite(el.dataset.fav);
    // Remember a newly saved car's price now (its drops count from here).
    void import('~/components/returning/saved-prices').then((m) => m.checkSavedPrices());
    return;
  }
  if (el.dataset.compare) {
    const result = toggleCompare(el.dataset.compare);
    say(result);
    return;
  }
  if (el.hasAttribute('data-compare-clear')) {
    setCompare([]);
    say('cleared');
  }
}
