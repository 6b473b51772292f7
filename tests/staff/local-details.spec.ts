// The local details in the admin vehicle form: saved, prefilled on edit,
// cleared back to "not stated", and refused with the form's message when the database would refuse.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, signInPage, type StaffAccount } from '../support/e2e/staff';
import {
  dialog,
  fillVehicle,
  liveCount,
  purgeVehicles,
  vehiclesByModel,
  type VehicleText,
} from '../support/e2e/staff-admin';

test.describe.configure({ mode: 'serial' });

const MODEL = `E2E Recond ${Date.now().toString(36)}`;
const car: VehicleText = {
  make: 'Lexus',
  model: MODEL,
  year: '2019',
  price: '178000',
  mileage: '38000',
  color: 'Sonic Titanium',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  condition: 'Very Good',
  bodyType: 'Sedan',
};
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Local');
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

async function openAdmin(page: Page) {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
}

test('adds a vehicle with its local details and prefills them on edit', async ({ page }) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await fillVehicle(form, car);
  await expect(form.getByRole('group', { name: 'Local details (optional)' })).toBeVisible();
  await form.getByLabel('Origin').selectOption('Recond');
  await form.getByLabel('First Registered').fill('2021');
  await expect(form.getByLabel('First Registered')).toHaveAccessibleDescription(
    'Year of first registration in Malaysia; a recond may be registered later than it was built',
  );
  await form.getByLabel('Previous Owners').fill('0');
  await form.getByLabel('Warranty (months)').fill('12');
  await form.getByLabel('Engine Capacity (cc)').fill('2,487');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');
  const [row] = await vehiclesByModel(MODEL);
  expect(row).toMatchObject({
    origin: 'Recond',
    registration_year: 2021,
    previous_owners: 0,
    warranty_months: 12,
    engine_capacity_cc: 2487,
  });

  await page
    .getByRole('article', { name: `2019 Lexus ${MODEL}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = dialog(page, 'Edit Vehicle');
  await expect(edit.getByLabel('Origin')).toHaveValue('Recond');
  await expect(edit.getByLabel('First Registered')).toHaveValue('2021');
  await expect(edit.getByLabel('Previous Owners')).toHaveValue('0');
  await expect(edit.getByLabel('Warranty (months)')).toHaveValue('12');
  await expect(edit.getByLabel('Engine Capacity (cc)')).toHaveValue('2487');
  // Back to "not stated": empty fields store null.
  await edit.getByLabel('Origin').selectOption('');
  await edit.getByLabel('Warranty (months)').fill('');
  await edit.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  const [after] = await vehiclesByModel(MODEL);
  expect(after).toMatchObject({
    origin: null,
    warranty_months: null,
    registration_year: 2021,
    engine_capacity_cc: 2487,
  });
});

test('refuses what the database refuses, keeping what was typed', async ({ page }) => {
  const before = await liveCount();
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await fillVehicle(form, { ...car, model: `${MODEL} bad` });
  await form.getByLabel('First Registered').fill('2018');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, "Registration year must be a whole number from 2019 (the vehicle's year) to");
  await expect(form.getByLabel('First Registered')).toHaveValue('2018');

  await form.getByLabel('First Registered').fill('');
  await form.getByLabel('Fuel Type').selectOption('Electric');
  await form.getByLabel('Engine Capacity (cc)').fill('2000');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Leave engine capacity empty for an electric vehicle');

  await form.getByLabel('Engine Capacity (cc)').fill('');
  await form.getByLabel('Previous Owners').fill('21');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Previous owners must be a whole number from 0 to 20');
  await expect(form.getByLabel('Previous Owners')).toHaveValue('21');
  expect(await liveCount()).toBe(before);
});
