// The heart and 'Compare' toggles of every card (prebuilt or rendered by an island) and the
// compare tray, in plain DOM: one delegated click listener, aria-pressed kept in step with
// $favourites and $compare, new cards picked up as they appear. Also hides 'New arrival' badges
// whose 14 days ended after the page was built.
import { $compare, COMPARE_LIMIT, COMPARE_LIMIT_MESSAGE, compareUrl, setCompare, toggleCompare } from '~/stores/compare';
import { $favourites, toggleFavourite } from '~/stores/favourites';

// Every write is skipped when nothing changes: the DOM observer below would otherwise wake again.
const setAttr = (el: Element, name: string, value: string): void => {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
};

function sync(): void {
  const favs = new Set($favourites.get());
  const chosen = $compare.get();
  const picked = new Set(chosen);
  document.querySelectorAll<HTMLElement>('[data-fav]').forEach((b) => setAttr(b, 'aria-pressed', String(favs.has(b.dataset.fav ?? ''))));
  document.querySelectorAll<HTMLElement>('[data-compare]').forEach((b) => setAttr(b, 'aria-pressed', String(picked.has(b.dataset.compare ?? ''))));
  const now = Date.now();
  document.querySelectorAll<HTMLElement>('[data-new-until]').forEach((b) => {
    if (!b.hidden && Number(b.dataset.newUntil) <= now) b.hidden = true;
  });
  const tray = document.getElementById('compare-tray');
  if (!tray) return;
  if (tray.hidden !== (chosen.length === 0)) tray.hidden = chosen.length === 0;
  const link = tray.querySelector<HTMLAnchorElement>('[data-compare-link]');
  if (link) {
    setAttr(link, 'href', compareUrl(chosen));
    const text = `Compare ${chosen.length} of ${COMPARE_LIMIT}`;
    if (link.textContent !== text) link.textContent = text;
  }
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;
function say(message: string): void {
  const status = document.getElementById('compare-status');
  if (!status) return;
  status.textContent = '';
  clearTimeout(clearTimer);
  // Emptied first, so a repeated message is announced again; gone after a while.
  requestAnimationFrame(() => (status.textContent = message));
  clearTimer = setTimeout(() => (status.textContent = ''), 6000);
}

let queued = false;
const later = (): void => {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    sync();
  });
};

export function startCardActions(): void {
  document.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const fav = target?.closest<HTMLElement>('[data-fav]');
    if (fav?.dataset.fav) {
      toggleFavourite(fav.dataset.fav);
      return;
    }
    const cmp = target?.closest<HTMLElement>('[data-compare]');
    if (cmp?.dataset.compare) {
      const result = toggleCompare(cmp.dataset.compare);
      if (result === 'full') say(COMPARE_LIMIT_MESSAGE);
      else say(result === 'added' ? `Added to compare (${$compare.get().length} of ${COMPARE_LIMIT})` : 'Removed from compare');
      return;
    }
    if (target?.closest('[data-compare-clear]')) {
      setCompare([]);
      say('Compare list cleared');
    }
  });
  $favourites.subscribe(later);
  $compare.subscribe(later);
  new MutationObserver(later).observe(document.body, { childList: true, subtree: true });
  sync();
}
