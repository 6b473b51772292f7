// A dealer's week in live mode: their own export imported, photos and features added to two cars
// on the site, then the next week's export (2 prices changed, 1 car gone, 1 new) imported again. The
// preview lists exactly those changes and asks about the missing car; after it the two cars keep
// their photos and features, the prices changed, and 'Undo this import' restores the week before.
// The 'Remarks' column lands in the staff-only note, never in a public column; 'Recent imports' keeps
// both imports, and the first can be undone there.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, profileByEmail, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36).toUpperCase();
const HEADER = 'Stock No,Make,Model,Year,Asking Price,Mileage,Fuel,Gearbox,Grade,Body,Colour,Remarks';
const line = (n: number, model: string, price: number, remark = '') =>
  `W${RUN}-${n},BMW,${model},2020,${price},42000,Petrol,Auto,Very Good,Sedan,Black,${remark}`;
const WEEK_1 = [
  HEADER,
  line(1, '530i', 189000, 'Deposit paid by Dr. Lim'),
  line(2, '320i', 139000),
  line(3, 'X3', 229000),
  line(4, 'X5', 329000),
].join('\n');
const WEEK_2 = [
  HEADER,
  line(1, '530i', 179000, 'Deposit paid by Dr. Lim'),
  line(2, '320i', 135000),
  line(4, 'X5', 329000),
  line(5, 'X1', 159000),
].join('\n');
const file = (text: string) => ({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

let account: StaffAccount;
test.beforeAll(async () => {
  account = await createAccount('Syncer');
  // A live site's new accounts wait for the owner's approval: this one is made the owner instead.
  const profile = await profileByEmail(account.email);
  const moved = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
  if (moved.error) throw new Error(moved.error.message);
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().like('stock_number', `W${RUN}-%`);
});

const cars = async () => {
  const { data, error } = await serviceClient()
    .from('vehicles')
    .select('id, stock_number, price, images, features, vehicle_details, deleted_at')
    .like('stock_number', `W${RUN}-%`)
    .order('stock_number');
  if (error) throw new Error(error.message);
  return data as {
    id: string;
    stock_number: string;
    price: number;
    images: string[];
    features: string[];
    vehicle_details: unknown;
    deleted_at: string | null;
  }[];
};

async function choose(page: Page, text: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const box = page.getByRole('dialog', { name: 'Import Vehicles from CSV' });
  await box.getByLabel('CSV file').setInputFiles(file(text));
  return box;
}

test('a weekly re-export changes only what it says, and one undo puts it back', async ({ page }) => {
  test.setTimeout(120_000);
  await signInPage(page, account);
  await page.goto('/manage-inventory');

  const first = await choose(page, WEEK_1);
  await expect(first.getByTestId('import-diff-counts')).toHaveText('4 new, 0 changed, 0 unchanged, 0 with problems');
  await first.getByRole('button', { name: 'Import 4 vehicles' }).click();
  await expect(first.getByTestId('import-summary')).toHaveText('Imported 4 vehicles: 4 added, 0 updated.');
  await first.getByRole('button', { name: 'Close' }).click();

  // The week's work on the site: photos and features on two cars.
  const before = await cars();
  const [one, two] = before;
  await serviceClient()
    .from('vehicles')
    .update({ images: ['/seed/a.jpg', '/seed/b.jpg', '/seed/c.jpg', '/seed/d.jpg'], features: ['Head-up display'] })
    .eq('id', one?.id ?? '');
  await serviceClient()
    .from('vehicles')
    .update({ images: ['/seed/e.jpg', '/seed/f.jpg'], features: ['Sunroof', 'Harman Kardon'] })
    .eq('id', two?.id ?? '');
  const notes = await serviceClient()
    .from('vehicle_private_notes')
    .select('note')
    .eq('vehicle_id', one?.id ?? '');
  expect(notes.data).toEqual([{ note: 'Deposit paid by Dr. Lim' }]);
  expect(JSON.stringify(before)).not.toContain('Dr. Lim');

  const second = await choose(page, WEEK_2);
  await expect(second.getByTestId('import-diff-counts')).toHaveText('1 new, 2 changed, 1 unchanged, 0 with problems');
  await expect(second.getByRole('list', { name: 'Changed cars' }).getByRole('listitem')).toHaveText([
    `2020 BMW 530i (W${RUN}-1): Price (MYR) 189000 → 179000`,
    `2020 BMW 320i (W${RUN}-2): Price (MYR) 139000 → 135000`,
  ]);
  await expect(second.getByRole('list', { name: 'Cars not in the file' })).toContainText(`2020 BMW X3 (W${RUN}-3)`);
  await expect(second.getByRole('radio', { name: 'Leave them as they are' })).toBeChecked();
  await second.getByRole('button', { name: 'Import 4 vehicles' }).click();
  await expect(second.getByTestId('import-summary')).toHaveText(
    'Imported 4 vehicles: 1 added, 2 updated, 1 unchanged.',
  );
  const after = await cars();
  expect(after.map((c) => [c.stock_number, Number(c.price), c.images.length, c.features, c.deleted_at])).toEqual([
    [`W${RUN}-1`, 179000, 4, ['Head-up display'], null],
    [`W${RUN}-2`, 135000, 2, ['Sunroof', 'Harman Kardon'], null],
    [`W${RUN}-3`, 229000, 1, [], null],
    [`W${RUN}-4`, 329000, 1, [], null],
    [`W${RUN}-5`, 159000, 1, [], null],
  ]);

  await second.getByRole('button', { name: 'Undo this import' }).click();
  await expect(second.getByTestId('import-undone')).toHaveText('Import undone: 3 cars put back as before.');
  const undone = await cars();
  expect(undone.map((c) => [c.stock_number, Number(c.price), c.images.length, c.deleted_at === null])).toEqual([
    [`W${RUN}-1`, 189000, 4, true],
    [`W${RUN}-2`, 139000, 2, true],
    [`W${RUN}-3`, 229000, 1, true],
    [`W${RUN}-4`, 329000, 1, true],
    [`W${RUN}-5`, 159000, 1, false],
  ]);
  await second.getByRole('button', { name: 'Close' }).click();

  // The stock's history keeps both imports; the first can still be undone there.
  await page.getByRole('button', { name: 'Recent imports' }).click();
  const history = page.getByRole('dialog', { name: 'Recent imports' });
  const entries = history.getByRole('list', { name: 'Recent imports' }).getByRole('listitem');
  await expect(entries.nth(0)).toContainText('1 added, 2 updated (undone)');
  await expect(entries.nth(1)).toContainText('4 added, 0 updated');
  await entries.nth(1).getByRole('button', { name: 'Undo this import' }).click();
  await expect(history.getByTestId('recent-imports-message')).toHaveText('Import undone: 4 cars put back as before.');
  expect((await cars()).every((c) => c.deleted_at !== null)).toBe(true);
});
