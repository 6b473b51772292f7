// A vehicle newer than the build is shown live, from the prebuilt page's own markup (the live
// page's template, filled in the browser): it reads exactly as its prebuilt page would. And the
// prebuilt page asks the database only whether its vehicle changed, loading the live view only
// when it did.
import { expect, test } from '@playwright/test';
import { API_URL, gotoHydrated, liveVehicles } from '../support/e2e/public';

test.describe('prebuilt vehicle page', () => {
  test('the live view of a vehicle reads as its prebuilt page, to a screen reader and to the eye', async ({
    page,
    request,
  }) => {
    const all = await liveVehicles(request);
    // One with lists in its details and several photos, one with plain-text details, one electric
    // (no road tax estimate), one sold (no test drive).
    for (const v of [
      all.find((x) => typeof x.vehicleDetails === 'object' && x.images.length > 2),
      all.find((x) => typeof x.vehicleDetails === 'string'),
      all.find((x) => x.fuelType === 'Electric'),
      all.find((x) => x.status === 'sold'),
    ]) {
      if (!v) throw new Error('the seed lacks a vehicle this test needs');
      await gotoHydrated(page, `/vehicle/${v.id}`);
      const main = page.locator('main');
      const built = { aria: await main.ariaSnapshot(), text: await main.innerText() };
      await gotoHydrated(page, `/vehicle-live/?id=${v.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${v.make} ${v.model}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Similar Vehicles You Might Like' })).toBeVisible();
      expect(await main.ariaSnapshot()).toBe(built.aria);
      expect(await main.innerText()).toBe(built.text);
    }
  });

  test('an unchanged vehicle costs two empty answers and no live view', async ({ page, request }) => {
    const [v] = await liveVehicles(request);
    const answers: string[] = [];
    page.on('response', async (r) => {
      if (r.url().startsWith(`${API_URL}/rest/v1/`)) answers.push(await r.text());
    });
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await expect.poll(() => answers.length).toBe(2);
    expect(answers).toEqual(['[]', '[]']);
    await expect(page.locator('[data-vehicle-live]')).toHaveCount(0);
    await expect(page.locator('[data-vehicle-page]')).toHaveCount(1);
  });

  test('a vehicle changed since the build shows the live data in place of the built page', async ({ page }) => {
    const v = { id: '5eed0000-0000-4000-8000-000000000001', heading: 'BMW 330e M Sport' }; // seed price MYR 168,800
    const price = 181_145;
    // The database as it would answer after a staff edit the build has not caught up with yet.
    await page.route(`${API_URL}/rest/v1/vehicles?**`, async (route) => {
      const res = await route.fetch();
      const rows = (await res.json()) as Array<Record<string, unknown>>;
      const edited = route.request().url().includes('updated_at=gt.')
        ? [{ id: v.id }]
        : rows.map((r) => (r.id === v.id ? { ...r, price } : r));
      await route.fulfill({ response: res, body: JSON.stringify(edited) });
    });
    await gotoHydrated(page, `/vehicle/${v.id}`);
    await expect(page.locator('[data-vehicle-live]')).toHaveCount(1);
    await expect(page.getByText('MYR 181,145').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: v.heading })).toBeVisible();
  });
});
