// The staff workspace (docs/features.md, "Staff workspace"): the site's menu leads to the staff
// pages and their navigation, on phones too; the stock table sorts by days in stock and by photos
// and marks three cars sold at once; a car deleted an hour ago is restored from 'Deleted'; 'Correct
// a mistake' leaves no public trace while a real cut does; a sales account is offered no Delete and
// the database refuses it one.
import { expect, test, type Page } from '@playwright/test';
import {
  adminReady,
  anonClient,
  createAccount,
  expectToast,
  profileByEmail,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';
import { dialog, purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';
import { gotoScripted } from '../support/e2e/public';

const RUN = Date.now().toString(36);
const MAKE = `Ws${RUN}`;
const models = { table: ['Table A', 'Table B', 'Table C'], gone: 'Gone', typo: 'Typo', cut: 'Cut', kept: 'Kept' };
const all = [...models.table, models.gone, models.typo, models.cut, models.kept].map((m) => `${m} ${RUN}`);

let manager: StaffAccount;
const ids: Record<string, string> = {};

async function insert(model: string, over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .insert(anInsert({ make: MAKE, model: `${model} ${RUN}`, ...over }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function row(id: string) {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .select('price, previous_price, status, deleted_at')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data as { price: number; previous_price: number | null; status: string; deleted_at: string | null };
}

test.beforeAll(async () => {
  manager = await createAccount('Workspace');
  const day = 86_400_000;
  // Listed 40, 5 and 20 days ago: sorted by days in stock they read B, C, A. With 3, 0 and 1
  // photos: sorted by photos they read B, C, A too, and A, C, B the other way.
  // The car's own photos (the placeholder a car without photos shows is not counted).
  const photos = (n: number) => Array.from({ length: n }, (_, i) => `/seed/workspace-${i}.jpg`);
  const listed = (days: number) => new Date(Date.now() - days * day).toISOString();
  ids.a = await insert(models.table[0]!, { created_at: listed(40), images: photos(3) });
  ids.b = await insert(models.table[1]!, { created_at: listed(5), images: photos(0) });
  ids.c = await insert(models.table[2]!, { created_at: listed(20), images: photos(1) });
  ids.gone = await insert(models.gone, { deleted_at: new Date(Date.now() - 3_600_000).toISOString() });
  ids.typo = await insert(models.typo, { price: 239_888 });
  ids.cut = await insert(models.cut, { price: 239_888 });
  ids.kept = await insert(models.kept);
});
test.afterAll(async () => {
  await purgeVehicles(all);
});

test('the site menu leads a signed-in staff member to the staff pages, on phones too', async ({ page }) => {
  await signInPage(page, manager);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Manage Inventory' }).first().click();
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  for (const name of ['Stock', 'Leads', 'Desk', 'My account'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/manage-inventory/account');

  // On a phone the owner (who alone has Staff and Publishing) finds every staff page from the menu.
  const owner = await createAccount('WsOwner');
  const profile = await profileByEmail(owner.email);
  const made = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
  if (made.error) throw new Error(made.error.message);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, owner);
  await gotoScripted(page, '/');
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'Manage Inventory' }).click();
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
  // The links are measured below: the admin's own, not the first cards' it replaces.
  await adminReady(page);
  const phoneNav = page.getByRole('navigation', { name: 'Staff pages' });
  const pages: [string, string][] = [
    ['Stock', '/manage-inventory'],
    ['Leads', '/manage-inventory/leads'],
    ['Desk', '/manage-inventory/desk'],
    ['Staff', '/manage-inventory/staff'],
    ['Publishing', '/manage-inventory/publishing'],
    ['My account', '/manage-inventory/account'],
  ];
  for (const [name, href] of pages) {
    const link = phoneNav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
    // Within the phone's width: the links wrap, none is cut off to the side.
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await phoneNav.getByRole('link', { name: 'Publishing', exact: true }).click();
  await expect(page).toHaveURL(/\/manage-inventory\/publishing\/?$/);
  await expect(phoneNav.getByRole('link', { name: 'Publishing', exact: true })).toHaveAttribute('aria-current', 'page');
  await phoneNav.getByRole('link', { name: 'Stock', exact: true }).click();
  await expect(page).toHaveURL(/\/manage-inventory\/?$/);
});

async function openTable(page: Page): Promise<void> {
  await signInPage(page, manager);
  await page.goto('/manage-inventory');
  await page.getByRole('group', { name: 'Show the stock as' }).getByRole('button', { name: 'Table' }).click();
  await page.getByLabel('Search vehicles by make, model or stock number').fill(MAKE);
}

test('the stock table sorts by days in stock and by photos, and marks three cars sold at once', async ({ page }) => {
  await openTable(page);
  const table = page.getByRole('table', { name: 'Stock' });
  const cars = table.getByRole('row').filter({ hasText: 'Table ' });
  await expect(cars).toHaveCount(3);
  // Fewest days first (the default), then most.
  await expect(cars.nth(0)).toContainText(`Table B ${RUN}`);
  await expect(cars.nth(0)).toContainText('5');
  await table.getByRole('button', { name: 'Days in stock' }).click();
  await expect(cars.nth(0)).toContainText(`Table A ${RUN}`);
  await expect(cars.nth(2)).toContainText(`Table B ${RUN}`);
  // Photos, the sixth column after the checkbox: fewest first, then most.
  const photosCell = (n: number) => cars.nth(n).getByRole('cell').nth(6);
  await table.getByRole('button', { name: 'Photos' }).click();
  await expect(table.getByRole('columnheader', { name: 'Photos' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(cars.nth(0)).toContainText(`Table B ${RUN}`);
  await expect(cars.nth(1)).toContainText(`Table C ${RUN}`);
  await expect(cars.nth(2)).toContainText(`Table A ${RUN}`);
  await expect(photosCell(0)).toHaveText('0');
  await expect(photosCell(2)).toHaveText('3');
  await table.getByRole('button', { name: 'Photos' }).click();
  await expect(cars.nth(0)).toContainText(`Table A ${RUN}`);
  await expect(photosCell(0)).toHaveText('3');
  await expect(cars.nth(2)).toContainText(`Table B ${RUN}`);

  for (const m of models.table) await table.getByRole('checkbox', { name: new RegExp(`${m} ${RUN}$`) }).check();
  const bar = page.getByRole('region', { name: '3 selected' });
  await bar.getByRole('button', { name: 'Mark sold' }).click();
  await expectToast(page, '3 cars changed');
  for (const id of [ids.a!, ids.b!, ids.c!]) expect((await row(id)).status).toBe('sold');
  await expect(cars.nth(0)).toContainText('Sold');

  // The choice of the table is remembered.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Stock' })).toBeVisible();
});

test('a car deleted an hour ago is restored from Deleted', async ({ page }) => {
  await signInPage(page, manager);
  await page.goto('/manage-inventory');
  await page.getByRole('group', { name: 'Show the stock as' }).getByRole('button', { name: 'Deleted' }).click();
  const list = page.getByRole('list', { name: 'Deleted cars' });
  await list.getByRole('button', { name: `Restore 2022 ${MAKE} ${models.gone} ${RUN}` }).click();
  await expectToast(page, 'Vehicle restored');
  expect((await row(ids.gone!)).deleted_at).toBeNull();
});

test('a correction leaves no public trace; a real cut does', async ({ page }) => {
  await signInPage(page, manager);
  await page.goto('/manage-inventory');
  await page.getByLabel('Search vehicles by make, model or stock number').fill(`${models.typo} ${RUN}`);
  await page
    .getByRole('article', { name: `2022 ${MAKE} ${models.typo} ${RUN}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const form = dialog(page, 'Edit Vehicle');
  await form.getByLabel('Price (MYR)').fill('229888');
  await form.getByRole('radio', { name: 'Correct a mistake' }).check();
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Price corrected');
  expect(await row(ids.typo!)).toMatchObject({ price: 229_888, previous_price: null });
  expect((await anonClient().rpc('vehicle_price_history', { p_id: ids.typo })).data).toEqual([]);

  await page.getByLabel('Search vehicles by make, model or stock number').fill(`${models.cut} ${RUN}`);
  await page
    .getByRole('article', { name: `2022 ${MAKE} ${models.cut} ${RUN}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  await form.getByLabel('Price (MYR)').fill('229888');
  await expect(form.getByRole('radio', { name: 'Change the price' })).toBeChecked();
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  expect(await row(ids.cut!)).toMatchObject({ price: 229_888, previous_price: 239_888 });
  const history = (await anonClient().rpc('vehicle_price_history', { p_id: ids.cut })).data as { price: number }[];
  expect(history.map((h) => h.price)).toEqual([239_888, 229_888]);
});

test('a sales account is offered no Delete, and the database refuses it one', async ({ page }) => {
  const sales = await createAccount('Sales');
  const profile = await profileByEmail(sales.email);
  const { error } = await serviceClient().rpc('set_staff_member_role', { p_user_id: profile?.id, p_role: 'sales' });
  if (error) throw new Error(error.message);

  await signInPage(page, sales);
  await page.goto('/manage-inventory');
  await page.getByLabel('Search vehicles by make, model or stock number').fill(`${models.kept} ${RUN}`);
  const card = page.getByRole('article', { name: `2022 ${MAKE} ${models.kept} ${RUN}` });
  await expect(card.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);

  const client = anonClient();
  await client.auth.signInWithPassword({ email: sales.email, password: sales.password });
  const refused = await client.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', ids.kept);
  expect(refused.error?.code).toBe('42501');
  expect((await row(ids.kept!)).deleted_at).toBeNull();
});
