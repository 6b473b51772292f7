// The page's one toaster (Sonner's <Toaster>, mounted once per page): a message shows once, in
// that toaster, on a vehicle page and on the landing page.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, liveVehicles } from '../support/e2e/public';
import { createAccount, expectToast, signInPage, toast, type StaffAccount } from '../support/e2e/staff';

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
