// The chassis number and the motor power in the staff form: saved (the chassis number in its
// staff-only table), prefilled on edit, refused in a form the database would refuse. That visitors
// get only its last 4 characters (docs/features.md, 'Chassis numbers'): schema-chassis.int.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog, fillVehicle, purgeVehicles, vehiclesByModel, type VehicleText } from '../support/e2e/staff-admin';

test.describe.configure({ mode: 'serial' });

const MODEL = `E2E Chassis ${Date.now().toString(36)}`;
const car: VehicleText = {
  make: 'Toyota',
  model: MODEL,
  year: '2021',
  price: '168000',
  mileage: '21000',
  color: 'White Pearl',
  fuelType: 'Electric',
  transmission: 'Automatic',
  condition: 'Excellent',
  bodyType: 'SUV',
};
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Chassis');
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

async function openAdmin(page: Page) {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
}

test('staff save a chassis number and the motor power, refused in a form the database would refuse, prefilled on edit', async ({
  page,
}) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await fillVehicle(form, car);
  await form.getByLabel('Motor Power (kW)').fill('150');
  await form.getByLabel('Chassis Number').fill('gr s191');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(form.getByText('Chassis number: 5 to 30 letters, digits or hyphens, like GRS191-0012345')).toBeVisible();
  await form.getByLabel('Chassis Number').fill('zwr80-0012345');
  await expect(form.getByLabel('Chassis Number')).toHaveAccessibleDescription(
    'Not a VIN: kept on the staff pages only.',
  );
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');

  const [row] = await vehiclesByModel(MODEL);
  expect(row).toMatchObject({ motor_power_kw: 150 });
  const id = (row as { id: string }).id;
  const stored = await serviceClient().from('vehicle_identifiers').select('chassis_number').eq('vehicle_id', id);
  expect(stored.data).toEqual([{ chassis_number: 'ZWR80-0012345' }]);

  await page
    .getByRole('article', { name: `2021 Toyota ${MODEL}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = dialog(page, 'Edit Vehicle');
  await expect(edit.getByLabel('Chassis Number')).toHaveValue('ZWR80-0012345');
  await expect(edit.getByLabel('Motor Power (kW)')).toHaveValue('150');
  await edit.getByRole('button', { name: 'Cancel' }).click();
});
