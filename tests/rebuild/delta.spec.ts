// Freshness between builds: a change made after the last build reaches /inventory through the
// delta (rows changed since the build's stamp, ids deleted since), before any rebuild lands.
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/e2e/public';
import { servedHtml, waitForIdle } from '../support/e2e/rebuild';
import { serviceClient } from '../support/e2e/staff';
import { purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const MODEL = `Delta ${Date.now().toString(36)}`;

test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

test('a vehicle added after the build shows on /inventory via the delta, and leaves when deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await waitForIdle(request);
  const { data, error } = await serviceClient()
    .from('vehicles')
    .insert(
      anInsert({
        make: 'Aston Martin',
        model: MODEL,
        year: 2024,
        price: 1_388_000,
        mileage: 900,
        body_type: 'Coupe',
        color: 'Magnetic Silver',
        features: ['Bang & Olufsen'],
        images: [],
      }),
    )
    .select('id')
    .single();
  expect(error).toBeNull();
  // The served page is still the last build's (the rebuild this insert asked for has not landed).
  expect((await servedHtml(request, '/inventory/')).html).not.toContain(MODEL);

  // The page first asks whether anything changed (select=id, limit=1); then the island asks for the cards.
  const delta = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${API_URL}/rest/v1/vehicles?`) &&
      r.url().includes('updated_at=gt.') &&
      !r.url().includes('select=id&'),
  );
  await page.goto('/inventory');
  expect(await (await delta).text()).toContain(MODEL);
  const card = page
    .getByTestId('vehicle-card')
    .filter({ has: page.getByRole('heading', { name: `Aston Martin ${MODEL}` }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/vehicle/${data?.id}`);
  await expect(page.getByTestId('vehicle-card').first()).toContainText(MODEL);

  // Deleted after the build it appeared in (or not): the delta's deleted ids take it away.
  await waitForIdle(request);
  expect(
    (
      await serviceClient()
        .from('vehicles')
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', data?.id ?? '')
    ).error,
  ).toBeNull();
  const deletions = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/vehicle_deletions_since'));
  await page.reload();
  expect(await (await deletions).text()).toContain(data?.id ?? '-');
  await expect(page.getByText(/^Showing \d+ of \d+ vehicles$/)).toBeVisible();
  await expect(card).toHaveCount(0);
});
