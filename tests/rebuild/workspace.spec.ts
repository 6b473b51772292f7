// The staff workspace through the rebuild loop, read from the served HTML: a corrected price shows
// no 'Price reduced' and no price history while a real cut shows both; a car deleted an hour ago
// and restored from 'Deleted' has its page back after the next rebuild.
import { expect, test } from '@playwright/test';
import { servedHtml, waitForIdle } from '../support/e2e/rebuild';
import { anonClient, createAccount, expectToast, serviceClient, signInPage } from '../support/e2e/staff';
import { purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const MAKE = 'Maserati';
const TYPO = `Corrected ${RUN}`;
const CUT = `Reduced ${RUN}`;
const GONE = `Restored ${RUN}`;

test.afterAll(async () => {
  await purgeVehicles([TYPO, CUT, GONE]);
});

async function insert(model: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .insert(anInsert({ make: MAKE, model, price: 239_888 }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function servedWhen(
  request: Parameters<typeof servedHtml>[0],
  path: string,
  ok: (html: string) => boolean,
): Promise<string> {
  let html = '';
  await expect.poll(async () => ok((html = (await servedHtml(request, path)).html)), { timeout: 180_000 }).toBe(true);
  return html;
}

test('a correction leaves no public trace, a cut does; a restored car comes back', async ({ page, request }) => {
  test.setTimeout(600_000);
  await waitForIdle(request);
  const typo = await insert(TYPO);
  const cut = await insert(CUT);
  const gone = await insert(GONE);
  await servedWhen(request, `/vehicle/${gone}/`, (h) => h.includes(GONE));
  await servedWhen(request, `/vehicle/${typo}/`, (h) => h.includes('MYR 239,888'));

  const account = await createAccount('Rebuild');
  const staff = anonClient();
  await staff.auth.signInWithPassword({ email: account.email, password: account.password });
  expect((await staff.rpc('correct_vehicle_price', { p_id: typo, p_price: 229_888 })).error).toBeNull();
  expect((await staff.from('vehicles').update({ price: 229_888 }).eq('id', cut)).error).toBeNull();
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  expect((await serviceClient().from('vehicles').update({ deleted_at: hourAgo }).eq('id', gone)).error).toBeNull();

  // The car's own part of its page, before 'Similar' (which may list the cut car below).
  const own = (html: string): string => html.split('aria-labelledby="similar-heading"')[0] ?? '';
  const corrected = own(await servedWhen(request, `/vehicle/${typo}/`, (h) => h.includes('MYR 229,888')));
  expect(corrected).toContain('MYR 229,888');
  expect(corrected).not.toContain('Price reduced');
  expect(corrected).not.toContain('data-testid="price-history"');
  const reduced = own(await servedWhen(request, `/vehicle/${cut}/`, (h) => h.includes('MYR 229,888')));
  expect(reduced).toContain('Price reduced');
  expect(reduced).toContain('data-testid="price-history"');
  const feed = (await servedHtml(request, '/feeds/price-drops.xml')).html;
  expect(feed).toContain(CUT);
  expect(feed).not.toContain(TYPO);
  await servedWhen(request, `/vehicle/${gone}/`, (h) => !h.includes(GONE));

  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('group', { name: 'Show the stock as' }).getByRole('button', { name: 'Deleted' }).click();
  await page
    .getByRole('list', { name: 'Deleted cars' })
    .getByRole('button', { name: `Restore 2022 ${MAKE} ${GONE}` })
    .click();
  await expectToast(page, 'Vehicle restored');
  await servedWhen(request, `/vehicle/${gone}/`, (h) => h.includes(GONE));
});
