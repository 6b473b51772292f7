// The staff list at scale: read in pages as it is scrolled (keyset pages of the one order), only
// the rows near the viewport drawn, and a search by make or model above it.
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/e2e/public';
import { createAccount, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { liveCount, purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const MODEL = `Pager ${Date.now().toString(36)}`;
const EXTRA = 70;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Lister');
  // Old listings, so they sit at the end of the newest-first list.
  const rows = Array.from({ length: EXTRA }, (_, i) =>
    anInsert({
      make: 'Zenvo',
      model: MODEL,
      year: 2015,
      price: 800_000 + i,
      mileage: 10_000 + i,
      transmission: 'Manual',
      condition: 'Good',
      body_type: 'Supercar',
      color: 'Orange',
      features: [],
      images: [],
      created_at: new Date(Date.UTC(2001, 0, 1, 0, i)).toISOString(),
    }),
  );
  const { error } = await serviceClient().from('vehicles').insert(rows);
  expect(error).toBeNull();
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

test('reads the list in pages as it scrolls and keeps only nearby cards in the page', async ({ page }) => {
  // Each scroll waits for the next page's read: in CI, where five lanes share two cores, the
  // scroll to the end has once taken more than 30 s.
  test.slow();
  const total = await liveCount();
  const reads: URL[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API_URL}/rest/v1/vehicles?`)) reads.push(new URL(r.url()));
  });
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByText(`${total} vehicles`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(reads).toHaveLength(1);
  expect(reads[0]?.searchParams.get('limit')).toBe('30');
  expect(await page.getByRole('article').count()).toBeLessThan(30);

  // Scroll to the end: further pages arrive, continuing after the last row read.
  const oldest = page.getByRole('article', { name: `2015 Zenvo ${MODEL}` }).filter({ hasText: 'MYR 800,000' });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(oldest).toBeVisible({ timeout: 500 });
    // The end is known once a page comes back short: an empty one when the count is a multiple
    // of 30, asked for by the scroll after the oldest car shows.
    expect(reads.length).toBe(Math.floor(total / 30) + 1);
  }).toPass({ timeout: 90_000 });
  expect(reads.slice(1).every((u) => u.searchParams.get('and')?.startsWith('(or(created_at.lt.'))).toBe(true);
  expect(await page.getByRole('article').count()).toBeLessThan(30);
});

test('searches by make or model', async ({ page }) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByLabel('Search vehicles by make, model or stock number').fill('zEnVo');
  await expect(page.getByText(`${EXTRA} vehicles`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`2015 Zenvo ${MODEL}`);
  const names = await page.getByRole('article').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names.every((n) => n === `2015 Zenvo ${MODEL}`)).toBe(true);
  await page.getByLabel('Search vehicles by make, model or stock number').fill('no such car at all');
  await expect(page.getByText('No vehicles match your search.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
