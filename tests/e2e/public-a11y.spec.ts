import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, islandsReady, liveVehicles } from './helpers/public';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Wait until hydration is done and every finite animation (card entrances, hero fades) has ended. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(islandsReady);
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
}

const routes = ['/', '/inventory', '/vehicle/:first', '/vehicle/00000000-0000-4000-8000-00000000dead', '/sell', '/no-such-page', '/inventory?q=zzz',
  '/saved', '/compare', '/compare?ids=:three', '/inventory?sold=1&sort=price-asc&body=SUV'];

test.describe('accessibility (axe: no serious or critical violations)', () => {
  for (const width of [1440, 390]) {
    for (const route of routes) {
      test(`${route} at ${width} px`, async ({ page, request }) => {
        const all = await liveVehicles(request);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route.replace(':first', all[0]?.id ?? '').replace(':three', all.slice(0, 3).map((v) => v.id).join(',')));
        await page.waitForLoadState('load');
        await settled(page); // colour checks on the final colours
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the open demo notice and the open mobile menu', async ({ page }) => {
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

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
