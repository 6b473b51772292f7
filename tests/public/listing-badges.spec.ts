// Reserved, Sold and 'New arrival' on the built site (docs/features.md, src/lib/vehicle/listing.ts):
// sold cars only with 'Show sold', badges on the cards, a sold car's page, and 'New arrival' for 14
// days. Seed names are literal.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, listedVehicles, liveVehicles } from '../support/e2e/public';

const cards = (page: Page) => page.getByTestId('vehicle-card');
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ vehicles$/);
const SOLD = 'Jaguar XE 2.0 Prestige';
const RESERVED = 'Lexus LX 570';

test.describe('Reserved / Sold and New arrival', () => {
  test("sold cars are hidden unless 'Show sold' is ticked; badges on cards", async ({ page, request }) => {
    const all = await liveVehicles(request);
    await gotoHydrated(page, '/inventory');
    await expect(showing(page)).toHaveText(`Showing ${all.length - 1} of ${all.length - 1} vehicles`);
    await expect(page.getByRole('heading', { name: SOLD })).toHaveCount(0);
    const reserved = cards(page).filter({ has: page.getByRole('heading', { name: RESERVED }) });
    await expect(reserved.getByText('Reserved', { exact: true })).toBeVisible();
    await page.getByLabel('Show sold').check();
    await expect(page).toHaveURL(/sold=1/);
    await expect(showing(page)).toHaveText(`Showing ${all.length} of ${all.length} vehicles`);
    const sold = cards(page).filter({ has: page.getByRole('heading', { name: SOLD }) });
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
  });

  test("a sold car's page stays reachable with its badge, without 'Schedule Test Drive', JSON-LD SoldOut", async ({
    page,
    request,
  }) => {
    const all = await liveVehicles(request);
    const sold = all.find((v) => `${v.make} ${v.model}` === SOLD);
    const reserved = all.find((v) => `${v.make} ${v.model}` === RESERVED);
    const available = all.find((v) => v.status === 'available');
    if (!sold || !reserved || !available) throw new Error('seed lacks a sold, reserved or available car');
    await gotoHydrated(page, `/vehicle/${sold.id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Sold');
    await expect(page.getByRole('button', { name: 'Schedule Test Drive' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request Information' })).toBeVisible();
    const ld = async () =>
      JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        offers: { availability: string };
      };
    expect((await ld()).offers.availability).toBe('https://schema.org/SoldOut');
    await gotoHydrated(page, `/vehicle/${reserved.id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Reserved');
    await expect(page.getByRole('button', { name: 'Schedule Test Drive' })).toBeVisible();
    expect((await ld()).offers.availability).toBe('https://schema.org/Reserved');
    await gotoHydrated(page, `/vehicle/${available.id}`);
    await expect(page.getByTestId('status-badge')).toHaveCount(0);
    expect((await ld()).offers.availability).toBe('https://schema.org/InStock');
  });

  test("'New arrival' marks cars listed in the last 14 days only", async ({ page, request }) => {
    const listed = await listedVehicles(request);
    const now = Date.now();
    const fresh = listed.filter((v) => now - Date.parse(v.createdAt) < 14 * 86_400_000);
    const old = listed.find((v) => now - Date.parse(v.createdAt) > 15 * 86_400_000);
    await gotoHydrated(page, '/inventory');
    await expect(cards(page).filter({ hasText: 'New arrival' })).toHaveCount(fresh.length);
    if (old)
      await expect(
        cards(page)
          .filter({ has: page.getByRole('heading', { name: `${old.make} ${old.model}` }) })
          .getByText('New arrival'),
      ).toHaveCount(0);
  });
});
