// axe over the staff screens: both /auth modes, the admin list and the open vehicle form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, signInPage } from './helpers/staff';
import { chooseImages, dialog } from './helpers/staff-admin';
import { pngFile } from './helpers/staff-png';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test('the auth card in both modes, desktop and phone', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await seriousViolations(page), `login at ${width}px`).toEqual([]);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await seriousViolations(page), `sign-up at ${width}px`).toEqual([]);
  }
});

test('the admin list and the open vehicle form with images', async ({ page }) => {
  await signInPage(page, await createAccount('Axe'));
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await seriousViolations(page), 'list').toEqual([]);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await chooseImages(page, form, [pngFile('a.png', 20, 20, [1, 2, 3]), pngFile('b.png', 20, 20, [3, 2, 1])]);
  await page.waitForTimeout(300);
  expect(await seriousViolations(page), 'form').toEqual([]);
});
