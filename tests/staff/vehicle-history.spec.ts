// The audit trail in the browser: staff read a car's history in the edit dialog and restore an
// earlier version in one click.
import { expect, test } from '@playwright/test';
import { anonClient, createAccount, expectToast, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog, purgeVehicles, vehiclesByModel } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const MODEL = `E2E History ${run}`;

test.describe('vehicle history', () => {
  let account: StaffAccount;
  let id: string;
  test.beforeAll(async () => {
    account = await createAccount('Historian');
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email: account.email, password: account.password });
    if (signIn.error) throw new Error(signIn.error.message);
    const insert = await client
      .from('vehicles')
      .insert(
        anInsert({
          make: 'Bentley',
          model: MODEL,
          year: 2021,
          price: 250_000,
          mileage: 30_000,
          body_type: 'Coupe',
          color: 'Verdant',
          images: ['/placeholder.svg'],
        }),
      )
      .select('id')
      .single();
    if (insert.error) throw new Error(insert.error.message);
    id = (insert.data as { id: string }).id;
    const edit = await client.from('vehicles').update({ price: 240_000, color: 'Onyx' }).eq('id', id);
    if (edit.error) throw new Error(edit.error.message);
  });
  test.afterAll(async () => {
    await purgeVehicles([MODEL]);
  });

  test('shows who changed what, and restores the first version in one click', async ({ page }) => {
    await signInPage(page, account);
    await page.goto('/manage-inventory');
    await page.getByRole('button', { name: `Edit 2021 Bentley ${MODEL}` }).click();
    const form = dialog(page, 'Edit Vehicle');
    await form.getByText('History', { exact: true }).click();
    const entries = form.getByRole('list', { name: 'Changes, newest first' }).locator(':scope > li');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(`Edited by ${account.username}`);
    await expect(entries.nth(0)).toContainText('Price: MYR 250,000 → MYR 240,000');
    await expect(entries.nth(0)).toContainText('Color: Verdant → Onyx');
    await expect(entries.nth(1)).toContainText(`Added by ${account.username}`);
    await expect(entries.nth(0).getByRole('button', { name: 'Restore this version' })).toHaveCount(0);

    await entries.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, 'Earlier version restored');
    await expect(form).toBeHidden();
    await expect(page.getByRole('article', { name: `2021 Bentley ${MODEL}` })).toContainText('MYR 250,000');
    const [row] = await vehiclesByModel(MODEL);
    expect([Number(row?.price), row?.color]).toEqual([250000, 'Verdant']);

    // The restore is itself in the history.
    await page.getByRole('button', { name: `Edit 2021 Bentley ${MODEL}` }).click();
    await dialog(page, 'Edit Vehicle').getByText('History', { exact: true }).click();
    const after = dialog(page, 'Edit Vehicle')
      .getByRole('list', { name: 'Changes, newest first' })
      .locator(':scope > li');
    await expect(after).toHaveCount(3);
    await expect(after.nth(0)).toContainText('Price: MYR 240,000 → MYR 250,000');
  });
});
