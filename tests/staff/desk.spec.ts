// The dealer's desk end to end: a vehicle page counts one view per browser per car per day (after
// 2 s visible), and /manage-inventory/desk shows its tiles, 'Needs attention', the table per car
// and three charts, each with its numbers as a table and a CSV download. A car marked sold gets
// its sold_at from the database (desk.int.test.ts); the form's Sold: status.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { liveVehicles } from '../support/e2e/public';
import { createAccount, serviceClient, signInPage, type StaffAccount } from '../support/e2e/staff';
import { dialog, purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

const MODEL = `E2E Desk ${Date.now().toString(36)}`;
let account: StaffAccount;

test.beforeAll(async () => {
  account = await createAccount('Desk');
  const { error } = await serviceClient()
    .from('vehicles')
    .insert(anInsert({ make: 'Bentley', model: MODEL, year: 2021, price: 899_000 }));
  if (error) throw new Error(error.message);
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

const malaysianToday = (): string => new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);
async function viewsToday(id: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('vehicle_views')
    .select('views')
    .eq('vehicle_id', id)
    .eq('day', malaysianToday());
  if (error) throw new Error(error.message);
  return (data as { views: number }[]).reduce((s, r) => s + r.views, 0);
}
/** The view calls this page sends while open for `ms`. */
async function viewCallsWithin(page: Page, url: string, ms: number): Promise<number> {
  let calls = 0;
  const count = (req: { url: () => string }) => {
    if (req.url().includes('/rest/v1/rpc/count_vehicle_view')) calls++;
  };
  page.on('request', count);
  await page.goto(url);
  await page.waitForTimeout(ms);
  page.off('request', count);
  return calls;
}

test('a vehicle page visited twice in a day by one browser counts once', async ({ page, request }) => {
  // The oldest listed car: the one other specs open least, so the per-address limit is far off.
  const car = (await liveVehicles(request)).filter((v) => v.status === 'available').at(-1);
  if (!car) throw new Error('no listed car');
  const before = await viewsToday(car.id);
  const counted = page.waitForResponse((r) => r.url().includes('/rest/v1/rpc/count_vehicle_view'));
  expect(await viewCallsWithin(page, `/vehicle/${car.id}`, 3000)).toBe(1);
  expect(await (await counted).json()).toBe(true);
  await expect.poll(() => viewsToday(car.id)).toBe(before + 1);
  // Leaving before 2 s and coming back the same day sends nothing more.
  expect(await viewCallsWithin(page, `/vehicle/${car.id}`, 3000)).toBe(0);
  expect(await viewsToday(car.id)).toBe(before + 1);
});

test('the desk shows its tiles, the table per car and four charts with their tables', async ({ page }) => {
  await signInPage(page, account);
  await page.goto('/manage-inventory/desk');
  await expect(page.getByRole('heading', { level: 1, name: "Dealer's desk" })).toBeVisible();
  const { count } = await serviceClient()
    .from('vehicles')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null)
    .in('status', ['available', 'reserved']);
  await expect(page.getByTestId('desk-tile-for-sale').getByTestId('desk-tile-value')).toHaveText(String(count));
  await expect(page.getByTestId('desk-cars').locator('tbody tr')).toHaveCount(count ?? -1);

  for (const [id, title, rows] of [
    ['stock-age', 'Stock by age, week by week', 12],
    ['views-leads', 'Views and leads per week', 12],
    ['price-days', 'Price against days in stock', count ?? -1],
    ['first-replies', 'First replies per week', 12],
  ] as const) {
    const chart = page.getByTestId(`desk-chart-${id}`);
    await expect(chart.getByRole('heading', { name: title })).toBeVisible();
    await expect(chart.locator('canvas').first()).toBeVisible();
    const table = page.getByRole('table', { name: title });
    await expect(table.locator('tbody tr')).toHaveCount(rows);
  }
  const stockAge = page.getByRole('table', { name: 'Stock by age, week by week' });
  await expect(stockAge.locator('thead th')).toHaveText([
    'Week to',
    '0–30 days',
    '31–60 days',
    '61–90 days',
    'Over 90 days',
  ]);
  await expect(stockAge.locator('tbody tr').last().locator('th')).toHaveText(malaysianToday());
  await expect(page.getByTestId('desk-tile-first-reply')).toContainText('Median first reply this week');
  await expect(page.getByRole('table', { name: 'First replies per week' }).locator('thead th')).toHaveText([
    'Week to',
    'Answered',
    'Median (min)',
    'Within first target (%)',
    'Within second target (%)',
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV: Views and leads per week' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('desk-views-leads.csv');
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Week to,Views,Leads');
  expect(lines).toHaveLength(13);

  // The table sorts by a column heading.
  await page.getByRole('button', { name: 'Views (7 days)' }).click();
  await expect(page.getByRole('columnheader', { name: /Views \(7 days\)/ })).toHaveAttribute('aria-sort', 'descending');

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await seriousViolations(page), `desk at ${width}px`).toEqual([]);
  }
  if (process.env.DESK_SCREENSHOT) await page.screenshot({ path: process.env.DESK_SCREENSHOT, fullPage: true });

  // A car's name opens its editor on the inventory page.
  await page.setViewportSize({ width: 1440, height: 900 });
  const first = page.getByTestId('desk-cars').locator('tbody tr').first().getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/manage-inventory\?edit=/);
  const form = dialog(page, 'Edit Vehicle');
  await expect(form.getByLabel('Year')).toHaveValue(name.split(' ')[0] ?? '');
});
