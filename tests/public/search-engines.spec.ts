// What search engines read on the built site (docs/features.md): the inventory's ItemList. The
// sitemap and robots.txt: sitemap.test.ts, and the seed's sitemap in build-feeds.int.test.ts.
import { expect, test } from '@playwright/test';
import { listedVehicles } from '../support/e2e/public';

test.describe('search engines', () => {
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
