// Staff membership and the audit trail in the browser: in 'approval' mode a new account waits
// with a plain message until the owner approves it from the Staff list; staff read a car's
// history in the edit dialog and restore an earlier version in one click.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  anonClient,
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';
import { dialog, purgeVehicles, vehiclesByModel } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const MODEL = `E2E History ${run}`;

async function setSignupMode(mode: 'open' | 'approval'): Promise<void> {
  const { error } = await serviceClient().rpc('set_staff_signup_mode', { p_mode: mode });
  if (error) throw new Error(error.message);
}

async function adminPage(browser: Browser, account: StaffAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  return page;
}

test.describe("sign-up mode 'approval'", () => {
  let owner: StaffAccount;
  let waiting: StaffAccount;
  test.beforeAll(async () => {
    owner = await createAccount('Owner');
    const ownerProfile = await profileByEmail(owner.email);
    const { error } = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: ownerProfile?.id ?? '' });
    if (error) throw new Error(error.message);
    await setSignupMode('approval');
    waiting = await createAccount('Waiting');
  });
  test.afterAll(async () => {
    await setSignupMode('open');
  });

  test('a new account waits for the owner, who approves it from the Staff list', async ({ browser }) => {
    const pendingPage = await adminPage(browser, waiting);
    await expect(
      pendingPage.getByText('Your account is waiting for approval by the owner', { exact: true }),
    ).toBeVisible();
    await expect(pendingPage.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);

    const ownerPage = await adminPage(browser, owner);
    await expect(ownerPage.getByRole('button', { name: 'Add Vehicle' })).toBeVisible();
    const staff = ownerPage.getByRole('list', { name: 'Staff accounts' });
    const row = staff.getByRole('listitem').filter({ hasText: waiting.username });
    await expect(row).toContainText(`${waiting.email} · Pending`);
    await expect(staff.getByRole('listitem').filter({ hasText: owner.username })).toContainText('Owner');
    await row.getByRole('button', { name: `Approve ${waiting.username}` }).click();
    await expectToast(ownerPage, 'Account approved');
    await expect(row).toContainText(`${waiting.email} · Staff`);

    await pendingPage.getByRole('button', { name: 'Check again' }).click();
    await expect(pendingPage.getByRole('button', { name: 'Add Vehicle' })).toBeVisible();
    await expect(pendingPage.getByText('Your account is waiting for approval by the owner')).toHaveCount(0);
    // Only the owner sees the Staff list.
    await expect(pendingPage.getByRole('heading', { name: 'Staff', exact: true })).toHaveCount(0);
  });
});

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
