// Duplicate in the browser: the Add dialog opens filled from a car (its stock number and photos
// left out), and saving it as a draft stores a draft with neither. The unit side:
// drafts-duplicate.test.ts.
import { expect, test } from '@playwright/test';
import { createAccount, expectToast, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

const RUN = Date.now().toString(36);
const MODEL = `E2E Csv ${RUN}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Importer');
  // A listed car with a stock number and a photo, as the CSV import stores the first row of its file.
  const { error } = await serviceClient()
    .from('vehicles')
    .insert(
      anInsert({
        stock_number: `S${RUN}-01`,
        make: 'BMW',
        model: `${MODEL} 1`,
        year: 2021,
        images: ['/seed/bmw-x5-xdrive45e-2023-front.svg'],
      }),
    );
  if (error) throw new Error(error.message);
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().like('model', `${MODEL}%`);
});

test('Duplicate opens the Add dialog filled from a car, saved as a draft without photos or stock number', async ({
  page,
}) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByLabel('Search vehicles by make, model or stock number').fill(`S${RUN}-01`);
  const card = page.getByRole('article', { name: `2021 BMW ${MODEL} 1`, exact: true });
  await card.getByRole('button', { name: /^Duplicate/ }).click();
  const form = dialog(page, 'Add New Vehicle');
  await expect(form.getByLabel('Make')).toHaveValue('BMW');
  await expect(form.getByLabel('Model')).toHaveValue(`${MODEL} 1`);
  await expect(form.getByLabel('Stock Number')).toHaveValue('');
  await expect(form.getByText('0/15 images selected')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Publish' })).toBeVisible();
  await form.getByLabel('Model').fill(`${MODEL} copy`);
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Draft saved');
  const { data } = await serviceClient()
    .from('vehicles')
    .select('status, stock_number, images')
    .eq('model', `${MODEL} copy`)
    .single();
  expect(data).toEqual({ status: 'draft', stock_number: null, images: ['/placeholder.svg'] });

  await page.getByLabel('Search vehicles by make, model or stock number').fill(`${MODEL} copy`);
  await page.getByLabel('Show vehicles by status').selectOption({ label: 'Drafts' });
  const draft = page.getByRole('article', { name: `2021 BMW ${MODEL} copy`, exact: true });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
});
