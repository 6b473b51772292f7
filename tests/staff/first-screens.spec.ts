// The staff pages' first screens before supabase-js (docs/benchmarks.md, docs/security.md "The staff
// list's first cards before supabase-js"): with a stored session the server accepts,
// /manage-inventory/leads draws its leads, /manage-inventory/desk its tiles,
// /manage-inventory/staff the owner's staff list and /manage-inventory/account My account from the
// page's early requests alone, inert in a disabled fieldset, before supabase-js and the staff shell
// load.
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';

const NAME = `E2E First ${Date.now().toString(36)}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('First');
  const { error } = await serviceClient().from('leads').insert({
    kind: 'enquiry',
    name: NAME,
    mobile: '+60123456789',
    message: 'Is the car still available?',
    consent_at: new Date().toISOString(),
  });
  if (error) throw new Error(error.message);
});
test.afterAll(async () => {
  await serviceClient().from('leads').delete().eq('name', NAME);
});

/** supabase-js's and the staff shell's modules. */
const LATER = /\/_astro\/(supabase|StaffShell)\.[\w-]+\.js$/;

/** supabase-js and the staff shell never arrive: what shows is the first screen alone. */
const withoutSupabase = (page: Page) => page.route(LATER, (route) => route.abort());

test('the leads inbox draws its first leads before supabase-js has loaded, inert', async ({ page }) => {
  await signInPage(page, account);
  await withoutSupabase(page);
  await page.goto('/manage-inventory/leads');
  const first = page.locator('fieldset[disabled]');
  await expect(first.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(first.getByTestId('lead-card-name').filter({ hasText: NAME })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
});

test('the desk draws its tiles before supabase-js has loaded, inert, and nothing after them', async ({ page }) => {
  const { count } = await serviceClient()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null)
    .in('status', ['available', 'reserved']);
  await signInPage(page, account);
  await withoutSupabase(page);
  await page.goto('/manage-inventory/desk');
  const first = page.locator('fieldset[disabled]');
  await expect(first.getByRole('heading', { level: 1, name: "Dealer's desk" })).toBeVisible();
  await expect(first.getByTestId('desk-tile-for-sale').getByTestId('desk-tile-value')).toHaveText(String(count));
  await expect(page.getByTestId('desk-cars')).toHaveCount(0);
});

test("the owner's staff list is drawn before supabase-js has loaded, inert", async ({ page }) => {
  const owner = await createAccount('FirstOwner');
  const profile = await profileByEmail(owner.email);
  const { error } = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
  if (error) throw new Error(error.message);
  await signInPage(page, owner);
  await withoutSupabase(page);
  await page.goto('/manage-inventory/staff');
  const first = page.locator('fieldset[disabled]');
  await expect(first.getByRole('heading', { level: 1, name: 'Staff' })).toBeAttached();
  const staff = first.getByRole('list', { name: 'Staff accounts' });
  await expect(staff.getByRole('listitem').filter({ hasText: owner.username })).toContainText(`${owner.email} · Owner`);
  await expect(first.getByRole('button', { name: `Remove ${account.username}` })).toBeDisabled();
});

test('My account is drawn from the stored session before supabase-js has loaded, inert, and works once it has', async ({
  page,
}) => {
  const member = await createAccount('FirstAcct');
  await signInPage(page, member);
  // supabase-js and the shell are held until the first screen has been seen, then let through.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LATER, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/manage-inventory/account');
  const first = page.locator('fieldset[disabled]');
  await expect(first.getByRole('heading', { level: 1, name: 'My account' })).toBeAttached();
  await expect(first.getByText(`Signed in as ${member.email}`)).toBeVisible();
  await expect(first.getByTestId('two-factor-state')).toHaveText('Off');
  await expect(first.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  await expect(first.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Sign out of other devices' })).toBeDisabled();

  release();
  await expect(first).toHaveCount(0);
  await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out of other devices' }).click();
  await expectToast(page, 'Signed out of every other device');
});
