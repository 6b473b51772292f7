// The owner's Publishing setting on /manage-inventory (docs/deploying.md): how often the host is asked to
// rebuild, what is waiting, and Publish now. The interval goes back to every edit afterwards (the
// rebuild specs rely on it).
import { expect, test } from '@playwright/test';
import {
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const MODEL = `E2E Publishing ${Date.now().toString(36)}`;
let owner: StaffAccount;
let carId = '';

test.beforeAll(async () => {
  owner = await createAccount('Publisher');
  const profile = await profileByEmail(owner.email);
  const { error } = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
  if (error) throw new Error(error.message);
});

test.afterAll(async () => {
  await serviceClient().rpc('set_publishing_policy', { p_min_interval_seconds: 0 });
  if (carId) await serviceClient().from('vehicles').delete().eq('id', carId);
});

test('the owner chooses the interval, sees what waits and publishes it now', async ({ page }) => {
  await signInPage(page, owner);
  await page.goto('/manage-inventory/publishing');
  const section = page.getByRole('region', { name: 'Publishing' });
  const select = section.getByLabel('An edit shows on the site');
  await expect(select).toHaveValue('0');
  // The dealer's words in the choice; the hosts only in the help under it.
  await expect(select.locator('option')).toHaveText([
    'Right away',
    'Within 15 minutes',
    'Within an hour',
    'Within 2 hours',
    'Within 6 hours',
    'Within a day',
    'Within 2 days',
  ]);
  await expect(select).toHaveAccessibleDescription(
    "Each host rebuilds the site only so often. Choose the quickest yours allows: right away on this project's own server; within 15 minutes on Cloudflare Pages (paid) or Vercel Pro; within an hour on GitHub Pages; within 2 hours on Cloudflare Pages Free; within 6 hours on Netlify Pro; within a day on Netlify Personal; within 2 days on Netlify Free.",
  );

  await select.selectOption({ label: 'Within 2 hours' });
  await expectToast(page, 'Publishing setting saved');
  await expect(select).toHaveValue('7200');

  // A new car goes to the host at once or waits; its next edit waits within the interval.
  const { data, error } = await serviceClient()
    .from('vehicles')
    .insert(
      anInsert({
        make: 'Aston Martin',
        model: MODEL,
        price: 1_100_000,
        mileage: 9000,
        body_type: 'Coupe',
        color: 'Racing Green',
      }),
    )
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  carId = (data as { id: string }).id;
  await serviceClient().from('vehicles').update({ price: 1_090_000 }).eq('id', carId);

  await page.reload();
  await expect(section.getByRole('status')).toContainText(/^Edits since .+ are waiting to be published\./);
  await section.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, 'Sent to the host for publishing');
  await expect(section.getByRole('status')).toContainText(/^Everything is published\. Last sent to the host /);
  await expect(section.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await expect(select).toHaveValue('7200');
});
