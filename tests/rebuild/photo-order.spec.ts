// Photo order reaches the public site: staff make another photo the cover in the dialog, and after
// the rebuild the served /inventory card shows that photo and the vehicle page shows it first.
// The checks read the served HTML (what a CDN would hand out), before any island runs.
import { expect, test } from '@playwright/test';
import { servedHtml, waitForBuild, waitForIdle } from '../support/e2e/rebuild';
import { createAccount, expectToast, signInPage, type StaffAccount } from '../support/e2e/staff';
import { chooseImages, dialog, fillVehicle, purgeVehicles, vehiclesByModel } from '../support/e2e/staff-admin';
import { pngFile } from '../support/e2e/staff-png';

const MODEL = `Cover GT ${Date.now().toString(36)}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Cover');
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

/** Where `name` (a stored photo's file name) first appears in the served HTML; -1 when absent. */
const at = (html: string, name: string): number => html.indexOf(`/vehicle-images/${name}`);

test("'Make cover' in the dialog reaches the public card and vehicle page after the rebuild", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await waitForIdle(request);
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const add = dialog(page, 'Add New Vehicle');
  await fillVehicle(add, {
    make: 'Porsche',
    model: MODEL,
    year: '2023',
    price: '998,000',
    mileage: '4000',
    color: 'Shark Blue',
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    condition: 'Excellent',
    bodyType: 'Coupe',
  });
  await chooseImages(page, add, [
    pngFile('front.png', 48, 32, [10, 40, 160]),
    pngFile('rear.png', 48, 32, [160, 40, 10]),
  ]);
  await add.getByRole('button', { name: 'Add Vehicle' }).click();
  await expectToast(page, 'Vehicle added successfully');
  const [added] = await vehiclesByModel(MODEL);
  const [front, rear] = added!.images.map((u) => u.split('/vehicle-images/')[1]!);
  const built = await waitForIdle(request);

  await page
    .getByRole('article', { name: `2023 Porsche ${MODEL}` })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const edit = dialog(page, 'Edit Vehicle');
  await edit.getByRole('button', { name: 'Make cover: image 2' }).click();
  await edit.getByRole('button', { name: 'Update Vehicle' }).click();
  await expectToast(page, 'Vehicle updated successfully');
  const [edited] = await vehiclesByModel(MODEL);
  expect(edited!.images.map((u) => u.split('/vehicle-images/')[1])).toEqual([rear, front]);

  await waitForBuild(request, built.builds);
  const vehiclePage = `/vehicle/${edited!.id}/`;
  await expect
    .poll(
      async () => {
        const { html } = await servedHtml(request, vehiclePage);
        return at(html, rear!) >= 0 && at(html, rear!) < at(html, front!);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  // The card shows the first photo only: now the rear one.
  const inventory = (await servedHtml(request, '/inventory/')).html;
  expect(at(inventory, rear!)).toBeGreaterThan(-1);
  expect(at(inventory, front!)).toBe(-1);
});
