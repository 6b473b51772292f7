// Staff membership in the browser: in 'approval' mode a new account waits with a plain message
// until the owner approves it from the Staff list. (A car's history: vehicle-history.spec.ts.)
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';

test.describe.configure({ mode: 'serial' });

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
    // The Staff page has its own address, reached from the staff navigation, which counts who waits.
    const nav = ownerPage.getByRole('navigation', { name: 'Staff pages' });
    await expect(nav.getByTestId('pending-staff')).toBeVisible();
    await nav.getByRole('link', { name: /^Staff/ }).click();
    await expect(ownerPage).toHaveURL(/\/manage-inventory\/staff$/);
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
