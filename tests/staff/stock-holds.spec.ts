// The stock table, bulk actions and edits in a browser: the table with "All statuses" shows a
// draft without a year, price or photos; a car showing only the placeholder has 0 photos; a bulk
// delete asks first, naming the count, and Undo brings the cars back; a sales account's cut below
// the day's floor is stopped at the price field with the lowest price and never sent; the private
// note is saved to its staff-only table and shown in the table.
import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  toast,
  type StaffAccount,
} from '../support/e2e/staff';
import { dialog, purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

const RUN = Date.now().toString(36);
const MAKE = `Sh${RUN}`;
const models = {
  bare: `Bare ${RUN}`,
  placeholder: `Placeholder ${RUN}`,
  del: [`Del A ${RUN}`, `Del B ${RUN}`, `Del C ${RUN}`],
  cut: `Cut ${RUN}`,
  note: `Note ${RUN}`,
};
const all = [models.bare, models.placeholder, ...models.del, models.cut, models.note];

let manager: StaffAccount;
let sales: StaffAccount;
const ids: Record<string, string> = {};

async function insert(row: Record<string, unknown>): Promise<string> {
  const { data, error } = await serviceClient().from('vehicles').insert(row).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const deletedAt = async (id: string) =>
  (
    (await serviceClient().from('vehicles').select('deleted_at').eq('id', id).single()).data as {
      deleted_at: string | null;
    }
  ).deleted_at;

test.beforeAll(async () => {
  manager = await createAccount('Holds');
  sales = await createAccount('HoldsSales');
  const profile = await profileByEmail(sales.email);
  const made = await serviceClient().rpc('set_staff_member_role', { p_user_id: profile?.id, p_role: 'sales' });
  if (made.error) throw new Error(made.error.message);
  ids.bare = await insert({ make: MAKE, model: models.bare, status: 'draft' });
  ids.placeholder = await insert(anInsert({ make: MAKE, model: models.placeholder, images: ['/placeholder.svg'] }));
  for (const [i, model] of models.del.entries()) ids[`del${i}`] = await insert(anInsert({ make: MAKE, model }));
  ids.cut = await insert(anInsert({ make: MAKE, model: models.cut, price: 200_000 }));
  ids.note = await insert(anInsert({ make: MAKE, model: models.note }));
});
test.afterAll(async () => {
  await purgeVehicles(all);
});

async function openTable(page: Page, who: StaffAccount, search: string): Promise<void> {
  await signInPage(page, who);
  await page.goto('/manage-inventory');
  await page.getByRole('group', { name: 'Show the stock as' }).getByRole('button', { name: 'Table' }).click();
  await page.getByLabel('Search vehicles by make, model or stock number').fill(search);
}

async function openEditor(page: Page, who: StaffAccount, model: string) {
  await signInPage(page, who);
  await page.goto('/manage-inventory');
  await page.getByLabel('Search vehicles by make, model or stock number').fill(model);
  await page
    .getByRole('article', { name: `2022 ${MAKE} ${model}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  return dialog(page, 'Edit Vehicle');
}

test('the table with every status shows a draft without a year or price, and 0 photos for the placeholder', async ({
  page,
}) => {
  await openTable(page, manager, MAKE);
  const table = page.getByRole('table', { name: 'Stock' });
  const bare = table.getByRole('row').filter({ hasText: `${MAKE} ${models.bare}` });
  await expect(bare).toBeVisible();
  // Cells after the checkbox: stock no., car, price, days, status, photos.
  await expect(bare.getByRole('cell').nth(2)).toHaveText(`${MAKE} ${models.bare}`);
  await expect(bare.getByRole('cell').nth(3)).toHaveText('No price yet');
  await expect(bare.getByRole('cell').nth(5)).toHaveText('Draft');
  await expect(bare.getByRole('cell').nth(6)).toHaveText('0');
  const placeholder = table.getByRole('row').filter({ hasText: models.placeholder });
  await expect(placeholder.getByRole('cell').nth(6)).toHaveText('0');
  await expect(page.getByText('Failed to load vehicles')).toHaveCount(0);
});

test('a bulk delete asks first, naming the count, and Undo brings the three cars back', async ({ page }) => {
  await openTable(page, manager, MAKE);
  const table = page.getByRole('table', { name: 'Stock' });
  for (const m of models.del) await table.getByRole('checkbox', { name: `Select 2022 ${MAKE} ${m}` }).check();
  const bar = page.getByRole('region', { name: '3 selected' });

  await bar.getByRole('button', { name: 'Delete' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete 3 cars?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep them' }).click();
  await expect(ask).toHaveCount(0);
  for (const i of [0, 1, 2]) expect(await deletedAt(ids[`del${i}`]!)).toBeNull();

  await bar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 3 cars?' })
    .getByRole('button', { name: 'Delete 3 cars' })
    .click();
  await expectToast(page, '3 cars deleted');
  for (const i of [0, 1, 2]) expect(await deletedAt(ids[`del${i}`]!)).not.toBeNull();
  await expect(table.getByRole('row').filter({ hasText: 'Del ' })).toHaveCount(0);

  await toast(page, '3 cars deleted').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, '3 cars restored');
  for (const i of [0, 1, 2]) expect(await deletedAt(ids[`del${i}`]!)).toBeNull();
  await expect(table.getByRole('row').filter({ hasText: 'Del ' })).toHaveCount(3);
});

test("a sales account's cut below the day's floor is stopped at the price, naming MYR 180,000, and never sent", async ({
  page,
}) => {
  const form = await openEditor(page, sales, models.cut);
  const price = form.getByLabel('Price (MYR)');
  await price.fill('170000');
  const reason =
    "A sales account may lower this price to MYR 180,000 at most today (the owner's limit counts every cut of the last 24 hours). Ask a manager for more.";
  await expect(form.getByText(reason)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  // 'Correct a mistake' is offered on a car listed today, saying until when.
  await expect(form.getByRole('radio', { name: 'Correct a mistake' })).toBeEnabled();
  await expect(
    form.getByText(/^Possible until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(24 hours after/),
  ).toBeVisible();

  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/rest/v1/vehicles')) sent++;
  });
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expect(price).toBeFocused();
  expect(sent).toBe(0);
  const row = await serviceClient().from('vehicles').select('price').eq('id', ids.cut).single();
  expect(row.data).toEqual({ price: 200_000 });

  await price.fill('180000');
  await expect(form.getByText(reason)).toHaveCount(0);
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  const after = await serviceClient().from('vehicles').select('price').eq('id', ids.cut).single();
  expect(after.data).toEqual({ price: 180_000 });
});

test('the private note is saved to its staff-only table and shown in the stock table', async ({ page }) => {
  const form = await openEditor(page, manager, models.note);
  await form.getByLabel('Private note (staff only)').fill('Sold to Dr. Lim, deposit paid');
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  const stored = await serviceClient().from('vehicle_private_notes').select('note').eq('vehicle_id', ids.note).single();
  expect(stored.data).toEqual({ note: 'Sold to Dr. Lim, deposit paid' });

  await page.getByRole('group', { name: 'Show the stock as' }).getByRole('button', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: 'Stock' });
  await expect(table.getByRole('columnheader', { name: 'Private note' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: models.note })).toContainText('Sold to Dr. Lim, deposit paid');
});
