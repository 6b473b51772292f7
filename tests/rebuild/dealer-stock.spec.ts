// Drafts and price drops through the rebuild loop, read from the served HTML (what a CDN hands out)
// and the public API: a draft is on no public surface (vehicle page, /inventory, the index, the
// sitemap, the live delta); a price drop shows 'Price reduced' with the old price struck through
// and the price history on the rebuilt vehicle page and card.
import { expect, test } from '@playwright/test';
import { LOCAL_PUBLISHABLE_KEY } from '../../scripts/supabase/server';
import { API_URL } from '../support/e2e/public';
import { servedHtml, waitForIdle } from '../support/e2e/rebuild';
import { serviceClient } from '../support/e2e/staff';
import { purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const DRAFT = `Draft ${RUN}`;
const LISTED = `Dropped ${RUN}`;

test.afterAll(async () => {
  await purgeVehicles([DRAFT, LISTED]);
});

const car = (model: string, over: Record<string, unknown>) =>
  anInsert({
    make: 'Bentley',
    model,
    price: 900_000,
    mileage: 8_000,
    body_type: 'Coupe',
    color: 'Verdant',
    features: ['Naim audio'],
    ...over,
  });

async function insert(row: Record<string, unknown>): Promise<string> {
  const { data, error } = await serviceClient().from('vehicles').insert(row).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** Polls until a rebuilt page holds `text`. */
async function served(request: Parameters<typeof servedHtml>[0], path: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => (html = (await servedHtml(request, path)).html).includes(text), { timeout: 180_000 })
    .toBe(true);
  return html;
}

test('a draft is on no public surface; a price drop shows after the rebuild', async ({ page, request }) => {
  test.setTimeout(420_000);
  await waitForIdle(request);
  const draftId = await insert(car(DRAFT, { status: 'draft' }));
  const listedId = await insert(car(LISTED, { price: 300_000 }));

  // The build that lists the published car has seen the draft too, and left it out.
  await served(request, '/inventory', LISTED);
  for (const path of ['/inventory', '/ms/inventory', '/inventory-index.json', '/sitemap.xml']) {
    const { html } = await servedHtml(request, path);
    expect(html, path).not.toContain(DRAFT);
    expect(html, path).not.toContain(draftId);
  }
  await served(request, '/sitemap.xml', listedId);
  expect((await servedHtml(request, `/vehicle/${draftId}/`)).html).not.toContain(DRAFT);
  await page.goto(`/vehicle/${draftId}/`);
  await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();

  // The public API refuses it (RLS), and the live delta reports it as gone, nothing more.
  const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };
  const rest = await request.get(`${API_URL}/rest/v1/vehicles?select=id&id=eq.${draftId}`, { headers });
  expect(await rest.json()).toEqual([]);

  // A price drop: 'Price reduced', the old price struck through, and the history on the rebuilt page.
  const { error } = await serviceClient().from('vehicles').update({ price: 275_000 }).eq('id', listedId);
  if (error) throw new Error(error.message);
  const html = await served(request, `/vehicle/${listedId}/`, 'MYR 275,000');
  expect(html).toContain('Price reduced');
  expect(html).toMatch(/<s[^>]*>MYR 300,000<\/s>/);
  await page.goto(`/vehicle/${listedId}/`);
  const history = page.getByTestId('price-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.locator('tbody td:last-child')).toHaveText(['MYR 275,000', 'MYR 300,000']);
  await expect(page.getByTestId('price-reduced').first()).toContainText('Price reduced');
  await expect(page.getByTestId('price-reduced').first().locator('s')).toHaveText('MYR 300,000');

  const inventory = await served(request, '/inventory', 'MYR 275,000');
  expect(inventory).toMatch(/<s[^>]*>MYR 300,000<\/s>/);
  const ms = await served(request, `/ms/vehicle/${listedId}/`, 'MYR 275,000');
  expect(ms).toContain('Harga diturunkan');
  expect(ms).toContain('Sejarah harga');
});
