// sitemap.xml and robots.txt (for search engines), built with the site. Every indexable
// page: the landing page, /inventory and its numbered pages, /sell and every vehicle, each
// vehicle with lastmod = its updated_at, the inventory pages with the newest updated_at.
// /auth, /saved and /compare are noindex (a login form; lists kept in the visitor's browser).
import { timeKey } from '~/lib/timestamp';
import { LANGS, inLang, paths } from '~/lib/paths';
import { staffPaths } from '~/lib/staff-paths';

interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/** W3C datetime as sitemaps expect it (ISO 8601 in UTC), from a Postgres or ISO timestamp. */
export function lastmodOf(ts: string): string {
  const d = new Date(Math.floor(timeKey(ts) / 1000));
  return Number.isNaN(d.getTime()) ? ts : d.toISOString();
}

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((e) => {
    const loc = `<loc>${escapeXml(new URL(e.path, siteUrl).href)}</loc>`;
    const mod = e.lastmod ? `<lastmod>${lastmodOf(e.lastmod)}</lastmod>` : '';
    return `<url>${loc}${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

interface SitemapVehicle {
  id: string;
  updatedAt: string;
}

/** The entries of the whole site: static pages, inventory pages (pageCount of them), vehicles; each in English and Malay. */
export function siteEntries(
  vehicles: readonly SitemapVehicle[],
  pageCount: number,
  newest: string | null,
): SitemapEntry[] {
  const english: SitemapEntry[] = [
    { path: paths.home() },
    { path: paths.inventory(), lastmod: newest },
    ...Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => ({
      path: paths.inventoryPage(i + 2),
      lastmod: newest,
    })),
    { path: paths.sell() },
    ...vehicles.map((v) => ({ path: paths.vehicle(v.id), lastmod: v.updatedAt })),
  ];
  return english.flatMap((e) => LANGS.map((lang) => ({ ...e, path: inLang(e.path, lang) })));
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${staffPaths.manageInventory()}`,
    ...LANGS.map((lang) => `Disallow: ${paths.vehicleLivePage(lang).replace(/\/$/, '')}`),
    '',
    `Sitemap: ${new URL(paths.sitemap(), siteUrl).href}`,
    '',
  ].join('\n');
}
