// The vehicle dialog's own behaviour: every invalid field marked at its place (at phone and desktop
// widths), length counters instead of silent cuts, photos that cannot be opened refused by name,
// unsaved changes asked about before they are thrown away, and photo order by drag and keyboard.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, expectToast, signInPage, toast, type StaffAccount } from '../support/e2e/staff';
import {
  chooseImages,
  dialog,
  expectCounter,
  fillVehicle,
  liveCount,
  purgeVehicles,
  vehiclesByModel,
} from '../support/e2e/staff-admin';
import { pngFile, pngSize } from '../support/e2e/staff-png';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const ORDER_MODEL = `E2E Order ${run}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Dialog');
});
test.afterAll(async () => {
  await purgeVehicles([ORDER_MODEL, `E2E Banner ${run}`]);
});

async function openAdd(page: Page): Promise<Locator> {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('heading', { name: 'Manage Inventory' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add New Vehicle');
  await expect(form).toBeVisible();
  return form;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('marks every invalid field beside it, focuses the first, and keeps the toast off the button', async ({
      page,
    }) => {
      const before = await liveCount();
      const form = await openAdd(page);
      await form.getByLabel('Price (MYR)').fill('-5000');
      await form.getByLabel('Model').fill('M'.repeat(144));
      // Counted as typed, never cut.
      await expect(form.getByLabel('Model')).toHaveValue('M'.repeat(144));
      await expect(form.getByText('144/60 (84 too many)')).toBeVisible();
      const submit = form.getByRole('button', { name: 'Add Vehicle' });
      await submit.click();

      await expectToast(page, 'Error: Please fill in all required fields');
      // Measured while the toast shows: it leaves after a few seconds, and the checks below can
      // outlast it on a busy machine.
      const toastBox = await toast(page, 'Error: Please fill in all required fields').first().boundingBox();
      const buttonBox = await submit.boundingBox();
      expect(toastBox && buttonBox && overlaps(toastBox, buttonBox)).toBe(false);
      await expect(form.getByLabel('Make')).toBeFocused();
      const expected: Array<['textbox' | 'combobox', string, string]> = [
        ['textbox', 'Make', 'Make is required'],
        ['textbox', 'Model', 'Model must be at most 60 characters'],
        ['textbox', 'Year', 'Year is required'],
        ['textbox', 'Price (MYR)', 'Price cannot be negative: enter the asking price in MYR, like 285000'],
        ['textbox', 'Mileage (KM)', 'Mileage is required'],
        ['textbox', 'Color', 'Color is required'],
        ['combobox', 'Fuel Type', 'Fuel Type is required'],
        ['combobox', 'Transmission', 'Transmission is required'],
        ['combobox', 'Condition', 'Condition is required'],
        ['combobox', 'Body Type', 'Body Type is required'],
      ];
      for (const [role, label, message] of expected) {
        const field = form.getByRole(role, { name: label, exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(form.getByText('Price must be a number in MYR, like 285000 or 285000.50')).toHaveCount(0);
      await expect(form.getByLabel('Features')).not.toHaveAttribute('aria-invalid', 'true');

      // Correcting a field clears its mark; what was typed stays.
      await form.getByLabel('Make').fill('Audi');
      await expect(form.getByLabel('Make')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Price (MYR)')).toHaveValue('-5000');
      expect(await liveCount()).toBe(before);
    });

    test('refuses a file that is not a picture when it is chosen, naming it', async ({ page }) => {
      const form = await openAdd(page);
      const fake = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are notes, not a photo.') };
      await chooseImages(page, form, [pngFile('good.png', 20, 10, [200, 0, 0]), fake]);
      const message = '"notes.jpg" is not an image that can be opened. Choose a JPEG, PNG, WebP or AVIF photo.';
      await expectToast(page, message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Upload Images' })).toHaveAccessibleDescription(message);
      await expectCounter(form, 0);
      await expect(form.getByRole('img')).toHaveCount(0);
    });
  });
}

test('shows examples as examples, and drops the error banner once the form is valid', async ({ page }) => {
  const before = await liveCount();
  const form = await openAdd(page);
  // An empty field reads 'e.g. …' in italics, so it cannot pass for a value already typed.
  await expect(form.getByLabel('Make')).toHaveAttribute('placeholder', 'e.g. BMW');
  await expect(form.getByLabel('Price (MYR)')).toHaveAttribute('placeholder', 'e.g. 285000');
  const style = await form.getByLabel('Make').evaluate((el) => getComputedStyle(el, '::placeholder').fontStyle);
  expect(style).toBe('italic');

  await form.getByLabel('Make').fill('Lexus');
  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  const banner = form.getByRole('alert').filter({ hasText: 'Error: Please fill in all required fields' });
  await expect(banner).toBeVisible();
  await fillVehicle(form, {
    make: 'Lexus',
    model: `E2E Banner ${run}`,
    year: '2021',
    price: 'abc',
    mileage: '30000',
    color: 'Sonic Grey',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    condition: 'Excellent',
    bodyType: 'SUV',
  });
  // Every required field is filled but the price is not a number: the banner now says so.
  await expect(banner).toBeHidden();
  await expect(form.getByRole('alert')).toHaveText('Price must be a number in MYR, like 285000 or 285000.50');
  await form.getByLabel('Price (MYR)').fill('199000');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(await liveCount()).toBe(before);
});

test('asks before Escape or Cancel throws a draft away, and warns on reload', async ({ page }) => {
  const form = await openAdd(page);
  // Nothing typed: Escape simply closes.
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await form.getByLabel('Make').fill('Lexus');
  await chooseImages(page, form, [pngFile('kept.png', 30, 20, [0, 90, 0])]);
  await expectCounter(form, 1);

  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Make')).toHaveValue('Lexus');
  await expectCounter(form, 1);

  // A reload asks the browser's own question; staying keeps the draft.
  const prompt = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const beforeUnload = await prompt;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.dismiss();
  await expect(form.getByLabel('Make')).toHaveValue('Lexus');

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(form.getByLabel('Make')).toHaveValue('');
  await expectCounter(form, 0);
});

test('puts photos in order by drag and by keyboard, announced, and saves that order', async ({ page }) => {
  const form = await openAdd(page);
  await fillVehicle(form, {
    make: 'Jaguar',
    model: ORDER_MODEL,
    year: '2021',
    price: '268000',
    mileage: '31000',
    color: 'Firenze Red',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    condition: 'Very Good',
    bodyType: 'Sedan',
  });
  await chooseImages(page, form, [
    pngFile('a.png', 40, 30, [200, 0, 0]),
    pngFile('b.png', 50, 30, [0, 200, 0]),
    pngFile('c.png', 60, 30, [0, 0, 200]),
  ]);
  const status = form.getByTestId('image-order-status');
  const photo = (name: string) => form.getByRole('listitem', { name, exact: true });

  // Drag: a onto c's place.
  await photo('Image 1 of 3, cover').dragTo(photo('Image 3 of 3'));
  await expect(status).toHaveText('a.png moved to position 3 of 3.'); // b, c, a

  // Buttons by keyboard: focus stays with the moved photo.
  await form.getByRole('button', { name: 'Move image 1 later' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('b.png moved to position 2 of 3.'); // c, b, a
  await expect(form.getByRole('button', { name: 'Move image 2 later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('b.png moved to position 3 of 3.'); // c, a, b
  // At the end 'later' is disabled, so the photo itself keeps the focus; arrow keys move it.
  await expect(photo('Image 3 of 3')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText('b.png moved to position 2 of 3.'); // c, b, a
  await expect(photo('Image 2 of 3')).toBeFocused();

  await form.getByRole('button', { name: 'Make cover: image 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('a.png is now the cover photo (position 1 of 3).'); // a, c, b
  await expect(photo('Image 1 of 3, cover').getByText('Cover')).toBeVisible();

  await form.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');
  const [row] = await vehiclesByModel(ORDER_MODEL);
  const widths = [];
  for (const url of row!.images) widths.push(pngSize(await (await page.request.get(url)).body()).width);
  expect(widths).toEqual([40, 60, 50]);
});
