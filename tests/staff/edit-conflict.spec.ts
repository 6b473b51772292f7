// No lost edits: two staff members, each in their own browser, open the same vehicle. The first
// save wins; the second is refused with the spec'd message, keeps what was typed, and offers
// their version or a deliberate save over it. The database shows exactly what was chosen.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createAccount, expectToast, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog, purgeVehicles, vehiclesByModel } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const MODEL = `E2E Shared ${Date.now().toString(36)}`;
const NAME = `2022 BMW ${MODEL}`;
const CONFLICT = 'This vehicle was changed by someone else since you opened it.';
let alice: StaffAccount;
let bob: StaffAccount;

test.beforeAll(async () => {
  [alice, bob] = await Promise.all([createAccount('Alice'), createAccount('Bob')]);
  const { error } = await serviceClient()
    .from('vehicles')
    .insert(anInsert({ model: MODEL }));
  expect(error).toBeNull();
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

/** A separate browser (its own storage and session) with the vehicle's Edit dialog open. */
async function editIn(browser: Browser, account: StaffAccount): Promise<{ page: Page; form: Locator }> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('article', { name: NAME }).getByRole('button', { name: /^Edit/ }).click();
  const form = dialog(page, 'Edit Vehicle');
  await expect(form.getByLabel('Model')).toHaveValue(MODEL);
  return { page, form };
}

const stored = async () => {
  const [row] = await vehiclesByModel(MODEL);
  return { price: Number(row!.price), color: row!.color, mileage: row!.mileage };
};

test("a save over someone else's newer save is refused, keeps what was typed, and loads theirs on request", async ({
  browser,
}) => {
  const a = await editIn(browser, alice);
  const b = await editIn(browser, bob);

  await a.form.getByLabel('Price (MYR)').fill('188000');
  await a.form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(a.page, 'Vehicle updated successfully');

  await b.form.getByLabel('Color').fill('Portimao Blue');
  await b.form.getByRole('button', { name: 'Update Vehicle' }).click();
  const notice = b.form.getByRole('alert').filter({ hasText: CONFLICT });
  await expect(notice).toBeVisible();
  await expectToast(b.page, CONFLICT);
  // Nothing of Bob's is lost, nothing of Alice's is overwritten.
  await expect(b.form.getByLabel('Color')).toHaveValue('Portimao Blue');
  await expect(b.form.getByLabel('Price (MYR)')).toHaveValue('299000');
  await expect(b.form.getByRole('button', { name: 'Update Vehicle' })).toBeDisabled();
  expect(await stored()).toEqual({ price: 188000, color: 'Black Sapphire', mileage: 12000 });

  await notice.getByRole('button', { name: 'Load their version' }).click();
  await expect(notice).toBeHidden();
  await expect(b.form.getByLabel('Price (MYR)')).toHaveValue('188000');
  await expect(b.form.getByLabel('Color')).toHaveValue('Black Sapphire');
  await b.form.getByLabel('Color').fill('Portimao Blue');
  await b.form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(b.page, 'Vehicle updated successfully');
  expect(await stored()).toEqual({ price: 188000, color: 'Portimao Blue', mileage: 12000 });
});

test('keeping my changes after a refusal saves them over theirs only when asked', async ({ browser }) => {
  const a = await editIn(browser, alice);
  const b = await editIn(browser, bob);

  await a.form.getByLabel('Mileage (KM)').fill('15000');
  await a.form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(a.page, 'Vehicle updated successfully');

  await b.form.getByLabel('Price (MYR)').fill('179000');
  await b.form.getByRole('button', { name: 'Update Vehicle' }).click();
  const notice = b.form.getByRole('alert').filter({ hasText: CONFLICT });
  await expect(notice).toBeVisible();
  expect(await stored()).toEqual({ price: 188000, color: 'Portimao Blue', mileage: 15000 });

  await notice.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(b.form.getByLabel('Price (MYR)')).toHaveValue('179000');
  await b.form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(b.page, 'Vehicle updated successfully');
  // Bob chose to replace Alice's version with his form, her mileage included.
  expect(await stored()).toEqual({ price: 179000, color: 'Portimao Blue', mileage: 12000 });
});
