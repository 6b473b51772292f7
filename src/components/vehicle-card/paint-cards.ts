// Shows the visitor's saved and compared cars on every card toggle, in the compare tray and in the
// header's count, and
// hides 'New arrival' badges whose 14 days have ended: called by the first-paint script
// (card-state.ts) and, once the stores have loaded, by the click handling (card-actions.ts).
import { COMPARE_LIMIT, compareUrl, showSavedCount } from './saved-keys';

// Every write is skipped when nothing changes: the DOM observer below would otherwise wake again.
const setAttr = (el: Element, name: string, value: string): void => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

/** Shows `favourites` and `chosen` (the compare list) on every card toggle and in the tray. */
export function paintCards(favourites: readonly string[], chosen: readonly string[]): void {
  const favs = new Set(favourites);
  showSavedCount(favs.size);
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
  document.querySelectorAll<HTMLElement>('[data-reduced-until]').forEach((b) => {
    if (!b.hidden && Number(b.dataset.reducedUntil) <= now) b.hidden = true;
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
