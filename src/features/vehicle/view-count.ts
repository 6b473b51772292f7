// Counts this browser's view of a car for the dealer's desk (docs/features.md "The dealer's desk"):
// once the page has been visible for 2 seconds, at most once per car per Malaysian day (remembered
// in localStorage), never while prerendering, never for a crawler. Only the car's id is sent: no
// cookie, no identifier. Plain fetch and no imports but the API's address: it runs on every
// vehicle page before the first input, within 1 KB gzipped.
import { liveConfig } from '~/config/live-config';

/** localStorage: { [vehicle id]: the Malaysian day (YYYY-MM-DD) it was counted }. */
export const VIEWED_KEY = 'mewah-motors:viewed';
export const VIEW_AFTER_MS = 2000;
/**
 * Crawlers and link previews, by user agent. Not navigator.webdriver: automated browsers (the
 * end-to-end tests among them) are real page loads here, and the database's per-address limit
 * bounds what any script can add.
 */
export const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|pagespeed/i;

/** Malaysia keeps UTC+8 all year (no daylight saving). */
export const malaysianDay = (now: number): string => new Date(now + 8 * 3600e3).toISOString().slice(0, 10);

function seen(): Record<string, string> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(VIEWED_KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function send(id: string): void {
  const day = malaysianDay(Date.now());
  const mine = seen();
  if (mine[id] === day) return;
  // Only today's entries are kept: the list never grows past one day's cars.
  const kept: Record<string, string> = { [id]: day };
  for (const k in mine) if (mine[k] === day) kept[k] = day;
  try {
    localStorage.setItem(VIEWED_KEY, JSON.stringify(kept));
  } catch {
    return; // no storage: counting could not be kept to once a day, so it is not done
  }
  const key = liveConfig.anonKey;
  void fetch(`${liveConfig.url.replace(/\/+$/, '')}/rest/v1/rpc/count_vehicle_view`, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_vehicle_id: id }),
  }).catch(() => undefined);
}

export function countView(id: string): void {
  if (CRAWLER.test(navigator.userAgent)) return;
  let timer = 0;
  const check = (): void => {
    clearTimeout(timer);
    const d = document as Document & { prerendering?: boolean };
    if (d.visibilityState !== 'visible' || d.prerendering) return;
    timer = window.setTimeout(() => {
      document.removeEventListener('visibilitychange', check);
      send(id);
    }, VIEW_AFTER_MS);
  };
  document.addEventListener('visibilitychange', check);
  document.addEventListener('prerenderingchange', check);
  check();
}
