// A folder of photos named by stock number for 5 cars is matched and shown before any
// upload, added to each car in the order of the number in the names, reaches the rebuilt vehicle
// pages in that order, and a second run adds nothing twice.
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { servedHtml, waitForBuild, waitForIdle } from '../support/e2e/rebuild';
import { createAccount, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { pngFile } from '../support/e2e/staff-png';
import { anInsert } from '../support/vehicle';

const RUN = Date.now().toString(36).toUpperCase();
const MODEL = `Bulk Photo ${RUN}`;
const STOCKS = [1, 2, 3, 4, 5].map((i) => `BP${RUN}-${i}`);
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Photos');
  const { error } = await serviceClient()
    .from('vehicles')
    .insert(
      STOCKS.map((stock, i) =>
        anInsert({
          make: 'Audi',
          model: `${MODEL} ${i + 1}`,
          year: 2020,
          price: 150_000 + i,
          mileage: 30_000,
          condition: 'Good',
          color: 'Grey',
          stock_number: stock,
        }),
      ),
    );
  if (error) throw new Error(error.message);
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().like('model', `${MODEL}%`);
});

/** The name the dialog stores a photo under: 'bulk-' and the first 16 hex digits of its SHA-256. */
const stored = (buffer: Buffer): string => `bulk-${createHash('sha256').update(buffer).digest('hex').slice(0, 16)}.png`;

test('photos named by stock number for 5 cars upload in order, reach the pages, and a rerun adds nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await waitForIdle(request);
  // Two photos per car, chosen in the wrong order, with both naming styles, and one stray file.
  const files = STOCKS.flatMap((stock, i) => [
    pngFile(`${stock}-2.png`, 40, 30, [200, 20 * i, 0]),
    pngFile(`${stock}_01.png`, 40, 30, [0, 20 * i, 200]),
  ]);
  const stray = pngFile('holiday.png', 20, 20, [9, 9, 9]);
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  const built = await waitForIdle(request);
  await page.getByRole('button', { name: 'Add Photos' }).click();
  const box = page.getByRole('dialog', { name: 'Add Photos by Stock Number' });
  await box.getByLabel('Photos', { exact: true }).setInputFiles([...files, stray]);
  await expect(box.getByTestId('photo-match').getByText('10 photos match 5 cars')).toBeVisible();
  await expect(box.getByRole('list', { name: 'Photos by car' }).getByRole('listitem').first()).toHaveText(
    `${STOCKS[0]}: ${STOCKS[0]}_01.png, ${STOCKS[0]}-2.png`,
  );
  await expect(box.getByText('Matched to no car: holiday.png')).toBeVisible();
  const before = await serviceClient().from('vehicles').select('images').eq('stock_number', STOCKS[0]!).single();
  expect(before.data?.images).toEqual([]);

  await box.getByRole('button', { name: 'Upload 10 photos' }).click();
  await expect(box.getByTestId('photo-progress')).toHaveText('Done: 10 photos added', { timeout: 120_000 });
  const { data } = await serviceClient()
    .from('vehicles')
    .select('id, stock_number, images')
    .in('stock_number', STOCKS)
    .order('stock_number');
  const rows = data as { id: string; stock_number: string; images: string[] }[];
  for (const [i, row] of rows.entries()) {
    expect(row.images.map((u) => u.split('/vehicle-images/')[1])).toEqual([
      stored(files[2 * i + 1]!.buffer),
      stored(files[2 * i]!.buffer),
    ]);
  }

  // The same folder again: everything is found, nothing is added twice.
  await box.getByLabel('Photos', { exact: true }).setInputFiles(files);
  await box.getByRole('button', { name: 'Upload 10 photos' }).click();
  await expect(box.getByTestId('photo-progress')).toHaveText('Done: 0 photos added', { timeout: 120_000 });
  const again = await serviceClient().from('vehicles').select('images').eq('stock_number', STOCKS[0]!).single();
  expect(again.data?.images).toEqual(rows[0]!.images);

  // The rebuilt vehicle page shows the photos in the order of their names.
  await waitForBuild(request, built.builds);
  const [first, second] = rows[0]!.images.map((u) => `/vehicle-images/${u.split('/vehicle-images/')[1]}`);
  await expect
    .poll(
      async () => {
        const { html } = await servedHtml(request, `/vehicle/${rows[0]!.id}/`);
        return html.indexOf(first!) >= 0 && html.indexOf(first!) < html.indexOf(second!);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
});
