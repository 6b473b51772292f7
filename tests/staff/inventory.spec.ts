// The manage-inventory admin: add with images, limits, validation, edit, delete and undo,
// and a save that fails. Each checks the screen and the database.
import { expect, test, type Page } from '@playwright/test';
import { createAccount, expectToast, signInPage, type StaffAccount } from '../support/e2e/staff';
import {
  bucketNames,
  chooseImages,
  dialog,
  expectCounter,
  fillVehicle,
  liveCount,
  purgeVehicles,
  vehiclesByModel,
  type VehicleText,
} from '../support/e2e/staff-admin';
import { pngFile, pngSize } from '../support/e2e/staff-png';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const MODEL = `E2E Coupe ${run}`;
const FAIL_MODEL = `E2E Offline ${run}`;
let account: StaffAccount;

const car: VehicleText = {
  make: 'Porsche',
  model: MODEL,
  year: '2022',
  price: '612,500',
  mileage: '18000',
  color: 'Gentian Blue',
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  condition: 'Excellent',
  bodyType: 'Coupe',
  features: ' Sport Chrono , , BOSE, Matrix LED ',
  exterior: '21-inch wheels, Sport exhaust',
};

test.beforeAll(async () => {
  account = await createAccount('Admin');
});
test.afterAll(async () => {
  await purgeVehicles([MODEL, FAIL_MODEL]);
});

async function openAdmin(page: Page) {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await expect(page.getByText('Add, edit, and manage your vehicle inventory')).toBeVisible();
}

test('adds a vehicle with three uploaded images, reordered and downscaled', async ({ page }) => {
  const before = await liveCount();
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await fillVehicle(form, car);
  await chooseImages(page, form, [
    pngFile('front.png', 2400, 1200, [200, 30, 30]),
    pngFile('side.PNG', 640, 480, [30, 200, 30]),
    pngFile('rear.png', 300, 600, [30, 30, 200]),
  ]);
  await expectCounter(form, 3);
  await expect(form.getByRole('img', { name: /Image \d of 3/ })).toHaveCount(3);
  await form.getByRole('button', { name: 'Move image 3 earlier' }).click(); // rear before side
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');
  await expect(form).toBeHidden();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`2022 Porsche ${MODEL}`);

  const [row] = await vehiclesByModel(MODEL);
  expect(row).toMatchObject({
    make: 'Porsche',
    year: 2022,
    mileage: 18000,
    color: 'Gentian Blue',
    fuel_type: 'Gasoline',
    deleted_at: null,
    features: ['Sport Chrono', 'BOSE', 'Matrix LED'],
    vehicle_details: { exterior: ['21-inch wheels', 'Sport exhaust'], interior: [], drivetrain: [] },
  });
  expect(Number(row!.price)).toBe(612500);
  expect(await liveCount()).toBe(before + 1);
  expect(row!.images).toHaveLength(3);
  const sizes = [];
  for (const url of row!.images) {
    expect(url).toMatch(/\/storage\/v1\/object\/public\/vehicle-images\/\d{13}-[0-2]\.png$/);
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    sizes.push(pngSize(await res.body()));
  }
  // Order as arranged (front, rear, side); the 2400 px photo arrived with a 2000 px long edge.
  expect(sizes).toEqual([
    { width: 2000, height: 1000 },
    { width: 300, height: 600 },
    { width: 640, height: 480 },
  ]);
});

test('enforces the 15-image limit', async ({ page }) => {
  const before = await liveCount();
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  const many = (n: number) => Array.from({ length: n }, (_, i) => pngFile(`p${i}.png`, 8, 8, [i * 10, 0, 0]));
  await chooseImages(page, form, [{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
  await expectToast(page, 'Only JPEG, PNG, WebP and AVIF images are allowed');
  await expectCounter(form, 0);
  await chooseImages(page, form, many(16));
  await expectToast(page, 'Maximum 15 images allowed');
  await expectCounter(form, 0);
  await chooseImages(page, form, many(15));
  await expectCounter(form, 15);
  await expect(form.getByRole('button', { name: 'Maximum Images Reached' })).toBeDisabled();
  await form.getByRole('button', { name: 'Remove image 15' }).click();
  await expectCounter(form, 14);
  await expect(form.getByRole('button', { name: 'Upload Images' })).toBeEnabled();
  await chooseImages(page, form, many(2));
  await expectToast(page, 'Maximum 15 images allowed');
  await expectCounter(form, 14);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
  await expect(form).toBeHidden();
  expect(await liveCount()).toBe(before);
});

test('asks for the required fields and keeps what was typed', async ({ page }) => {
  const before = await liveCount();
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await form.getByLabel('Make').fill('Jaguar');
  await form.getByLabel('Year').fill('2020');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Error: Please fill in all required fields');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Make')).toHaveValue('Jaguar');
  await expect(form.getByLabel('Year')).toHaveValue('2020');
  await fillVehicle(form, { ...car, year: '20x0' });
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, /Year must be a whole number/);
  await expect(form.getByLabel('Year')).toHaveValue('20x0');
  expect(await liveCount()).toBe(before);
});

test('edits a vehicle, prefilled', async ({ page }) => {
  await openAdmin(page);
  const card = page.getByRole('article', { name: `2022 Porsche ${MODEL}` });
  await card.getByRole('button', { name: /^Edit/ }).click();
  const form = dialog(page, 'Edit Vehicle');
  await expect(form.getByLabel('Model')).toHaveValue(MODEL);
  await expect(form.getByLabel('Price (MYR)')).toHaveValue('612500');
  await expect(form.getByLabel('Features')).toHaveValue('Sport Chrono, BOSE, Matrix LED');
  await expectCounter(form, 3);
  await form.getByLabel('Price (MYR)').fill('599000');
  await form.getByLabel('Condition').selectOption('Very Good');
  await form.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  await expect(card.getByText('MYR 599,000')).toBeVisible();
  const [row] = await vehiclesByModel(MODEL);
  expect(Number(row!.price)).toBe(599000);
  expect(row).toMatchObject({ condition: 'Very Good' });
  expect(row!.images).toHaveLength(3);
});

test('deletes without confirmation, and Undo restores', async ({ page }) => {
  await openAdmin(page);
  const before = await liveCount();
  const card = page.getByRole('article', { name: `2022 Porsche ${MODEL}` });
  const trash = card.getByRole('button', { name: `Delete 2022 Porsche ${MODEL}` });
  // First with the server unreachable: the card stays and nothing changes.
  await page.route('**/rest/v1/vehicles**', (route) =>
    route.request().method() === 'PATCH' ? route.abort('connectionrefused') : route.continue(),
  );
  await trash.click();
  await expectToast(page, 'Failed to delete vehicle');
  await expect(card).toBeVisible();
  expect((await vehiclesByModel(MODEL))[0]?.deleted_at).toBeNull();
  await page.unroute('**/rest/v1/vehicles**');

  const clickedAt = Date.now();
  await trash.click();
  await expectToast(page, 'Vehicle deleted successfully');
  await expect(card).toHaveCount(0);
  // Soft-deleted at the moment of the click.
  const deletedAt = Date.parse((await vehiclesByModel(MODEL))[0]?.deleted_at ?? '');
  expect(deletedAt).toBeGreaterThanOrEqual(clickedAt - 1000);
  expect(deletedAt).toBeLessThanOrEqual(Date.now() + 1000);
  expect(await liveCount()).toBe(before - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  expect((await vehiclesByModel(MODEL))[0]?.deleted_at).toBeNull();
  expect(await liveCount()).toBe(before);
});

// "Server stopped" is simulated by aborting the browser's REST call (the shared e2e server
// keeps running for the other specs): the upload succeeds, the insert fails.
test('a save that fails keeps the form and leaves no uploaded files behind', async ({ page }) => {
  const before = await liveCount();
  const filesBefore = new Set(await bucketNames());
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await fillVehicle(form, { ...car, model: FAIL_MODEL });
  await chooseImages(page, form, [pngFile('a.png', 40, 30, [9, 9, 9]), pngFile('b.png', 30, 40, [99, 9, 9])]);
  await page.route('**/rest/v1/vehicles**', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
  );
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Failed to save vehicle');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Model')).toHaveValue(FAIL_MODEL);
  await expect(form.getByLabel('Price (MYR)')).toHaveValue('612,500');
  await expect(form.getByLabel('Body Type')).toHaveValue('Coupe');
  await expectCounter(form, 2);
  expect(await vehiclesByModel(FAIL_MODEL)).toHaveLength(0);
  expect(await liveCount()).toBe(before);
  await expect.poll(async () => (await bucketNames()).filter((n) => !filesBefore.has(n))).toEqual([]);

  // With the server reachable again, the same form saves as it was.
  await page.unroute('**/rest/v1/vehicles**');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');
  const [row] = await vehiclesByModel(FAIL_MODEL);
  expect(row!.images).toHaveLength(2);
});

test('an empty inventory shows the empty state, whose button opens the form', async ({ page }) => {
  // The seed is never empty, so the provider's answer is made empty for this page only.
  await page.route('**/rest/v1/vehicles**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
      : route.continue(),
  );
  await openAdmin(page);
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await expect(page.getByText('Start by adding your first vehicle to the inventory')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add First Vehicle' }).click();
  await expect(dialog(page, 'Add New Vehicle')).toBeVisible();
  expect(await liveCount()).toBeGreaterThan(0);
});
