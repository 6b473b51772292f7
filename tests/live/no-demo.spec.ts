// The dealer's own site built with another brand (playwright.live.config.ts: PUBLIC_BRAND_NAME
// 'Laju Prestige Motors', the dealer's testimonials, a database started without the demo's seed):
// no page of the sitemap, no feed, no index and no script they load names the demo's brand, its
// fictional clients or its cars; the footer's agency credit is the one trace of the agency.
import { expect, test } from '@playwright/test';
import { pageBundle } from '../support/e2e/public';

const DEMO_WORDS = [
  'Mewah Motors',
  'Aisyah Rahman',
  'Daniel Tan',
  'Priya Nair',
  'Jalan Mewah Jaya',
  // The seed's cars by their full model ('X5 xDrive45e' alone is the sell form's example model).
  '840i Gran Coupe',
  'X5 xDrive45e M Sport',
  '218i Gran Tourer',
];
const FILES = [
  '/feeds/new-arrivals.xml',
  '/feeds/price-drops.xml',
  '/feeds/meta-vehicles.csv',
  '/inventory-index.json',
  '/robots.txt',
  '/404.html',
];

test('no built page, feed or script names the demo', async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(pages).toEqual(
    expect.arrayContaining(['/', '/ms/', '/inventory', '/vehicle/5eed0000-0000-4000-8000-000000000001']),
  );
  // The pages the sitemap leaves out (staff, personal lists) are built too.
  pages.push('/auth', '/saved', '/compare', '/certified', '/manage-inventory');
  const found: string[] = [];
  const check = (where: string, text: string): void => {
    for (const word of DEMO_WORDS) if (text.includes(word)) found.push(`${where}: ${word}`);
  };
  check('/sitemap.xml', sitemap);
  for (const path of FILES) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    check(path, await res.text());
  }
  const scripts = new Map<string, string>();
  for (const path of pages) {
    const res = await request.get(path);
    expect(res.ok(), path).toBe(true);
    check(path, await res.text());
    for (const [url, js] of (await pageBundle(request, path)).files) scripts.set(url, js);
  }
  for (const [url, js] of scripts) check(url, js);
  expect(found).toEqual([]);
});

test('the landing carries the dealer’s brand, initial and testimonials', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Laju Prestige Motors/);
  await expect(page.getByTestId('logo-initial').first()).toHaveText('L');
  await expect(page.getByText('Fair price and a spotless Cayenne.')).toBeVisible();
  await expect(page.getByText('Farid Hakim')).toBeVisible();
  await page.goto('/ms/');
  await expect(page.getByText('Harga berpatutan dan Cayenne yang bersih.')).toBeVisible();
});

test('the price filter splits the stock and the make list holds its makes, with counts', async ({ page }) => {
  await page.goto('/inventory');
  const price = page.getByLabel('Price range');
  await expect(price.locator('option')).toHaveText([
    'All Prices',
    'Up to MYR 150,000',
    'MYR 150,000 - 300,000',
    'MYR 300,000 - 850,000',
    'MYR 850,000 and above',
  ]);
  await expect(page.getByLabel('Make', { exact: true }).locator('option')).toHaveText([
    'All Makes',
    'BMW (1)',
    'Lexus (1)',
    'Porsche (2)',
  ]);
});

test('the body and fuel lists hold what the stock holds, and English says Petrol', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/inventory');
  await expect(page.getByLabel('Body type').locator('option')).toHaveText([
    'All Body Types',
    'Sedan (1)',
    'SUV (2)',
    'Coupe (1)',
  ]);
  await expect(page.getByLabel('Fuel type').locator('option')).toHaveText([
    'All Fuel Types',
    'Petrol (3)',
    'Hybrid (1)',
  ]);
});

test('the footer’s discreet staff link leads to /auth', async ({ page }) => {
  await page.goto('/inventory');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' });
  await expect(link).toHaveAttribute('rel', 'nofollow');
  await link.click();
  await expect(page).toHaveURL(/\/auth\/?$/);
});
