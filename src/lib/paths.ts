// Every internal URL of the site, built in one place: cards, pages, islands, the sitemap, JSON-LD
// and the static server use these instead of string literals. `lang` 'ms' gives the Malay site's
// twin of a public page (under /ms/); staff pages and data files have one address only. The staff
// pages' own addresses are in staff-paths.ts, which callers import by itself: spread in here, they
// were a module on every public page that never used them.

export const LANGS = ['en', 'ms'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export type { StaffPage } from './staff-paths';

/** '' for English (today's paths), '/ms' for Malay. */
const langPrefix = (lang: Lang = DEFAULT_LANG): string => (lang === 'ms' ? '/ms' : '');

export const paths = {
  home: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/`,
  inventory: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/inventory`,
  /** Page n of the prebuilt inventory; page 1 is /inventory itself. */
  inventoryPage: (n: number, lang: Lang = DEFAULT_LANG): string =>
    n === 1 ? paths.inventory(lang) : `${langPrefix(lang)}/inventory/${n}`,
  vehicle: (id: string, lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/vehicle/${id}`,
  /** The vehicle's 1200 × 630 share card (one for both languages, in the English page's folder). */
  shareImage: (id: string): string => `/vehicle/${id}/share.jpg`,
  /** The client-rendered page for a vehicle added after the last build (the page itself, then with an id). */
  vehicleLivePage: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/vehicle-live/`,
  vehicleLive: (id: string, lang: Lang = DEFAULT_LANG): string =>
    `${paths.vehicleLivePage(lang)}?id=${encodeURIComponent(id)}`,
  /** The id in a vehicle page's path (/vehicle/{id} or /ms/vehicle/{id}, trailing slash or not), else null. */
  vehicleIdIn: (pathname: string): string | null => {
    const prefix = paths.vehicle('');
    const { path } = splitLang(pathname);
    const id = path.startsWith(prefix) ? path.slice(prefix.length).replace(/\/$/, '') : '';
    return id && !id.includes('/') ? id : null;
  },
  sell: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/sell`,
  /** What the inspection behind 'Certified Quality' covers. */
  certified: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/certified`,
  saved: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/saved`,
  compare: (ids: readonly string[] = [], lang: Lang = DEFAULT_LANG): string =>
    ids.length
      ? `${langPrefix(lang)}/compare?ids=${ids.map(encodeURIComponent).join(',')}`
      : `${langPrefix(lang)}/compare`,
  /** /auth, optionally with the page to return to after signing in. */
  auth: (redirect?: string): string => (redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth'),
  /** /auth with several query parameters (the sign-in / sign-up switch keeps mode and redirect). */
  authWith: (params: Record<string, string>): string => `/auth?${new URLSearchParams(params).toString()}`,
  /** Where a password-recovery link leads: set a new password. */
  resetPassword: (): string => '/reset-password',
  inventoryIndex: (): string => '/inventory-index.json',
  sitemap: (): string => '/sitemap.xml',
  /** The vehicle page's words in `lang`: its islands and the rare vehicle shown live (src/i18n vehicleText). */
  vehicleText: (lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/vehicle-text.json`,
  /** The Atom feeds of new arrivals and of price drops, and of one make. */
  feed: (name: 'new-arrivals' | 'price-drops', lang: Lang = DEFAULT_LANG): string =>
    `${langPrefix(lang)}/feeds/${name}.xml`,
  makeFeed: (make: string, lang: Lang = DEFAULT_LANG): string => `${langPrefix(lang)}/feeds/make/${makeSlug(make)}.xml`,
} as const;

/** A make as it stands in a URL: 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover'. */
export const makeSlug = (make: string): string =>
  make
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'make';

/** A site path's language and the same path on the English site: '/ms/sell' → ms, '/sell'. */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/ms' || pathname.startsWith('/ms/')) return { lang: 'ms', path: pathname.slice(3) || '/' };
  return { lang: 'en', path: pathname };
}

/** The language of the page in the browser, from `<html lang>` (BaseLayout writes it). */
export const pageLang = (): Lang => (document.documentElement.lang === 'ms' ? 'ms' : DEFAULT_LANG);

/** An English site path in `lang` (the language switch and hreflang): '/sell' → '/ms/sell'. */
export const inLang = (path: string, lang: Lang): string =>
  path === '/' ? paths.home(lang) : `${langPrefix(lang)}${path}`;
