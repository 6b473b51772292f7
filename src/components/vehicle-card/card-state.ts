// The cards' first-paint script (loaded by CompareTray.astro): marks the hearts and 'Compare'
// toggles from localStorage, fills the compare tray, hides 'New arrival' badges whose 14 days have
// ended, and keeps doing so as cards appear. The stores and the click handling
// (card-actions.ts) load on the first click on a toggle, so a visitor who only looks pays ~1 KB.
import { COMPARE_KEY, COMPARE_LIMIT, FAVOURITES_KEY, readIds } from './saved-keys';
import { paintCards } from './paint-cards';

/** Repaint from storage, at most once per task (the stores repaint themselves once loaded). */
let queued = false;
let fromStorage = true;
export function repaintSoon(): void {
  if (queued || !fromStorage) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    if (fromStorage) paintCards(readIds(FAVOURITES_KEY), readIds(COMPARE_KEY, COMPARE_LIMIT));
  });
}

export function startCardState(): void {
  let actions: Promise<typeof import('./card-actions')> | null = null;
  document.addEventListener('click', (e) => {
    const target =
      e.target instanceof Element
        ? e.target.closest<HTMLElement>('[data-fav],[data-compare],[data-compare-clear]')
        : null;
    if (!target) return;
    if (!actions) {
      actions = import('./card-actions');
      void actions.then((m) => {
        fromStorage = false;
        m.startCardActions();
      });
    }
    void actions.then((m) => m.handle(target));
  });
  window.addEventListener('storage', repaintSoon);
  new MutationObserver(repaintSoon).observe(document.body, { childList: true, subtree: true });
  repaintSoon();
}
