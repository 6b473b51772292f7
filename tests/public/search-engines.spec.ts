// What search engines read on the built site (docs/features.md): sitemap.xml, robots.txt and the
// inventory's ItemList.
import { expect, test } from '@playwright/test';
import { listedVehicles, liveVehicles } from '../support/e2e/public';

test.describe('search engines', () => {
  test('sitemap.xml lists every public page and vehicle with lastmod from updated_at; robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const all = await liveVehicles(request);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The e2e stack builds the site for the address it serves it at (playwright.config.ts's baseURL).
    const origin = new URL(baseURL ?? 'http://invalid').origin;
    for (const path of ['/', '/inventory', '/sell']) expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    for (const v of all)
      expect(xml).toContain(`/vehicle/${v.id}</loc><lastmod>${new Date(v.updatedAt).toISOString()}</lastmod>`);
    expect(xml).not.toContain('/auth<');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toContain('User-agent: *');
  });

  test('/inventory carries an ItemList JSON-LD of its first page', async ({ page, request }) => {
    const listed = await listedVehicles(request);
    await page.goto('/inventory');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; url: string }[];
    };
    expect(ld['@type']).toBe('ItemList');
    expect(ld.numberOfItems).toBe(listed.length);
    expect(ld.itemListElement[0]?.position).toBe(1);
    expect(ld.itemListElement.map((e) => new URL(e.url).pathname)).toEqual(
      listed.slice(0, 24).map((v) => `/vehicle/${v.id}`),
    );
  });
});
