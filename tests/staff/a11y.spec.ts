// axe over the staff screens: both /auth modes, the admin list, the open vehicle form, the import
// preview and the bulk photo match.
import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { createAccount, signInPage } from '../support/e2e/staff';
import { chooseImages, dialog } from '../support/e2e/staff-admin';
import { pngFile } from '../support/e2e/staff-png';
import { carlistCsv, threeProblemLine } from '../support/carlist-fixture';
import { gotoScripted } from '../support/e2e/public';

test('the auth card in both modes, desktop and phone', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoScripted(page, '/auth');
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
  await expect(page.getByRole('article').first()).toBeVisible(); // the list has loaded
  await settled(page);
  expect(await seriousViolations(page), 'list').toEqual([]);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await chooseImages(page, form, [pngFile('a.png', 20, 20, [1, 2, 3]), pngFile('b.png', 20, 20, [3, 2, 1])]);
  await expect(form.getByRole('img', { name: 'Image 2 of 2' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'form').toEqual([]);
});

test('the import preview with its column mapping, errors and fixes, and the bulk photo match', async ({ page }) => {
  await signInPage(page, await createAccount('AxeImport'));
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const box = page.getByRole('dialog', { name: 'Import Vehicles from CSV' });
  const text = carlistCsv('AXE', 3) + threeProblemLine('AXE0004') + '\r\n';
  await box.getByLabel('CSV file').setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(box.getByLabel('Row 5 price')).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'import preview').toEqual([]);
  await box.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add Photos' }).click();
  const photos = page.getByRole('dialog', { name: 'Add Photos by Stock Number' });
  await photos.getByLabel('Photos', { exact: true }).setInputFiles([pngFile('NOPE-1.png', 20, 20, [1, 2, 3])]);
  await expect(photos.getByText('Matched to no car: NOPE-1.png')).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'bulk photos').toEqual([]);
});
