// Staff record a car's inspection from /manage-inventory ('Inspection report',
// src/features/admin/inspection/): the dialog's code loads on the tap, the checklist is set one tap
// per point on a phone-sized screen with the progress and actions in reach, Attention needs a note,
// a draft is saved and stays private, and a complete report is published and reaches the car's
// public page with the rebuild (hence among the rebuild specs, whose stack builds on every edit).
import { expect, test } from '@playwright/test';
import {
  anonClient,
  createAccount,
  expectToast,
  serviceClient,
  signInPage,
  type StaffAccount,
} from '../support/e2e/staff';
import { pngFile } from '../support/e2e/staff-png';
import { servedHtml } from '../support/e2e/rebuild';
import { anInsert } from '../support/vehicle';
import { sectionsFor } from '~/lib/inspection/checklist';

const MODEL = `E2E Inspected ${Date.now().toString(36)}`;
let account: StaffAccount;
let vehicleId: string;

test.beforeAll(async () => {
  account = await createAccount('Inspector');
  const { data, error } = await serviceClient()
    .from('vehicles')
    .insert(anInsert({ make: 'BMW', model: MODEL, year: 2022, mileage: 30_000, origin: 'Local' }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  vehicleId = (data as { id: string }).id;
});
test.afterAll(async () => {
  await serviceClient().from('vehicles').delete().eq('model', MODEL);
});

const reports = async () => {
  const { data, error } = await serviceClient()
    .from('vehicle_inspections')
    .select('id, status, inspector_name, items')
    .eq('vehicle_id', vehicleId);
  if (error) throw new Error(error.message);
  return data as { id: string; status: string; inspector_name: string; items: Record<string, unknown> }[];
};

test('records, saves a draft and publishes an inspection report on a phone', async ({ page, request }) => {
  // The publish is followed by a rebuild, whose page must carry the report.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await page.getByLabel('Search vehicles by make, model or stock number').fill(MODEL);
  const card = page.getByRole('article', { name: `2022 BMW ${MODEL}`, exact: true });
  await expect(card).toBeVisible();
  // The list says which cars need an inspection.
  await expect(card.getByTestId('inspection-due')).toHaveText('Not inspected yet');

  // The dialog's code is not part of the staff list: it loads on the tap.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await card.getByRole('button', { name: 'Inspection report' }).click();
  const dialog = page.getByRole('dialog', { name: `Inspection report: 2022 BMW ${MODEL}` });
  await expect(dialog).toBeVisible();
  expect(scripts.some((s) => /InspectionDialog/.test(s))).toBe(true);

  await expect(dialog.getByText('No published inspection yet')).toBeVisible();
  const progress = dialog.getByTestId('inspection-progress');
  await expect(progress).toHaveText('0 of 152 checked');
  await dialog.getByRole('textbox', { name: 'Inspector' }).fill('Nurul Huda');

  const point = (name: string) => dialog.getByRole('group', { name, exact: true });
  await point('Chassis number matches the registration card (VOC)').getByRole('button', { name: 'Pass' }).click();
  await expect(progress).toHaveText('1 of 152 checked');
  await point('Bonnet').getByRole('button', { name: 'Attention' }).click();
  await expect(point('Bonnet').getByRole('button', { name: 'Attention' })).toHaveAttribute('aria-pressed', 'true');
  await expect(progress).toHaveText('2 of 152 checked');

  // The actions stay within a thumb's reach at the bottom of the phone's screen.
  const publish = dialog.getByRole('button', { name: 'Publish report' });
  const box = await publish.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  await expect(publish).toBeDisabled();

  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, '1 point needs a note before saving');
  expect(await reports()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Stone chip on the leading edge');
  // A photo from the phone's camera (a file here), stored under inspections/ in the vehicles' bucket.
  const bonnet = dialog.locator('[data-item="exterior.bonnet"]');
  await bonnet.locator('input[type="file"]').setInputFiles(pngFile('chip.png', 320, 240, [200, 40, 40]));
  await expect(bonnet.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  const [draft] = await reports();
  expect(draft).toMatchObject({
    status: 'draft',
    inspector_name: 'Nurul Huda',
    items: {
      'documents.chassis_number': { state: 'pass' },
      'exterior.bonnet': {
        state: 'attention',
        note: 'Stone chip on the leading edge',
        photos: [
          expect.stringMatching(new RegExp(`/storage/v1/object/public/vehicle-images/inspections/${vehicleId}/`)),
        ],
      },
    },
  });
  // A draft is never public.
  const visitor = await anonClient().from('vehicle_inspections').select('id').eq('vehicle_id', vehicleId);
  expect(visitor.data).toEqual([]);

  // Every other point checked (as if tapped), the dialog takes the draft up again and publishes it.
  const all = Object.fromEntries(
    sectionsFor('Local').flatMap((s) => s.items.map((i) => [i.key, draft?.items[i.key] ?? { state: 'pass' }])),
  );
  await serviceClient()
    .from('vehicle_inspections')
    .update({ items: all })
    .eq('id', draft?.id ?? '');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Inspection report' }).click();
  await expect(progress).toHaveText('152 of 152 checked');
  await expect(dialog.getByRole('textbox', { name: 'Inspector' })).toHaveValue('Nurul Huda');
  await dialog.getByRole('button', { name: 'Publish report' }).click();
  await expectToast(page, 'Report published: it shows on the car page after the next publish');
  expect((await reports()).map((r) => r.status)).toEqual(['published']);
  await expect(card.getByTestId('inspection-due')).toHaveCount(0);
  const published = await anonClient().from('vehicle_inspections').select('id').eq('vehicle_id', vehicleId);
  expect(published.data).toEqual([{ id: draft?.id }]);

  // After the rebuild the car's public page carries the report: the note and its photo.
  const photo = `inspections/${vehicleId}/`;
  await expect
    .poll(
      async () => {
        const { html } = await servedHtml(request, `/vehicle/${vehicleId}`);
        return html.includes('Stone chip on the leading edge') && html.includes(photo);
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
});
