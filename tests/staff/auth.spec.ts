// /auth, the guard and logout, in Chromium against the built site and the embedded server.
import { expect, test } from '@playwright/test';
import {
  anonClient,
  createAccount,
  expectToast,
  newAccount,
  profileByEmail,
  readStoredSession,
  serviceClient,
  toast,
} from '../support/e2e/staff';
import { gotoScripted } from '../support/e2e/public';

test.describe('sign-up', () => {
  test('creates the account and profile, then returns to login mode', async ({ page }) => {
    const account = newAccount('Signup');
    await gotoScripted(page, '/auth');
    await expect(page).toHaveTitle('Login - Mewah Motors');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle('Sign Up - Mewah Motors');
    await expect(page.getByText('Sign up to manage inventory')).toBeVisible();
    await expect(page.getByText('3 to 30 characters: letters, digits, _ and .')).toBeVisible();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created successfully! Please login with your username and password.');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveTitle('Login - Mewah Motors');
    await expect(page.getByLabel('Username')).toHaveValue(account.username);

    const profile = await profileByEmail(account.email);
    expect(profile).toMatchObject({ username: account.username, email: account.email });
    // The page tells people to sign in, so it must not have kept a session.
    expect(await readStoredSession(page)).toBeNull();
  });

  test('refuses a username taken in another case and keeps the form', async ({ page }) => {
    const existing = await createAccount('Taken');
    const email = `other-${Date.now()}@staff.mewah.test`;
    await gotoScripted(page, '/auth?mode=signup');
    await page.getByLabel('Username').fill(existing.username.toUpperCase());
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Another-Pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Username already taken or error checking availability');
    await expect(page.getByLabel('Username')).toHaveValue(existing.username.toUpperCase());
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('Another-Pass-1');
    expect(await profileByEmail(email)).toBeNull();
    const { data } = await serviceClient().from('profiles').select('id').ilike('username', existing.username);
    expect(data).toHaveLength(1);
  });

  test("shows the server's weak-password message and creates nothing", async ({ page }) => {
    const account = newAccount('Weak');
    await gotoScripted(page, '/auth?mode=signup');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The server's own words (the local config asks for 8+ characters of mixed kinds), and its reasons.
    await expectToast(page, /Password should be at least \d+ characters/);
    await expectToast(page, /Password needs: at least \d+ characters/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    expect(await profileByEmail(account.email)).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email: account.email, password: '123' });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});

test.describe('login by username', () => {
  test('signs in, says so, and lands on /manage-inventory', async ({ page }) => {
    const account = await createAccount('Login');
    await gotoScripted(page, '/auth');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    // Hold the username lookup until the busy state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/rest/v1/rpc/get_email_for_username', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/manage-inventory$/);
    await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
    await expectToast(page, 'Logged in successfully');
    const stored = JSON.parse((await readStoredSession(page)) ?? '{}') as { access_token?: string };
    const { data } = await serviceClient().auth.getUser(stored.access_token);
    expect(data.user?.email).toBe(account.email);
  });

  test('unknown username and wrong password each say so and keep the form', async ({ page }) => {
    const account = await createAccount('Wrong');
    await gotoScripted(page, '/auth');
    await page.getByLabel('Username').fill('nobody_here_' + Date.now().toString(36));
    await page.getByLabel('Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Username not found');
    await expect(page).toHaveURL(/\/auth/);

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill('not-the-password');
    const button = page.getByRole('button', { name: /Sign In|Please wait/ });
    await button.click();
    await expectToast(page, 'Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await readStoredSession(page)).toBeNull();
    // The account itself is fine: the right password still works.
    const ok = await anonClient().auth.signInWithPassword({ email: account.email, password: account.password });
    expect(ok.error).toBeNull();
  });

  test('an email typed as the username is told to use the username, and nothing is looked up', async ({ page }) => {
    const account = await createAccount('Email');
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rpc/get_email_for_username')) lookups.push(r.url());
    });
    await gotoScripted(page, '/auth');
    await page.getByLabel('Username').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Sign in with your username, not your email address');
    await expect(page.getByLabel('Username')).toHaveValue(account.email);
    expect(lookups).toEqual([]);
  });
});

test('sign-up states the password rules before the first try; sign-in does not', async ({ page }) => {
  await gotoScripted(page, '/auth');
  const rule = 'At least 8 characters, with a lower-case letter, an upper-case letter and a digit';
  await expect(page.getByText(rule)).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(rule);
  await expect(page.getByText(rule)).toBeVisible();
});

test.describe('the /auth document title before scripts run', () => {
  for (const [query, title] of [
    ['?mode=signup', 'Sign Up - Mewah Motors'],
    ['', 'Login - Mewah Motors'],
  ] as const) {
    test(`/auth${query} is titled '${title}' even while the island's code has not loaded`, async ({ page }) => {
      await page.route('**/_astro/**/*.js', (route) => route.abort());
      await page.goto(`/auth${query}`, { waitUntil: 'domcontentloaded' });
      expect(await page.title()).toBe(title);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0); // the card never rendered
    });
  }
});

test.describe('weak-password feedback', () => {
  test('a repeated weak password replaces its toast and names what the password needs', async ({ page }) => {
    const account = newAccount('Weak2');
    // The most toasts ever on screen at once (leaving ones excluded), recorded from the first paint.
    await page.addInitScript(() => {
      const w = window as unknown as { maxToasts: number };
      w.maxToasts = 0;
      new MutationObserver(() => {
        w.maxToasts = Math.max(
          w.maxToasts,
          document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])').length,
        );
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await gotoScripted(page, '/auth?mode=signup');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('123');
    const create = page.getByRole('button', { name: 'Create Account' });
    const weak = toast(page, 'Password should be at least 8 characters.');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answered = page.waitForResponse((r) => r.url().includes('/auth/v1/signup'));
      await create.click();
      expect((await answered).status()).toBe(422);
      await expect(create).toHaveText('Create Account'); // the attempt is over
      await expect(weak.first()).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts)).toBe(1);
    await expect(weak).toContainText(
      'Password needs: at least 8 characters, a lower-case letter, an upper-case letter',
    );
    await expect(weak).toContainText(
      'Password should contain at least one character of each: a lower-case letter, an upper-case letter, a digit.',
    );
    await expect(weak).not.toContainText('abcdefghijklmnopqrstuvwxyz');
    await expect(weak).not.toContainText('Reasons:');
  });
});
