import { expect, test } from '@playwright/test';
import { gotoScripted } from '../support/e2e/public';

test.describe('global layout', () => {
  test('top bar links, active link and Browse Kereta; no Logout without a session', async ({ page }) => {
    await page.goto('/sell');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Mewah Motors home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Sell Your Car' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Browse Kereta' })).toHaveAttribute('href', '/inventory');
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'fixed');

    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('footer: quick links, contact and maker links, tagline, copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(quick.getByRole('link', { name: 'Sell Your Car' })).toHaveAttribute('href', '/sell');
    for (const link of [
      footer.getByRole('link', { name: 'Contact Us' }),
      footer.getByRole('link', { name: 'Kedai Web Studio' }),
    ]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(footer).toContainText('Certified quality and guaranteed satisfaction');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mewah Motors`);
  });

  test("the footer's phone is a tel: link", async ({ page }) => {
    for (const path of ['/', '/ms/']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: '+60 12-345 6789' })).toHaveAttribute(
        'href',
        'tel:+60123456789',
      );
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])
    test(`the header counts the saved cars, hidden at zero (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/inventory');
      const nav = page.getByRole('navigation', { name: 'Main' });
      // A first visit's bar is the spec's: no saved-cars link.
      await expect(page.locator('#saved-count')).toBeHidden();
      const hearts = page.locator('[data-fav]');
      await hearts.nth(0).click();
      const saved = nav.getByRole('link', { name: 'Saved 1' });
      await expect(saved).toBeVisible();
      await expect(saved).toHaveAttribute('href', '/saved');
      await hearts.nth(1).click();
      await expect(nav.getByRole('link', { name: 'Saved 2' })).toBeVisible();
      // Another page, and the Malay site, read the same count.
      await page.goto('/ms/sell');
      await expect(
        page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Disimpan 2' }),
      ).toHaveAttribute('href', '/ms/saved');
      await page.goto('/inventory');
      await hearts.nth(0).click();
      await hearts.nth(1).click();
      await expect(page.locator('#saved-count')).toBeHidden();
    });

  test('mobile menu at 390 px toggles the same links and the button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoScripted(page, '/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const menu = page.locator('#mobile-menu');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell Your Car' }),
    ).toBeHidden();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sell Your Car' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Browse Kereta' })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Sell Your Car' }).click();
    await expect(page).toHaveURL(/\/sell\/?$/);
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/this/does/not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Drive the Extraordinary');
  });
});
