// A draft with only make and model saves ('Draft saved') and cannot be published. 'Save as draft'
// keeps the unfinished car (the list shows what it has); 'Publish' marks every missing field and
// changes nothing; the database refuses a listing of it however it is asked.
import { expect, test } from '@playwright/test';
import { createAccount, expectToast, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog } from '../support/e2e/staff-admin';

const MODEL = `E2E Unfinished ${Date.now().toString(36)}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Drafter');
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().eq('model', MODEL);
});

const stored = async () => {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .select('make, model, year, price, color, status')
    .eq('model', MODEL);
  if (error) throw new Error(error.message);
  return data;
};

test('a draft with only make and model saves and cannot be published', async ({ page }) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const add = dialog(page, 'Add New Vehicle');
  await add.getByLabel('Make').fill('Porsche');
  await add.getByLabel('Model').fill(MODEL);
  await add.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Draft saved');
  await expect(add).toBeHidden();
  expect(await stored()).toEqual([
    { make: 'Porsche', model: MODEL, year: null, price: null, color: null, status: 'draft' },
  ]);

  // The staff list shows what the draft has, and what publishing still needs.
  await page.getByLabel('Search vehicles by make, model or stock number').fill(MODEL);
  const card = page.getByRole('article', { name: `Porsche ${MODEL}`, exact: true });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await expect(card.getByText('No price yet')).toBeVisible();
  // The placeholder is no photo, and a draft is not in stock.
  await expect(card.getByText('No photos yet · not on the site yet', { exact: true })).toBeVisible();
  await expect(card.getByText('To publish, add:')).toHaveText(
    'To publish, add: Year, Price, Mileage, Fuel Type, Transmission, Condition, Body Type, Color',
  );

  // 'Publish' checks everything and marks each missing field; nothing is saved.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const edit = dialog(page, 'Edit Vehicle');
  await expect(edit.getByLabel('Year')).toHaveValue('');
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Error: Please fill in all required fields');
  for (const label of [
    'Year',
    'Price (MYR)',
    'Mileage (KM)',
    'Color',
    'Fuel Type',
    'Transmission',
    'Condition',
    'Body Type',
  ]) {
    await expect(edit.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(edit.getByText('Year is required')).toBeVisible();
  await expect(edit.getByText('Price is required')).toBeVisible();
  await expect(edit.getByLabel('Make')).not.toHaveAttribute('aria-invalid', 'true');

  // Filling one field and saving as draft again keeps it a draft, with that field.
  await edit.getByLabel('Price (MYR)').fill('RM 388,000');
  await edit.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Draft saved');
  await expect(edit).toBeHidden();
  expect(await stored()).toEqual([
    { make: 'Porsche', model: MODEL, year: null, price: 388000, color: null, status: 'draft' },
  ]);
  await expect(card.getByText('MYR 388,000')).toBeVisible();
});
