// Buyer features (docs/features.md): sort, more filters, Reserved/Sold and 'New arrival', saved cars and
// compare, sitemap/robots/ItemList. Expectations come from the live rows, sorted and filtered
// here independently of the site's code; seed names are literal.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, listedVehicles, liveVehicles } from '../support/e2e/public';

const cards = (page: Page) => page.getByTestId('vehicle-card');
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ vehicles$/);
const headings = (page: Page) => cards(page).getByRole('heading');
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const SOLD = 'Jaguar XE 2.0 Prestige';
const RESERVED = 'Lexus LX 570';

test.describe('sort and filters', () => {
  test('sorts by price both ways, year and mileage, ties by id, kept in the URL; Clear Filters resets the sort', async ({
    page,
    request,
  }) => {
    const listed = await listedVehicles(request);
    await gotoHydrated(page, '/inventory');
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Sort: Newest listed',
      'Price: low to high',
      'Price: high to low',
      'Year: newest first',
      'Mileage: lowest first',
    ]);
    const names = (list: typeof listed) => list.slice(0, 24).map((v) => `${v.make} ${v.model}`);

    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(headings(page)).toHaveText(names([...listed].sort((a, b) => a.price - b.price || byId(a, b))));
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(headings(page)).toHaveText(names([...listed].sort((a, b) => b.price - a.price || byId(a, b))));
    await sort.selectOption({ label: 'Year: newest first' });
    await expect(headings(page)).toHaveText(names([...listed].sort((a, b) => b.year - a.year || byId(a, b))));
    await sort.selectOption({ label: 'Mileage: lowest first' });
    await expect(headings(page)).toHaveText(names([...listed].sort((a, b) => a.mileage - b.mileage || byId(a, b))));
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('mileage-asc');

    await page.getByPlaceholder('Search by make or model...').fill('zzz-nothing');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByLabel('Sort by')).toHaveValue('');
    await expect(page).toHaveURL(/\/inventory\/?$/);
    await expect(headings(page)).toHaveText(names(listed));
  });

  test('body, fuel, transmission, mileage and a free price range narrow the list, count and URL', async ({
    page,
    request,
  }) => {
    const listed = await listedVehicles(request);
    await gotoHydrated(page, '/inventory');
    await page.getByLabel('Body type').selectOption('SUV');
    await page.getByLabel('Fuel type').selectOption('Hybrid');
    const suvHybrid = listed.filter((v) => v.bodyType === 'SUV' && v.fuelType === 'Hybrid');
    expect(suvHybrid.length).toBeGreaterThan(0);
    await expect(showing(page)).toHaveText(`Showing ${suvHybrid.length} of ${listed.length} vehicles`);
    await expect(page).toHaveURL(/body=SUV&fuel=Hybrid/);

    await page.goto('/inventory');
    await gotoHydrated(page, '/inventory?trans=Manual');
    await expect(page.getByLabel('Transmission')).toHaveValue('Manual');
    await expect(showing(page)).toHaveText(
      `Showing ${listed.filter((v) => v.transmission === 'Manual').length} of ${listed.length} vehicles`,
    );

    await gotoHydrated(page, '/inventory');
    await page.getByLabel('Origin').selectOption('Recond');
    const recond = listed.filter((v) => v.origin === 'Recond');
    expect(recond.length).toBeGreaterThan(0);
    await expect(showing(page)).toHaveText(`Showing ${recond.length} of ${listed.length} vehicles`);
    await expect(page).toHaveURL(/origin=Recond/);
    await page.getByLabel('Origin').selectOption('');
    await page.getByLabel('Maximum mileage').selectOption({ label: 'Up to 30,000 KM' });
    await expect(showing(page)).toHaveText(
      `Showing ${listed.filter((v) => v.mileage <= 30_000).length} of ${listed.length} vehicles`,
    );
    await page.getByLabel('Maximum mileage').selectOption('');
    await page.getByLabel('Min price (MYR)').fill('300,000');
    await page.getByLabel('Max price (MYR)').fill('700000');
    const inRange = listed.filter((v) => v.price >= 300_000 && v.price <= 700_000);
    await expect(showing(page)).toHaveText(`Showing ${inRange.length} of ${listed.length} vehicles`);
    await expect(page).toHaveURL(/min=300%2C000&max=700000/);
    for (const price of await cards(page).locator('p.text-gold').allTextContents()) {
      const n = Number(price.replace(/[^\d.]/g, ''));
      expect(n >= 300_000 && n <= 700_000, price).toBe(true);
    }
  });

  test('on small screens the new controls sit behind the same Filters toggle, after the three', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/inventory');
    for (const label of ['Body type', 'Fuel type', 'Transmission', 'Origin', 'Maximum mileage', 'Sort by'])
      await expect(page.getByLabel(label)).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const label of ['Body type', 'Fuel type', 'Transmission', 'Origin', 'Maximum mileage', 'Sort by'])
      await expect(page.getByLabel(label)).toBeVisible();
    const order = await page
      .locator('select')
      .evaluateAll((els) => els.map((e) => e.getAttribute('id')?.replace(/^.*-/, '')));
    expect(order).toEqual(['make', 'price', 'year', 'body', 'fuel', 'trans', 'origin', 'km', 'sort']);
  });
});

test.describe('Reserved / Sold and New arrival', () => {
  test("sold cars are hidden unless 'Show sold' is ticked; badges on cards", async ({ page, request }) => {
    const all = await liveVehicles(request);
    await gotoHydrated(page, '/inventory');
    await expect(showing(page)).toHaveText(`Showing ${all.length - 1} of ${all.length - 1} vehicles`);
    await expect(page.getByRole('heading', { name: SOLD })).toHaveCount(0);
    const reserved = cards(page).filter({ has: page.getByRole('heading', { name: RESERVED }) });
    await expect(reserved.getByText('Reserved', { exact: true })).toBeVisible();
    await page.getByLabel('Show sold').check();
    await expect(page).toHaveURL(/sold=1/);
    await expect(showing(page)).toHaveText(`Showing ${all.length} of ${all.length} vehicles`);
    const sold = cards(page).filter({ has: page.getByRole('heading', { name: SOLD }) });
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
  });

  test("a sold car's page stays reachable with its badge, without 'Schedule Test Drive', JSON-LD SoldOut", async ({
    page,
    request,
  }) => {
    const all = await liveVehicles(request);
    const sold = all.find((v) => `${v.make} ${v.model}` === SOLD);
    const reserved = all.find((v) => `${v.make} ${v.model}` === RESERVED);
    const available = all.find((v) => v.status === 'available');
    if (!sold || !reserved || !available) throw new Error('seed lacks a sold, reserved or available car');
    await gotoHydrated(page, `/vehicle/${sold.id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Sold');
    await expect(page.getByRole('button', { name: 'Schedule Test Drive' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request Information' })).toBeVisible();
    const ld = async () =>
      JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        offers: { availability: string };
      };
    expect((await ld()).offers.availability).toBe('https://schema.org/SoldOut');
    await gotoHydrated(page, `/vehicle/${reserved.id}`);
    await expect(page.getByTestId('status-badge')).toHaveText('Reserved');
    await expect(page.getByRole('button', { name: 'Schedule Test Drive' })).toBeVisible();
    expect((await ld()).offers.availability).toBe('https://schema.org/Reserved');
    await gotoHydrated(page, `/vehicle/${available.id}`);
    await expect(page.getByTestId('status-badge')).toHaveCount(0);
    expect((await ld()).offers.availability).toBe('https://schema.org/InStock');
  });

  test("'New arrival' marks cars listed in the last 14 days only", async ({ page, request }) => {
    const listed = await listedVehicles(request);
    const now = Date.now();
    const fresh = listed.filter((v) => now - Date.parse(v.createdAt) < 14 * 86_400_000);
    const old = listed.find((v) => now - Date.parse(v.createdAt) > 15 * 86_400_000);
    await gotoHydrated(page, '/inventory');
    await expect(cards(page).filter({ hasText: 'New arrival' })).toHaveCount(fresh.length);
    if (old)
      await expect(
        cards(page)
          .filter({ has: page.getByRole('heading', { name: `${old.make} ${old.model}` }) })
          .getByText('New arrival'),
      ).toHaveCount(0);
  });
});

test.describe('saved cars and compare', () => {
  test('the heart on a card saves it to /saved, which survives a reload and has an empty state', async ({
    page,
    request,
  }) => {
    const [first] = await listedVehicles(request);
    if (!first) throw new Error('no vehicles');
    await gotoHydrated(page, '/saved');
    await expect(page.getByRole('heading', { name: 'No saved cars yet' })).toBeVisible();
    await gotoHydrated(page, '/inventory');
    const heart = page.getByRole('button', { name: `Save ${first.year} ${first.make} ${first.model}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Saved cars' }).click();
    await expect(page).toHaveURL(/\/saved/);
    await expect(page.getByText('1 saved car', { exact: true })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText([`${first.make} ${first.model}`]);
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    // The same store drives the vehicle page's heart.
    await gotoHydrated(page, `/vehicle/${first.id}`);
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await gotoHydrated(page, '/saved');
    await expect(page.getByRole('heading', { name: 'No saved cars yet' })).toBeVisible();
  });

  test('compare collects 3 cars, a fourth explains the limit, /compare shows them side by side with differences and a shareable URL', async ({
    page,
    request,
    browser,
  }) => {
    const listed = await listedVehicles(request);
    const four = listed.slice(0, 4);
    await gotoHydrated(page, '/inventory');
    const compareBtn = (v: (typeof four)[number]) =>
      page.getByRole('button', { name: `Compare ${v.year} ${v.make} ${v.model}` });
    for (const v of four.slice(0, 3)) await compareBtn(v).click();
    await expect(page.getByRole('link', { name: 'Compare 3 of 3' })).toBeVisible();
    await compareBtn(four[3]!).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You can compare up to 3 cars. Remove one to add another.' }),
    ).toBeVisible();
    await expect(compareBtn(four[3]!)).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('link', { name: 'Compare 3 of 3' }).click();
    const ids = four.slice(0, 3).map((v) => v.id);
    await expect(page).toHaveURL(`/compare?ids=${ids.join(',')}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const rowOf = (label: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${esc(label)}( \\(differs\\))?$`) }) });
    // The three newest listed seed cars: BMW 330e M Sport, Mercedes-Benz G 350 d AMG Line, Audi A3 Sportback.
    await expect(rowOf('Price').getByRole('cell')).toHaveText(['MYR 168,800', 'MYR 788,000', 'MYR 62,800']);
    for (const label of [
      'Price',
      'Monthly estimate',
      'Year',
      'First Registered',
      'Mileage',
      'Fuel Type',
      'Engine Capacity (cc)',
      'Transmission',
      'Body Type',
      'Color',
      'Condition',
      'Origin',
      'Previous Owners',
      'Warranty (months)',
    ]) {
      await expect(rowOf(label)).toHaveCount(1);
    }
    await expect(rowOf('Origin').getByRole('cell')).toHaveText(four.slice(0, 3).map((v) => v.origin ?? 'Not stated'));
    await expect(rowOf('Monthly estimate').getByRole('cell')).toHaveText(
      four.slice(0, 3).map(() => /^est\. MYR [\d,]+\/month$/),
    );
    const prices = new Set(four.slice(0, 3).map((v) => v.price));
    await expect(rowOf('Price')).toHaveAttribute('data-differs', prices.size > 1 ? 'true' : /.*/);
    const trans = new Set(four.slice(0, 3).map((v) => v.transmission));
    if (trans.size === 1) await expect(rowOf('Transmission')).not.toHaveAttribute('data-differs', 'true');
    const feature = four[0]!.features[0]!;
    const marks = four.slice(0, 3).map((v) => (v.features.includes(feature) ? 'Yes' : 'No'));
    await expect(rowOf(feature).getByRole('cell')).toHaveText(marks.map((m) => new RegExp(m)));

    // Shared: a fresh browser (no storage) opening the address sees the same three cars.
    const other = await browser.newContext();
    const p2 = await other.newPage();
    await p2.goto(`/compare?ids=${ids.join(',')}`);
    await expect(p2.getByRole('table').getByRole('columnheader')).toHaveText(
      four.slice(0, 3).map((v) => new RegExp(`${v.year} ${v.make} ${v.model}`)),
    );
    await other.close();

    await page
      .getByRole('button', { name: `Remove ${four[0]!.year} ${four[0]!.make} ${four[0]!.model} from compare` })
      .click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(page).toHaveURL(`/compare?ids=${ids.slice(1).join(',')}`);
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists every public page and vehicle with lastmod from updated_at; robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const all = await liveVehicles(request);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The e2e stack builds the site for the address it serves it at (playwright.config.ts's baseURL).
    const origin = new URL(baseURL ?? 'http://invalid').origin;
    for (const path of ['/', '/inventory', '/sell']) expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    for (const v of all)
      expect(xml).toContain(`/vehicle/${v.id}</loc><lastmod>${new Date(v.updatedAt).toISOString()}</lastmod>`);
    expect(xml).not.toContain('/auth<');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toContain('User-agent: *');
  });

  test('/inventory carries an ItemList JSON-LD of its first page', async ({ page, request }) => {
    const listed = await listedVehicles(request);
    await page.goto('/inventory');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      numberOfItems: number;
      itemListElement: { position: number; url: string }[];
    };
    expect(ld['@type']).toBe('ItemList');
    expect(ld.numberOfItems).toBe(listed.length);
    expect(ld.itemListElement[0]?.position).toBe(1);
    expect(ld.itemListElement.map((e) => new URL(e.url).pathname)).toEqual(
      listed.slice(0, 24).map((v) => `/vehicle/${v.id}`),
    );
  });
});
