// The confirmed-email flow of a hosted project ([auth.email] enable_confirmations), end to end in
// the browser: a second embedded Supabase with confirmations on stands in for the stack's API
// (the page's calls to it are routed there), and its local inbox holds the confirmation email.
import { expect, test } from '@playwright/test';
import { startSupabase, type RunningSupabase } from '../../scripts/supabase/server';
import { API_URL, expectToast, newAccount } from '../support/e2e/staff';
import { gotoScripted } from '../support/e2e/public';

let confirming: RunningSupabase;

test.beforeAll(async () => {
  confirming = await startSupabase({
    memory: true,
    port: 0,
    quiet: true,
    configOverrides: (c) => ({ ...c, auth: { ...c.auth, enableConfirmations: true } }),
  });
});

test.afterAll(async () => {
  await confirming?.stop();
});

test('sign-up asks to confirm the email, login says so until the link is followed, then works', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.route(`${API_URL}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(API_URL, confirming.url) });
    await route.fulfill({ response });
  });
  const account = newAccount('Confirm');

  await gotoScripted(page, '/auth?mode=signup');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(
    page,
    'Account created! Please confirm your email address with the link we sent you, then login with your username and password.',
  );
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(
    page,
    'Please confirm your email address first: open the link in the email we sent you, then login.',
  );
  await expect(page).toHaveURL(/\/auth/);

  // The local inbox page shows the email; its link confirms and leads back to the site.
  // The inbox answers only the secret key (docs/security.md): the page is asked with it.
  await page.route(`${confirming.url}/inbox`, (route) =>
    route.continue({ headers: { ...route.request().headers(), apikey: confirming.secretKey } }),
  );
  await page.goto(`${confirming.url}/inbox`);
  const mail = page.getByRole('article').filter({ hasText: account.email });
  await expect(mail.getByRole('heading', { name: 'Confirm Your Signup' })).toBeVisible();
  await mail.getByRole('link', { name: /\/auth\/v1\/verify\?token=/ }).click();
  // PKCE (docs/security.md): the link comes back with a one-time code, never tokens in the fragment.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/\\?code=[0-9a-f-]{36}$`));

  await gotoScripted(page, '/auth');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
  await expectToast(page, 'Logged in successfully');
  // The inventory page keeps reading after the last check; its routed calls must not outlive the
  // test ("route.fetch: Test ended").
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
