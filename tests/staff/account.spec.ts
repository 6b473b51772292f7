// Staff accounts and PKCE email links in the browser (docs/security.md): a forgotten password recovered from the local
// inbox's link; two-factor sign-in set up with a code computed here from the shown key, then asked
// for at the next sign-in; with two-factor required by the owner, an aal1 staff session is led to
// set it up and the API refuses its inventory write; a link carrying someone else's tokens in the
// fragment signs no one in.
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SECRET_KEY } from '../../scripts/supabase/server';
import { seriousViolations, settled } from '../support/e2e/a11y';
import {
  API_URL,
  anonClient,
  createAccount,
  expectToast,
  readStoredSession,
  serviceClient,
  signInPage,
  toast,
} from '../support/e2e/staff';
import { totp } from '../support/totp';
import { gotoScripted } from '../support/e2e/public';

async function signInByForm(page: Page, username: string, password: string): Promise<void> {
  await gotoScripted(page, '/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a forgotten password is reset from the inbox link, in the same browser, and signs in', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount('forgot');
  await gotoScripted(page, '/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Username or email').fill(account.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toBeVisible();

  // An unknown name gets the same answer.
  await gotoScripted(page, '/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Username or email').fill('nobody_by_this_name');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account matches' })).toBeVisible();

  // The inbox answers only the secret key (docs/security.md): the page is asked with it.
  await page.route(`${API_URL}/inbox`, (route) =>
    route.continue({ headers: { ...route.request().headers(), apikey: LOCAL_SECRET_KEY } }),
  );
  await page.goto(`${API_URL}/inbox`);
  const mail = page.getByRole('article').filter({ hasText: account.email });
  await expect(mail.getByRole('heading', { name: 'Reset your Mewah Motors password' })).toBeVisible();
  const link = (await mail.getByRole('link', { name: /\/auth\/v1\/verify\?token=/ }).getAttribute('href')) ?? '';
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/reset-password/?(\\?sb_flow_id=[^&]+)?$`));
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-2026!');
  await page.getByLabel('Confirm new password').fill('Brand-new-2026!');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
  await expectToast(page, 'Password changed. You are signed in; other devices were signed out.');

  const old = await anonClient().auth.signInWithPassword({ email: account.email, password: account.password });
  expect(old.error?.code).toBe('invalid_credentials');

  // The link is spent: opening it again explains and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link has expired or has already been used. Ask for a new one.',
  );
});

test('two-factor sign-in: set up from My account with the shown key, then the code is asked at sign-in', async ({
  page,
}) => {
  const account = await createAccount('totp');
  await signInByForm(page, account.username, account.password);
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
  await page.getByText('My account').click();
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  // Cancel leaves the set-up: the key shown is dropped and the account stays as it was.
  await page.getByLabel('Name for this authenticator').fill('Old phone');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await page.getByRole('region', { name: 'Set up two-factor sign-in' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
  await expect(page.getByTestId('two-factor-state')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByLabel('Name for this authenticator').fill('Work phone');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key reads in groups of four, as authenticator apps accept it typed.
  const shown = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/ /g, '');
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  await expect(page.getByTestId('two-factor-state')).toHaveText('On: Work phone');

  await page.evaluate(() => localStorage.clear());
  await signInByForm(page, account.username, account.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // Not signed in yet: 'Logged in successfully' waits for the code.
  await expect(toast(page, 'Logged in successfully')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toHaveCount(0);
  await page.getByLabel('Authentication code').fill('000000' === totp(secret, 1) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'That code is not right. Check the time on your phone and try the newest code.');
  // Enrolment spent this step's code; the next step's is inside the window.
  await page.getByLabel('Authentication code').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Logged in successfully');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
});

test('with two-factor required, an aal1 staff session is led to set it up and the API refuses its write', async ({
  page,
}) => {
  const account = await createAccount('aal1');
  const service = serviceClient();
  expect((await service.rpc('set_staff_two_factor_required', { p_required: true })).error).toBeNull();
  try {
    const session = await signInPage(page, account);
    await page.goto('/manage-inventory');
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(
      page.getByText('The owner requires two-factor sign-in for every staff member. Set it up to continue.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toHaveCount(0);

    // The page is not the only barrier: the same session writing through the API is refused.
    const answer = await page.evaluate(
      async ([url, key, token]) => {
        const res = await fetch(`${url}/rest/v1/vehicles`, {
          method: 'POST',
          headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            make: 'Porsche',
            model: 'Cayman',
            year: 2022,
            price: 1,
            mileage: 1,
            fuel_type: 'Gasoline',
            transmission: 'Automatic',
            condition: 'Excellent',
            body_type: 'Coupe',
            color: 'Red',
          }),
        });
        return { status: res.status, body: (await res.json()) as { code?: string } };
      },
      [API_URL, LOCAL_ANON_KEY, session.access_token] as const,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('42501');
    const { count } = await service.from('vehicles').select('id', { count: 'exact', head: true }).eq('price', 1);
    expect(count).toBe(0);
  } finally {
    await service.rpc('set_staff_two_factor_required', { p_required: false });
  }
});

test('a link carrying someone else’s tokens in the fragment signs a signed-out browser into nothing', async ({
  page,
}) => {
  const victim = await createAccount('victim');
  const { data } = await anonClient().auth.signInWithPassword({ email: victim.email, password: victim.password });
  const s = data.session!;
  const fragment = new URLSearchParams({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type: 'signup',
  });
  await page.goto(`/manage-inventory/#${fragment}`);
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(await readStoredSession(page)).toBeNull();
});

test('axe: the forgot-password card, /reset-password without a link, My account and the set-up step', async ({
  page,
}) => {
  await gotoScripted(page, '/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(await seriousViolations(page), 'forgot').toEqual([]);

  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText('Open the link in the email we sent you to set a new password.');
  expect(await seriousViolations(page), 'reset without a link').toEqual([]);

  await signInPage(page, await createAccount('axeacct'));
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await page.getByText('My account').click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await settled(page);
  expect(await seriousViolations(page), 'my account').toEqual([]);
});
