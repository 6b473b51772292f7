// Redirect targets, the /manage-inventory guard and logout.
import { expect, test } from '@playwright/test';
import {
  anonClient,
  createAccount,
  expectToast,
  readStoredSession,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';
import { gotoScripted } from '../support/e2e/public';

let account: StaffAccount;
test.beforeAll(async () => {
  account = await createAccount('Session');
});

/** The e-mail address of the user in the stored session. */
const storedEmail = (stored: string | null): string | undefined =>
  (JSON.parse(stored ?? '{}') as { user?: { email?: string } }).user?.email;

async function signInWithForm(page: import('@playwright/test').Page) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the guard sends a signed-out visitor to /auth and back to the same path and query', async ({ page }) => {
  await page.goto('/manage-inventory?view=list&make=BMW');
  await expect(page).toHaveURL('/auth?redirect=%2Fmanage-inventory%3Fview%3Dlist%26make%3DBMW');
  await signInWithForm(page);
  await expect(page).toHaveURL('/manage-inventory?view=list&make=BMW');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  // The admin shows the same live rows the database holds.
  const { count } = await serviceClient()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null);
  if ((count ?? 0) > 0) await expect(page.getByRole('article').first()).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
});

test('the guard never shows the admin without a session', async ({ page }) => {
  await page.goto('/manage-inventory');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmanage-inventory$/);
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toHaveCount(0);
  expect(await readStoredSession(page)).toBeNull();
  // Anonymous visitors cannot write either: the database refuses what the page hides.
  const insert = await anonClient().from('vehicles').insert({ make: 'X' });
  expect({ status: insert.status, code: insert.error?.code }).toEqual({ status: 401, code: '42501' });
});

// The sign-in page sends its redirect through sanitizeRedirect; the other addresses that fall back
// to /manage-inventory ('https://evil.example', '/\\evil.example', …) are redirect.test.ts's.
test('redirect=//evil.example stays on this site', async ({ page, baseURL }) => {
  await page.goto(`/auth?redirect=${encodeURIComponent('//evil.example')}`);
  await signInWithForm(page);
  await expect(page).toHaveURL(`${baseURL}/manage-inventory`);
  expect(storedEmail(await readStoredSession(page))).toBe(account.email);
});

test('an existing session leaves /auth for the target, replacing history', async ({ page, baseURL }) => {
  await signInPage(page, account);
  await page.goto('/inventory');
  await gotoScripted(page, '/auth?redirect=%2Fsell');
  await expect(page).toHaveURL(`${baseURL}/sell`);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/inventory`);
});

test('logout on a public page hides the button, says so, and ends the session on the server', async ({ page }) => {
  const session = await signInPage(page, account);
  await page.goto('/inventory');
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await logout.click();
  await expectToast(page, 'Logged out successfully');
  await expect(logout).toBeHidden();
  expect(await readStoredSession(page)).toBeNull();
  // Signed out globally: the refresh token no longer opens a session.
  const refreshed = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
  expect(refreshed.error?.code).toBe('refresh_token_not_found');
  expect(refreshed.data.session).toBeNull();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
});

test('a logout the server fails (500) keeps the session and says Failed to logout', async ({ page }) => {
  const session = await signInPage(page, account);
  await page.goto('/');
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"unexpected_failure","message":"boom"}',
    }),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Failed to logout');
  expect(JSON.parse((await readStoredSession(page)) ?? '{}')).toMatchObject({
    refresh_token: session.refresh_token,
    user: { email: account.email },
  });
});

test('a 401 from the server still clears the local session', async ({ page }) => {
  await signInPage(page, account);
  await page.goto('/');
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":"bad_jwt","message":"invalid JWT"}' }),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectToast(page, 'Logged out successfully');
  expect(await readStoredSession(page)).toBeNull();
});

test('signing out in another tab leaves /manage-inventory', async ({ page, context }) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expectToast(other, 'Logged out successfully');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmanage-inventory$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
});

test('logout on /manage-inventory returns to /auth with the message', async ({ page }) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmanage-inventory$/);
  await expectToast(page, 'Logged out successfully');
  expect(await readStoredSession(page)).toBeNull();
});

test('on a phone the Logout button sits in the menu and works there', async ({ page }) => {
  const session = await signInPage(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoScripted(page, '/sell');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toHaveCount(1);
  await logout.click();
  await expectToast(page, 'Logged out successfully');
  await expect(logout).toBeHidden();
  const refreshed = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
  expect(refreshed.error?.code).toBe('refresh_token_not_found');
  expect(refreshed.data.session).toBeNull();
});
