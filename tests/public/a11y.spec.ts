import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { gotoHydrated, gotoScripted, liveVehicles } from '../support/e2e/public';

const routes = [
  '/',
  '/inventory',
  '/vehicle/:first',
  '/vehicle/00000000-0000-4000-8000-00000000dead',
  '/sell',
  '/no-such-page',
  '/inventory?q=zzz',
  '/saved',
  '/compare',
  '/compare?ids=:three',
  '/inventory?sold=1&sort=price-asc&body=SUV',
  // The Malay site.
  '/ms/',
  '/ms/inventory',
  '/ms/inventory?q=zzz',
  '/ms/vehicle/:first',
  '/ms/sell',
  '/ms/no-such-page',
  '/ms/saved',
  '/ms/compare?ids=:three',
];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // With the suite's reduced motion (playwright.config.ts): the colours are those the animations
  // end on (settled() waits for them), and the landing's looping hero and marquee, which axe cannot
  // measure over a photo either way, no longer keep Chromium drawing frames through each scan.
  // Each scan stands alone (its own page, its own route): the two workers share them.
  test.describe.configure({ mode: 'parallel' });

  for (const width of [1440, 390]) {
    for (const route of routes) {
      test(`${route} at ${width} px`, async ({ page, request }) => {
        const all = await liveVehicles(request);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(
          route.replace(':first', all[0]?.id ?? '').replace(
            ':three',
            all
              .slice(0, 3)
              .map((v) => v.id)
              .join(','),
          ),
        );
        await page.waitForLoadState('load');
        await settled(page); // colour checks on the final colours
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the open demo notice', async ({ page }) => {
    await gotoHydrated(page, '/sell');
    await page.getByLabel('Make').fill('BMW');
    await page.getByLabel('Model').fill('X5');
    await page.getByLabel('Year').selectOption('2021');
    await page.getByLabel('Mileage (KM)').fill('1');
    await page.getByRole('radio', { name: /^Good/ }).check();
    await page.getByRole('button', { name: 'Sell Now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settled(page); // the dialog's entrance animation has ended
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Its own test (and time budget): two full axe runs in one test outlasted 60 s on a loaded machine.
  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoScripted(page, '/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
