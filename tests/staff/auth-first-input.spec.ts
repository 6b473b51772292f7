// /auth before and on the first input: the prebuilt card takes typing with no script at all, and
// what signing in needs (supabase-js) loads only once the visitor starts, keeping what was typed.
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from '../support/e2e/staff';
import { gotoScripted, SUPABASE_MARKERS } from '../support/e2e/public';

/** The scripts of the page so far that carry supabase-js. */
function supabaseScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (r) => {
    if (!r.url().endsWith('.js')) return;
    const text = await r.text().catch(() => '');
    if (SUPABASE_MARKERS.some((m) => text.includes(m))) found.push(r.url());
  });
  return found;
}

test('with every script blocked, the card shows in login mode and takes typing', async ({ page }) => {
  await page.route('**/_astro/**/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Username').fill('typed_early');
  await expect(page.getByLabel('Username')).toHaveValue('typed_early');
});

test('supabase-js loads on the first input, and what was typed while it loaded signs in', async ({ page }) => {
  const account = await createAccount('Early');
  const loaded = supabaseScripts(page);
  // The sign-in code is held until the form is filled in, as on a slow phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/sign-in*.js', async (route) => {
    await held;
    await route.continue();
  });
  await gotoScripted(page, '/auth');
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  release();
  await expect(page).toHaveURL(/\/manage-inventory$/);
  expect(loaded.length).toBeGreaterThan(0);
});
