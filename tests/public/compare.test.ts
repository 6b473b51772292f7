// Compare rows and ids, listing badges, JSON-LD availability and ItemList, sitemap and robots.
import { describe, expect, it } from 'vitest';
import { compareRows, idsFromQuery } from '~/lib/compare';
import { inventoryJsonLd, vehicleJsonLd } from '~/lib/json-ld';
import { isNewArrival, statusBadge } from '~/lib/listing';
import { robotsTxt, siteEntries, sitemapXml } from '~/lib/sitemap';
import { gle, m3, x5 } from '../support/public-fixtures';

const A = '5eed0000-0000-4000-8000-000000000001';
const B = '5eed0000-0000-4000-8000-000000000002';
const C = '5eed0000-0000-4000-8000-000000000003';
const D = '5eed0000-0000-4000-8000-000000000004';

describe('compare', () => {
  it('reads up to 3 distinct UUIDs from ?ids= and says when some were dropped', () => {
    expect(idsFromQuery(`?ids=${A},${B}`)).toEqual({ ids: [A, B], dropped: false, given: true });
    expect(idsFromQuery(`?ids=${A},${A},${B.toUpperCase()}`)).toEqual({ ids: [A, B], dropped: false, given: true });
    expect(idsFromQuery(`?ids=${A},${B},${C},${D}`)).toEqual({ ids: [A, B, C], dropped: true, given: true });
    expect(idsFromQuery(`?ids=${A},robert');drop table`)).toEqual({ ids: [A], dropped: true, given: true });
    expect(idsFromQuery('')).toEqual({ ids: [], dropped: false, given: false });
  });
  it('lists the rows side by side, marks those that differ, and one row per feature with marks', () => {
    const rows = compareRows([{ ...x5, features: ['HUD', 'Sunroof'] }, { ...gle, features: ['Sunroof', 'Burmester'], color: 'Black' }]);
    expect(rows.map((r) => r.label)).toEqual(['Price', 'Year', 'Mileage', 'Fuel Type', 'Transmission', 'Body Type', 'Color', 'Condition', 'Status', 'HUD', 'Sunroof', 'Burmester']);
    const by = (label: string) => rows.find((r) => r.label === label);
    expect(by('Price')).toEqual({ label: 'Price', values: ['MYR 285,000', 'MYR 300,000'], differs: true, kind: 'text' });
    expect(by('Body Type')).toEqual({ label: 'Body Type', values: ['SUV', 'SUV'], differs: false, kind: 'text' });
    expect(by('Color')?.differs).toBe(false);
    expect(by('HUD')).toEqual({ label: 'HUD', values: ['yes', 'no'], differs: true, kind: 'feature' });
    expect(by('Sunroof')).toEqual({ label: 'Sunroof', values: ['yes', 'yes'], differs: false, kind: 'feature' });
  });
  it('splices in extra rows after a named one, showing Not stated for a missing value', () => {
    const rows = compareRows([x5, m3], [{ label: 'Origin', after: 'Condition', value: (v) => (v.id === 'x5' ? 'Local' : null) }]);
    expect(rows.slice(7, 10).map((r) => [r.label, r.values])).toEqual([['Condition', ['Excellent', 'Excellent']], ['Origin', ['Local', 'Not stated']], ['Status', ['Available', 'Available']]]);
  });
});

describe('listing badges and JSON-LD', () => {
  it("marks cars listed in the last 14 days as new arrivals", () => {
    const now = Date.parse('2026-11-23T09:00:00Z');
    expect(isNewArrival('2026-11-09T09:00:01Z', now)).toBe(true);
    expect(isNewArrival('2026-11-09T09:00:00Z', now)).toBe(false);
    expect(isNewArrival('2026-11-23T08:59:59Z', now)).toBe(true);
    expect(isNewArrival('2026-11-24T00:00:00Z', now)).toBe(false);
    expect([statusBadge('available'), statusBadge('reserved'), statusBadge('sold')]).toEqual([null, 'Reserved', 'Sold']);
  });
  it('follows the status in the offer availability', () => {
    const at = (status: 'available' | 'reserved' | 'sold') =>
      (vehicleJsonLd({ ...x5, status }, 'https://m.test/vehicle/x5', 'https://m.test/').offers as { availability: string }).availability;
    expect([at('available'), at('reserved'), at('sold')]).toEqual(['https://schema.org/InStock', 'https://schema.org/Reserved', 'https://schema.org/SoldOut']);
  });
  it('describes /inventory as an ItemList', () => {
    expect(inventoryJsonLd([x5, m3], 19, 'https://m.test/inventory', 'https://m.test/', { name: 'Premium Inventory', lang: 'en' })).toEqual({
      '@context': 'https://schema.org', '@type': 'ItemList', name: 'Premium Inventory', url: 'https://m.test/inventory',
      numberOfItems: 19, itemListOrder: 'https://schema.org/ItemListOrderDescending',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://m.test/vehicle/x5', name: '2023 BMW X5 xDrive45e' },
        { '@type': 'ListItem', position: 2, url: 'https://m.test/vehicle/m3', name: '2022 BMW M3 Competition' },
      ],
    });
  });
  it('names the Malay list in Malay and lists the Malay pages', () => {
    const ld = inventoryJsonLd([x5], 19, 'https://m.test/ms/inventory', 'https://m.test/', { name: 'Inventori Premium', lang: 'ms' });
    expect(ld.name).toBe('Inventori Premium');
    expect(ld.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, url: 'https://m.test/ms/vehicle/x5', name: '2023 BMW X5 xDrive45e' }]);
  });
});

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
