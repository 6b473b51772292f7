// The cards' first-paint script (loaded by CompareTray.astro): marks the hearts and 'Compare'
// toggles from localStorage, fills the compare tray, hides 'New arrival' badges whose 14 days have
// ended, and keeps doing so as cards appear. The stores and the click handling
// (card-actions.ts) load on the first click on a toggle, so a visitor who only looks pays ~1 KB.
import { liveConfig } from '~/config/live-config';
import { listedAmong } from '~/data/vehicles/browser';
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

let actions: Promise<typeof import('./card-actions')> | null = null;

/** Cars of the compare list no longer listed (sold is still listed; deleted or hidden is not) leave
 * it, so the tray never counts them. One small request, only when the list has cars. */
async function pruneCompareList(): Promise<void> {
  const ids = readIds(COMPARE_KEY, COMPARE_LIMIT);
  if (ids.length === 0) return;
  const listed = await listedAmong(liveConfig, ids);
  if (!listed || ids.every((id) => listed.has(id))) return;
  const { setCompare, $compare } = await import('./compare-store');
  // The list as it is now (the visitor may have changed it meanwhile), without the cars that left.
  const now = actions ? $compare.get() : readIds(COMPARE_KEY, COMPARE_LIMIT);
  setCompare(now.filter((id) => !ids.includes(id) || listed.has(id)));
  repaintSoon();
}

export function startCardState(): void {
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
  void pruneCompareList();
}
