// Defects a new user found, on the staff side: each test failed on the code before its fix.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, liveVehicles } from '../support/e2e/public';
import { createAccount, expectToast, newAccount, signInPage, toast, type StaffAccount } from '../support/e2e/staff';

/** Sonner renders one such section per mounted <Toaster>. */
const toasters = (page: Page) => page.locator('section[aria-label^="Notifications"]');

test.describe('one toaster per page', () => {
  let account: StaffAccount;
  test.beforeAll(async () => {
    account = await createAccount('Toaster');
  });

  test("on a vehicle page 'Link copied' and 'Logged out successfully' each show once, in the page's only toaster", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await signInPage(page, account);
    const [v] = await liveVehicles(request);
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied');
    expect(await toast(page, 'Link copied').count()).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(toasters(page)).toHaveCount(1);
    await expect(toast(page, 'Logged out successfully')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  });

  test("on the landing page 'Logged out successfully' shows once", async ({ page }) => {
    await signInPage(page, account);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(toasters(page)).toHaveCount(1);
    await expect(toast(page, 'Logged out successfully')).toHaveCount(1);
  });
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
    await page.goto('/auth?mode=signup');
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
