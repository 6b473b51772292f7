// The cards' first-paint script (loaded by CompareTray.astro): marks the hearts and 'Compare'
// toggles from localStorage, fills the compare tray, hides 'New arrival' badges whose 14 days have
// ended, and keeps doing so as cards appear. The stores and the click handling
// (card-actions.ts) load on the first click on a toggle, so a visitor who only looks pays ~1 KB.
import { COMPARE_KEY, COMPARE_LIMIT, FAVOURITES_KEY, compareUrl, readIds } from '~/components/vehicle-card/saved-keys';

// Every write is skipped when nothing changes: the DOM observer below would otherwise wake again.
const setAttr = (el: Element, name: string, value: string): void => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/** Shows `favourites` and `chosen` (the compare list) on every card toggle and in the tray. */
export function paintCards(favourites: readonly string[], chosen: readonly string[]): void {
  const favs = new Set(favourites);
  const picked = new Set(chosen);
  document.querySelectorAll<HTMLElement>('[data-fav]').forEach((b) => {
    const on = favs.has(b.dataset.fav ?? '');
    setAttr(b, 'aria-pressed', String(on));
    // The vehicle page's heart says what a press would do (FavouriteButton.astro).
    const label = on ? b.dataset.labelOn : b.dataset.labelOff;
    if (label) setAttr(b, 'aria-label', label);
  });
  document
    .querySelectorAll<HTMLElement>('[data-compare]')
    .forEach((b) => setAttr(b, 'aria-pressed', String(picked.has(b.dataset.compare ?? ''))));
  const now = Date.now();
  document.querySelectorAll<HTMLElement>('[data-new-until]').forEach((b) => {
    if (!b.hidden && Number(b.dataset.newUntil) <= now) b.hidden = true;
  });
  const tray = document.getElementById('compare-tray');
  if (!tray) return;
  if (tray.hidden !== (chosen.length === 0)) tray.hidden = chosen.length === 0;
  const link = tray.querySelector<HTMLAnchorElement>('[data-compare-link]');
  if (link) {
    setAttr(link, 'href', compareUrl(chosen, link.dataset.base));
    // The words come with the page (CompareTray.astro), in its language.
    const text = (link.dataset.count ?? '')
      .replace('{n}', String(chosen.length))
      .replace('{limit}', String(COMPARE_LIMIT));
    if (link.textContent !== text) link.textContent = text;
  }
}

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
