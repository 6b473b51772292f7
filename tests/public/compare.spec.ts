// /compare: on a phone the page stays as wide as the screen (the menu stays reachable) and a
// visible cue says the table scrolls; cars no longer listed leave the comparison, the
// visitor's compare list and the tray on every page.
import { expect, test } from '@playwright/test';
import { box, inside } from '../support/e2e/geometry';
import { listedVehicles, liveVehicles } from '../support/e2e/public';
import { desktop, phone } from '../support/e2e/viewports';

// Canonical UUIDs of no vehicle: what a deleted car's id looks like to the page.
const GONE = ['5eed0000-0000-4000-8000-0000000000a1', '5eed0000-0000-4000-8000-0000000000a2', '5eed0000-0000-4000-8000-0000000000a3'];

for (const width of [390, 1440]) {
  test(`/compare with 3 and with 2 cars is no wider than a ${width} px screen; the menu is reachable`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const ids = (await listedVehicles(request)).slice(0, 3).map((v) => v.id);
    for (const n of [3, 2]) {
      await page.goto(`/compare?ids=${ids.slice(0, n).join(',')}`);
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(n);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      if (width === 390) {
        const menu = page.getByRole('button', { name: 'Toggle menu' });
        const box = await menu.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(390);
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      }
    }
  });
}

test('cars no longer listed: all gone shows the empty state, gone ones make way for later ones', async ({
  page,
  request,
}) => {
  await page.goto(`/compare?ids=${GONE.slice(0, 2).join(',')}`);
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  await expect(page.getByText('2 cars are no longer listed.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  // Three gone ids then one listed car: the listed car is compared, and the limit is not mentioned.
  const [first] = await listedVehicles(request);
  if (!first) throw new Error('no vehicles');
  await page.goto(`/compare?ids=${[...GONE, first.id].join(',')}`);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    new RegExp(`${first.year} ${first.make} ${first.model}`),
  ]);
  await expect(page.getByText('3 cars are no longer listed.', { exact: true })).toBeVisible();
  await expect(page.getByText('You can compare up to 3 cars')).toHaveCount(0);
  await expect(page).toHaveURL(`/compare?ids=${first.id}`);
});

test('the tray on every page counts only cars still listed', async ({ page, request }) => {
  const [first] = await listedVehicles(request);
  if (!first) throw new Error('no vehicles');
  await page.addInitScript(
    ([a, b]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('mewah-motors:compare', JSON.stringify([a, b]));
        sessionStorage.setItem('seeded', '1');
      }
    },
    [first.id, GONE[0]],
  );
  await page.goto('/inventory');
  await expect(page.getByRole('link', { name: 'Compare 1 of 3' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mewah-motors:compare'))).toBe(JSON.stringify([first.id]));
  await page.goto(`/vehicle/${first.id}`);
  await expect(page.getByRole('link', { name: 'Compare 1 of 3' })).toBeVisible();
});

test.describe('/compare on a phone', () => {
  for (const lang of [
    { prefix: '', cue: 'Swipe the table sideways to see every car' },
    { prefix: '/ms', cue: 'Leret jadual ke tepi untuk melihat setiap kereta' },
  ])
    test(`${lang.prefix || '/en'} at 390 px with 2 cars: a visible cue, the second car peeks in`, async ({
      page,
      request,
    }) => {
      const [a, b] = await liveVehicles(request);
      if (!a || !b) throw new Error('the seed has fewer than 2 cars');
      await page.setViewportSize(phone);
      await page.goto(`${lang.prefix}/compare?ids=${a.id},${b.id}`);
      const region = page.getByRole('region', { name: /Comparison table|Jadual perbandingan/ });
      await expect(region.getByRole('columnheader')).toHaveCount(2);
      const cue = page.locator('[data-scroll-cue]');
      await expect(cue).toBeVisible();
      await expect(cue).toHaveText(`${lang.cue}→`); // the arrow sits 0.25rem (ml-1) after the words
      const fade = page.locator('[data-scroll-fade]');
      await expect(fade).toBeVisible();
      // The second car's column starts inside the visible part of the table.
      const regionBox = await box(region);
      const second = await box(region.getByRole('columnheader').nth(1));
      expect(second.x).toBeLessThan(regionBox.x + regionBox.width - 40);
      // Scrolled to the last column, the fade has gone; the cue stays.
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(fade).toBeHidden();
      await expect(cue).toBeVisible();
      expect(inside(await box(region.getByRole('columnheader').nth(1)), await box(region))).toBe(true);
    });

  test('at 1440 px the table fits: no cue', async ({ page, request }) => {
    const [a, b, c] = await liveVehicles(request);
    await page.setViewportSize(desktop);
    await page.goto(`/compare?ids=${[a, b, c].map((v) => v?.id).join(',')}`);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expect(page.locator('[data-scroll-cue]')).toBeHidden();
    await expect(page.locator('[data-scroll-fade]')).toBeHidden();
  });
});

test("the legend's swatch is a bar like a highlighted row, not a box like an unticked checkbox", async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  const ids = (await listedVehicles(request)).slice(0, 3).map((v) => v.id);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await expect(page.getByText('Highlighted rows differ between the cars.')).toBeVisible();
  const swatch = await box(page.getByTestId('compare-legend-swatch'));
  expect(swatch.width).toBeGreaterThanOrEqual(swatch.height * 2);
  const look = await page
    .getByTestId('compare-legend-swatch')
    .evaluate((el) => ({ ring: getComputedStyle(el).boxShadow, border: getComputedStyle(el).borderTopWidth }));
  expect(look).toEqual({ ring: 'none', border: '0px' });
});
