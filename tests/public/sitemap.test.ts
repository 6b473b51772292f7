// sitemap.xml and robots.txt (src/lib/feeds/sitemap.ts).
import { describe, expect, it } from 'vitest';
import { robotsTxt, siteEntries, sitemapXml } from '~/lib/feeds/sitemap';

describe('sitemap.xml and robots.txt', () => {
  it('lists the pages, the inventory pages and every vehicle with lastmod from updated_at', () => {
    const entries = siteEntries([{ id: 'a&b', updatedAt: '2026-11-20 10:00:00.123456+08' }, { id: 'c', updatedAt: '2026-11-21T00:00:00Z' }], 2, '2026-11-21T00:00:00Z');
    expect(sitemapXml(entries, 'https://m.test/')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://m.test/</loc></url>\n' +
        '<url><loc>https://m.test/ms/</loc></url>\n' +
        '<url><loc>https://m.test/inventory</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://m.test/ms/inventory</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://m.test/inventory/2</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://m.test/ms/inventory/2</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://m.test/sell</loc></url>\n' +
        '<url><loc>https://m.test/ms/sell</loc></url>\n' +
        '<url><loc>https://m.test/vehicle/a&amp;b</loc><lastmod>2026-11-20T02:00:00.123Z</lastmod></url>\n' +
        '<url><loc>https://m.test/ms/vehicle/a&amp;b</loc><lastmod>2026-11-20T02:00:00.123Z</lastmod></url>\n' +
        '<url><loc>https://m.test/vehicle/c</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://m.test/ms/vehicle/c</loc><lastmod>2026-11-21T00:00:00.000Z</lastmod></url>\n</urlset>\n',
    );
  });
  it('robots.txt allows crawling, keeps staff pages out and names the sitemap', () => {
    expect(robotsTxt('https://m.test/')).toBe('User-agent: *\nAllow: /\nDisallow: /manage-inventory\nDisallow: /vehicle-live\nDisallow: /ms/vehicle-live\n\nSitemap: https://m.test/sitemap.xml\n');
  });
});
