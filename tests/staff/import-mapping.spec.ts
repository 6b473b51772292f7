// A dealer's own file in the browser: a raw Carlist export imports once a value is chosen for the
// column it lacks; a row with three problems lists all three, and fixing its cells in the preview
// turns it valid; a column can be remapped; an export older than the car asks before it imports.
// What the dialog shows for the 300-car exports: import-mapping.test.tsx; the guesses and checks:
// csv-mapping.test.ts; their rows stored: import-batches.int.test.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { carlistCsv, carlistRawCsv, THREE_PROBLEMS, threeProblemLine } from '../support/carlist-fixture';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).toUpperCase();
const SUFFIX = ` E2E Map ${RUN}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Mapper');
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().like('model', `%${SUFFIX}`);
});

async function chooseFile(page: Page, name: string, text: string): Promise<Locator> {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const box = page.getByRole('dialog', { name: 'Import Vehicles from CSV' });
  await box.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  return box;
}

test("a dealer's raw Carlist export: 'Condition' (Used/Recond/New) imports as origin, after one condition is chosen for every row", async ({
  page,
}) => {
  const box = await chooseFile(page, 'carlist-raw.csv', carlistRawCsv(`RW${RUN}-`, 3, SUFFIX));
  await expect(box.getByLabel('Imports Condition as')).toHaveValue('origin');
  await expect(box.getByTestId('import-unmapped')).toHaveText(
    'Required fields with no column: Condition. Choose the column that holds each, or one value for every row.',
  );
  await expect(box.getByRole('button', { name: 'Import 0 vehicles' })).toBeDisabled();
  await box.getByLabel('condition for every row').selectOption('Good');
  await expect(box.getByTestId('import-unmapped')).toHaveCount(0);
  await expect(box.getByTestId('import-counts')).toHaveText('3 rows: 3 ready to import, 0 with errors');
  const words = box.getByRole('list', { name: "Words read as the site's values" });
  await expect(words.getByText('origin: New → Local (1 row)', { exact: true })).toBeVisible();
  await box.getByRole('button', { name: 'Import 3 vehicles' }).click();
  await expect(box.getByTestId('import-summary')).toHaveText('Imported 3 vehicles: 3 added, 0 updated.');
  const { data } = await serviceClient()
    .from('vehicles')
    .select('stock_number, condition, origin, year')
    .like('stock_number', `RW${RUN}-%`)
    .order('stock_number');
  expect(data).toEqual([
    { stock_number: `RW${RUN}-0001`, condition: 'Good', origin: 'Recond', year: 2015 },
    { stock_number: `RW${RUN}-0002`, condition: 'Good', origin: 'Local', year: 2016 },
    { stock_number: `RW${RUN}-0003`, condition: 'Good', origin: 'Local', year: 2017 },
  ]);
});

test('a row with three problems lists all three; fixed in the preview it turns valid; a column can be remapped', async ({
  page,
}) => {
  const text = carlistCsv(`TP${RUN}-`, 2, SUFFIX) + threeProblemLine(`TP${RUN}-0003`) + '\r\n';
  const box = await chooseFile(page, 'three.csv', text);
  await expect(box.getByTestId('import-counts')).toHaveText('3 rows: 2 ready to import, 1 with an error');
  await expect(box.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem')).toHaveText([
    `Row 4: ${THREE_PROBLEMS.join('; ')}`,
  ]);
  await box.getByLabel('Row 4 year').fill('2013');
  await box.getByLabel('Row 4 year').press('Enter');
  await box.getByLabel('Row 4 price').fill('RM 99,000');
  await box.getByLabel('Row 4 price').press('Tab');
  await expect(box.getByRole('list', { name: 'Rows with errors' }).getByRole('listitem')).toHaveText([
    `Row 4: ${THREE_PROBLEMS[2]}`,
  ]);
  // A choice is a list of the site's values: choosing one commits it.
  await box.getByLabel('Row 4 fuel_type').selectOption('Diesel');
  await expect(box.getByTestId('import-counts')).toHaveText('3 rows: 3 ready to import, 0 with errors');

  // Unmapping a required column names it, and nothing can be imported until it is mapped again.
  await box.getByLabel('Imports Colour as').selectOption('');
  await expect(box.getByTestId('import-unmapped')).toHaveText(
    'Required fields with no column: Color. Choose the column that holds each, or one value for every row.',
  );
  await box.getByLabel('Imports Colour as').selectOption('color');
  await expect(box.getByRole('button', { name: 'Import 3 vehicles' })).toBeEnabled();
});

test('a re-imported export whose car changed since shows both values and imports only after a choice', async ({
  page,
}) => {
  const stock = `CF${RUN}-`;
  const service = serviceClient();
  const imported = await chooseFile(page, 'first.csv', carlistCsv(stock, 2, SUFFIX));
  await imported.getByRole('button', { name: 'Import 2 vehicles' }).click();
  await expect(imported.getByTestId('import-summary')).toHaveText('Imported 2 vehicles: 2 added, 0 updated.');

  // The dealer's export: each car with the version it had then.
  const read = async (s: string) =>
    (await service.from('vehicles').select('updated_at, price').eq('stock_number', s).single()).data as {
      updated_at: string;
      price: number | string;
    };
  const v1 = (await read(`${stock}0001`)).updated_at;
  const v2 = (await read(`${stock}0002`)).updated_at;
  const header = 'stock_number,make,model,year,price,mileage,fuel_type,transmission,condition,body_type,color,version';
  const line = (s: string, price: number, version: string) =>
    `${s},BMW,530e M Sport${SUFFIX},2015,${price},12000,Gasoline,Automatic,Excellent,Sedan,White,${version}`;
  const exported = [header, line(`${stock}0001`, 240000, v1), line(`${stock}0002`, 250000, v2)].join('\r\n');
  // Someone else lowers the first car's price after the export.
  await service.from('vehicles').update({ price: 199000 }).eq('stock_number', `${stock}0001`);

  await page.reload();
  const box = await chooseFile(page, 'exported.csv', exported);
  const changed = box.getByRole('list', { name: 'Rows changed since the export' });
  await expect(changed.getByText(`Row 2: Stock Number ${stock}0001 was changed after the export`)).toBeVisible();
  await expect(changed.getByText('price: file ‘240000’, now ‘199000’')).toBeVisible();
  await expect(changed.getByText(`Stock Number ${stock}0002`)).toHaveCount(0);
  const importButton = box.getByRole('button', { name: 'Import 2 vehicles' });
  await expect(importButton).toBeDisabled();
  await box.getByRole('radio', { name: 'Keep the current version (skip this row)' }).check();
  await box.getByRole('button', { name: 'Import 1 vehicle' }).click();
  await expect(box.getByTestId('import-summary')).toHaveText(
    'Imported 1 vehicle: 0 added, 1 updated. 1 car keeps its current version.',
  );
  expect(Number((await read(`${stock}0001`)).price)).toBe(199000);
  expect(Number((await read(`${stock}0002`)).price)).toBe(250000);
});

test('fixing a cell keeps the typed value until the cell is left, then checks the row once', async ({ page }) => {
  const header = 'Stock No.,Brand,Model,Mfg Year,Selling Price,Mileage,Fuel,Gearbox,Body,Colour,Grade\r\n';
  const text = header + `FX${RUN}-1,Volvo,XC60${SUFFIX},2021,"RM 198,000",TBA,Petrol Hybrid,Auto,SUV,White,Good\r\n`;
  const box = await chooseFile(page, 'fix.csv', text);
  await expect(box.getByTestId('import-counts')).toHaveText(
    '1 row: 0 ready to import, 0 with errors, 1 lacking required fields',
  );
  await box.getByLabel('Import the 1 row lacking required fields as drafts').check();
  await expect(box.getByRole('list', { name: 'Rows lacking required fields' })).toHaveText(
    'Row 2: imported as a draft: no mileage',
  );
  await box.getByLabel('Import the 1 row lacking required fields as drafts').uncheck();
  const cell = box.getByLabel('Row 2 mileage');
  await cell.click();
  await page.keyboard.type('35,000 km');
  await expect(cell).toHaveValue('35,000 km');
  await page.keyboard.press('Enter');
  await expect(box.getByTestId('import-counts')).toHaveText('1 row: 1 ready to import, 0 with errors');
  await box.getByLabel('Published on the site').check();
  await box.getByRole('button', { name: 'Import 1 vehicle' }).click();
  await expect(box.getByTestId('import-summary')).toHaveText('Imported 1 vehicle: 1 added, 0 updated.');
  const { data } = await serviceClient()
    .from('vehicles')
    .select('mileage, fuel_type, status')
    .eq('stock_number', `FX${RUN}-1`)
    .single();
  expect(data).toEqual({ mileage: 35000, fuel_type: 'Hybrid', status: 'available' });
});

test('a file with no body type column: the body type chosen for a row sticks, and the notice goes once no row needs it', async ({
  page,
}) => {
  const header = 'Stock No.,Brand,Model,Mfg Year,Selling Price,Mileage,Fuel,Gearbox,Colour,Grade\r\n';
  const text =
    header +
    `NB${RUN}-1,Volvo,XC60${SUFFIX},2021,"RM 198,000","35,000 km",Petrol,Auto,White,Good\r\n` +
    `NB${RUN}-2,Volvo,XC90${SUFFIX},2020,"RM 238,000",lots,Petrol,Auto,White,Good\r\n`;
  const box = await chooseFile(page, 'no-body.csv', text);
  await expect(box.getByTestId('import-unmapped')).toHaveText(
    'Required fields with no column: Body Type. Choose the column that holds each, or one value for every row.',
  );
  const fix = box.getByTestId('import-fix');
  await expect(fix.getByRole('rowheader')).toHaveText([
    `Row 2: 2021 Volvo XC60${SUFFIX} (NB${RUN}-1)`,
    `Row 3: 2020 Volvo XC90${SUFFIX} (NB${RUN}-2)`,
  ]);
  await box.getByLabel('Row 2 body_type').selectOption('SUV');
  await expect(fix.getByRole('rowheader')).toHaveText([`Row 3: 2020 Volvo XC90${SUFFIX} (NB${RUN}-2)`]);
  await box.getByLabel('Row 3 mileage').fill('88,000 km');
  await box.getByLabel('Row 3 mileage').press('Tab');
  await box.getByLabel('Row 3 body_type').selectOption('SUV');
  await expect(box.getByTestId('import-counts')).toHaveText('2 rows: 2 ready to import, 0 with errors');
  await expect(box.getByTestId('import-unmapped')).toHaveCount(0);
  await box.getByLabel('Published on the site').check();
  await box.getByRole('button', { name: 'Import 2 vehicles' }).click();
  await expect(box.getByTestId('import-summary')).toHaveText('Imported 2 vehicles: 2 added, 0 updated.');
  const { data } = await serviceClient()
    .from('vehicles')
    .select('stock_number, body_type, mileage, status')
    .like('stock_number', `NB${RUN}-%`)
    .order('stock_number');
  expect(data).toEqual([
    { stock_number: `NB${RUN}-1`, body_type: 'SUV', mileage: 35000, status: 'available' },
    { stock_number: `NB${RUN}-2`, body_type: 'SUV', mileage: 88000, status: 'available' },
  ]);
});
