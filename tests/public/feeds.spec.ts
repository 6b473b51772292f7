// Atom feeds on the built site: the pages announce the Atom feeds, and every feed (new arrivals,
// price drops, each make; both languages) parses and meets RFC 4287; /inventory offers 'Follow
// this make'.
import { expect, test, type Page } from '@playwright/test';
import { makeSlug } from '~/lib/paths';
import { checkAtom } from '../support/atom-check';
import { listedVehicles } from '../support/e2e/public';

/** The site's own address as the build wrote it (PUBLIC_SITE_URL), from the page's canonical link. */
async function siteOf(page: Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').origin;
}

test('pages announce the feeds; every feed parses and meets RFC 4287', async ({ page, request }) => {
  const listed = await listedVehicles(request);
  const makes = [...new Set(listed.map((v) => v.make))].sort((a, b) => a.localeCompare(b));
  await page.goto('/inventory');
  const SITE = await siteOf(page);
  const alternates = await page
    .locator('link[rel="alternate"][type="application/atom+xml"]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('title'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['New arrivals | Mewah Motors', `${SITE}/feeds/new-arrivals.xml`],
    ['Price drops | Mewah Motors', `${SITE}/feeds/price-drops.xml`],
  ]);
  await page.goto('/ms/');
  expect(
    await page.locator('link[rel="alternate"][type="application/atom+xml"]').first().getAttribute('href'),
  ).toBe(`${SITE}/ms/feeds/new-arrivals.xml`);
  const car = listed[0]!;
  await page.goto(`/vehicle/${car.id}`);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]').nth(2)).toHaveAttribute(
    'href',
    `${SITE}/feeds/make/${makeSlug(car.make)}.xml`,
  );

  const feeds = [
    '/feeds/new-arrivals.xml',
    '/feeds/price-drops.xml',
    '/ms/feeds/new-arrivals.xml',
    '/ms/feeds/price-drops.xml',
    ...makes.flatMap((m) => [`/feeds/make/${makeSlug(m)}.xml`, `/ms/feeds/make/${makeSlug(m)}.xml`]),
  ];
  for (const path of feeds) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const parsed = checkAtom(await res.text());
    expect(parsed.problems, path).toEqual([]);
  }
  const fresh = checkAtom(await (await request.get('/feeds/new-arrivals.xml')).text());
  expect(fresh.title).toBe('New arrivals | Mewah Motors');
  expect(fresh.entries[0]?.href).toBe(`${SITE}/vehicle/${listed[0]!.id}`);
  expect(fresh.entries.length).toBe(Math.min(50, listed.length));
  const bmw = checkAtom(await (await request.get(`/ms/feeds/make/${makeSlug(makes[0]!)}.xml`)).text());
  expect(bmw.entries.map((e) => e.href)).toEqual(
    listed.filter((v) => v.make === makes[0]).map((v) => `${SITE}/ms/vehicle/${v.id}`).slice(0, 50),
  );
});

test("/inventory offers 'Follow this make' for the chosen make", async ({ page }) => {
  await page.goto('/inventory?make=BMW');
  const follow = page.getByRole('link', { name: 'Follow BMW in a feed reader' });
  await expect(follow).toHaveText('Follow this make');
  await expect(follow).toHaveAttribute('href', '/feeds/make/bmw.xml');
  await page.goto('/inventory');
  await expect(page.getByText('Follow this make')).toBeHidden();
});
