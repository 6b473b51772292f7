import { expect, test, type Page } from '@playwright/test';
import { EMPTY_FILTERS, filterVehicles, type Filters } from '../../src/lib/filters';
import { formatMileage, formatPrice } from '../../src/lib/format';
import { API_URL, listedVehicles, stubLiveDelta, syntheticRow, gotoHydrated } from './helpers/public';

const cards = (page: Page) => page.getByTestId('vehicle-card');
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ vehicles$/);
const controls = (page: Page) => ({
  search: page.getByPlaceholder('Search by make or model...'),
  make: page.getByLabel('Make'),
  price: page.getByLabel('Price range'),
  year: page.getByLabel('Year'),
});

test.describe('/inventory', () => {
  test('headings, count and every card field as SPEC.md lists', async ({ page, request }) => {
    const all = await listedVehicles(request);
    await gotoHydrated(page, '/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Inventory' })).toBeVisible();
    await expect(page.getByText('Discover our curated collection of luxury vehicles')).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing ${all.length} of ${all.length} vehicles`);
    await expect(cards(page)).toHaveCount(Math.min(all.length, 24));

    const v = all.find((x) => x.features.length > 3) ?? all[0];
    if (!v) throw new Error('seed has no vehicles');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: `${v.make} ${v.model}` }) }).first();
    await expect(card.getByText(formatPrice(v.price))).toBeVisible();
    await expect(card.getByText(formatMileage(v.mileage))).toBeVisible();
    await expect(card.getByText(v.fuelType, { exact: true })).toBeVisible();
    await expect(card.getByText(v.condition, { exact: true })).toBeVisible();
    await expect(card.getByText(String(v.year), { exact: true })).toHaveCount(2);
    const features = card.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(features).toHaveText([...v.features.slice(0, 3), ...(v.features.length > 3 ? [`+${v.features.length - 3} more`] : [])]);
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', v.images[0] ?? '/placeholder.svg');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/vehicle/${v.id}`);
  });

  test('search, make, price band and year filter the list and reach the URL', async ({ page, request }) => {
    const all = await listedVehicles(request);
    await gotoHydrated(page, '/inventory');
    const c = controls(page);
    const expectCount = async (f: Filters) => {
      const n = filterVehicles(all, f).length;
      await expect(showing(page)).toHaveText(`Showing ${n} of ${all.length} vehicles`);
      await expect(cards(page)).toHaveCount(Math.min(n, 24));
      return n;
    };

    await c.search.fill('bMw');
    expect(await expectCount({ ...EMPTY_FILTERS, q: 'bMw' })).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\?q=bMw$/);
    await c.search.fill('');

    const make = all[0]?.make ?? 'BMW';
    await c.make.selectOption(make);
    expect(await expectCount({ ...EMPTY_FILTERS, make })).toBeGreaterThan(0);
    await c.make.selectOption('');

    for (const band of ['50000-70000', '70000-90000', '90000-plus']) {
      await c.price.selectOption(band);
      await expectCount({ ...EMPTY_FILTERS, price: band });
    }
    await c.price.selectOption('');

    await c.year.selectOption('2020');
    await expectCount({ ...EMPTY_FILTERS, year: '2020' });
    await expect(page).toHaveURL(/\?year=2020$/);
    await expect(page.getByLabel('Make').locator('option')).toContainText(['All Makes', 'BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar']);
    await expect(page.getByLabel('Year').locator('option').first()).toHaveText('All Years');
    await expect(page.getByLabel('Price range').locator('option')).toHaveText(['All Prices', 'MYR 50,000 - 70,000', 'MYR 70,000 - 90,000', 'MYR 90,000 and above']);
  });

  test('a filtered URL survives reload and Back; Clear Filters resets all four', async ({ page, request }) => {
    const all = await listedVehicles(request);
    const f: Filters = { ...EMPTY_FILTERS, q: 'zzz-no-such-car', make: 'Porsche', price: '90000-plus', year: '2022' };
    await gotoHydrated(page, '/inventory?q=zzz-no-such-car&make=Porsche&price=90000-plus&year=2022');
    const c = controls(page);
    await expect(c.search).toHaveValue(f.q);
    await expect(c.make).toHaveValue('Porsche');
    await expect(c.price).toHaveValue('90000-plus');
    await expect(c.year).toHaveValue('2022');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or browse all vehicles')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    for (const ctl of [c.search, c.make, c.price, c.year]) await expect(ctl).toHaveValue('');
    await expect(showing(page)).toHaveText(`Showing ${all.length} of ${all.length} vehicles`);
    await expect(page).toHaveURL(/\/inventory\/?$/);

    await c.make.selectOption('Audi');
    await expect(page).toHaveURL(/make=Audi/);
    await cards(page).first().getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/vehicle\//);
    await page.goBack();
    await expect(controls(page).make).toHaveValue('Audi');
    await expect(showing(page)).toHaveText(`Showing ${filterVehicles(all, { ...EMPTY_FILTERS, make: 'Audi' }).length} of ${all.length} vehicles`);
  });

  test("small screens hide the dropdowns behind a 'Filters' toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/inventory');
    const c = controls(page);
    await expect(c.search).toBeVisible();
    await expect(c.make).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(c.make).toBeVisible();
    await expect(c.price).toBeVisible();
    await expect(c.year).toBeVisible();
  });

  test('on load only the delta is asked for, and it answers nothing; a search then fetches the index', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    const delta = page.waitForResponse((r) => r.url().startsWith(`${API_URL}/rest/v1/vehicles?`));
    await gotoHydrated(page, '/inventory');
    expect(await (await delta).text()).toBe('[]');
    await page.waitForLoadState('networkidle');
    const api = asked.filter((u) => u.startsWith(API_URL)).map((u) => new URL(u));
    expect(api.map((u) => u.pathname).sort()).toEqual(['/rest/v1/rpc/vehicle_deletions_since', '/rest/v1/vehicles']);
    expect(api.find((u) => u.pathname === '/rest/v1/vehicles')?.searchParams.get('updated_at')).toMatch(/^gt\./);
    expect(asked.filter((u) => u.includes('inventory-index.json'))).toEqual([]);

    const index = page.waitForRequest((r) => r.url().endsWith('/inventory-index.json'));
    await controls(page).search.fill('porsche');
    await index;
    await expect(showing(page)).toHaveText(/^Showing [1-9]\d* of \d+ vehicles$/);
  });

  test('the delta since the build joins the list, and matches show 24 at a time', async ({ page, request }) => {
    const all = await listedVehicles(request);
    const rows = Array.from({ length: 53 }, (_, i) => syntheticRow(i));
    const total = all.length + rows.length;
    await stubLiveDelta(page, rows, total);
    await gotoHydrated(page, '/inventory');
    await expect(showing(page)).toHaveText(`Showing ${total} of ${total} vehicles`);
    await expect(page.getByRole('heading', { name: 'Bentley Continental GT 0' })).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    for (let shown = 48; shown < total + 24; shown += 24) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(cards(page)).toHaveCount(Math.min(shown, total));
    }
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    await controls(page).search.fill('GT 5');
    const seedMatches = filterVehicles(all, { ...EMPTY_FILTERS, q: 'GT 5' }).length;
    await expect(showing(page)).toHaveText(`Showing ${4 + seedMatches} of ${total} vehicles`); // 5, 50, 51, 52
    await expect(page.getByLabel('Make').locator('option', { hasText: 'Bentley' })).toHaveCount(1);
  });
});
