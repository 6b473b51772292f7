// Staff set a vehicle's status (Reserved / Sold) in the vehicle form; the database stores
// it and the staff list shows the badge. A new vehicle starts 'Available'.
import { expect, test } from '@playwright/test';
import { createAccount, expectToast, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog, purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

const MODEL = `E2E Status ${Date.now().toString(36)}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Status');
  const { error } = await serviceClient()
    .from('vehicles')
    .insert(
      anInsert({
        make: 'Lexus',
        model: MODEL,
        year: 2023,
        price: 388_000,
        mileage: 9_000,
        fuel_type: 'Hybrid',
        body_type: 'SUV',
        color: 'Sonic Quartz',
      }),
    );
  if (error) throw new Error(error.message);
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

const statusOf = async (): Promise<string> => {
  const { data, error } = await serviceClient().from('vehicles').select('status').eq('model', MODEL).single();
  if (error) throw new Error(error.message);
  return (data as { status: string }).status;
};

test('the vehicle form sets Reserved and Sold; the list shows the badge', async ({ page }) => {
  expect(await statusOf()).toBe('available');
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  const card = page.getByRole('article', { name: `2023 Lexus ${MODEL}` });
  await card.getByRole('button', { name: /^Edit/ }).click();
  const form = dialog(page, 'Edit Vehicle');
  await expect(form.getByLabel('Status')).toHaveValue('available');
  await expect(form.getByLabel('Status').locator('option')).toHaveText(['Available', 'Reserved', 'Sold', 'Draft']);
  await form.getByLabel('Status').selectOption({ label: 'Sold' });
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  expect(await statusOf()).toBe('sold');

  await card.getByRole('button', { name: /^Edit/ }).click();
  await expect(dialog(page, 'Edit Vehicle').getByLabel('Status')).toHaveValue('sold');
  await dialog(page, 'Edit Vehicle').getByLabel('Status').selectOption({ label: 'Reserved' });
  await dialog(page, 'Edit Vehicle').getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  await expect(card.getByText('Reserved', { exact: true })).toBeVisible();
  expect(await statusOf()).toBe('reserved');
});
