import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, listedVehicles, stubLiveDelta, syntheticRow, gotoHydrated } from '../support/e2e/public';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { phone, size, WIDTHS } from '../support/e2e/viewports';

// Expectations are literal values from the seed (scripts/seed/inventory.ts, supabase/seed.sql):
// 20 cars, of which the Jaguar XE 2.0 Prestige is sold, so /inventory lists 19.
const LISTED = 19;

const cards = (page: Page) => page.getByTestId('vehicle-card');
const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ vehicles$/);
const controls = (page: Page) => ({
  search: page.getByPlaceholder('Search by make or model...'),
  make: page.getByLabel('Make'),
  price: page.getByLabel('Price range'),
  year: page.getByLabel('Year'),
});

test.describe('/inventory', () => {
  test('headings, count and every card field as docs/product.md lists', async ({ page }) => {
    await gotoHydrated(page, '/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Inventory' })).toBeVisible();
    await expect(page.getByText('Discover our curated collection of luxury vehicles')).toBeVisible();
    await expect(showing(page)).toHaveText(`Showing ${LISTED} of ${LISTED} vehicles`);
    await expect(cards(page)).toHaveCount(LISTED);

    const card = cards(page).filter({ has: page.getByRole('heading', { name: 'Audi R8 V10 performance quattro' }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('MYR 1,188,000')).toBeVisible();
    await expect(card.getByText('9,800 KM')).toBeVisible();
    await expect(card.getByText('Gasoline', { exact: true })).toBeVisible();
    await expect(card.getByText('Excellent', { exact: true })).toBeVisible();
    await expect(card.getByText('2021', { exact: true })).toHaveCount(2);
    const features = card.getByRole('list', { name: 'Features' }).getByRole('listitem');
    await expect(features).toHaveText([
      'Carbon-ceramic brakes',
      'Carbon sideblades',
      'Bang & Olufsen audio',
      '+7 more',
    ]);
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', '/seed/audi-r8-v10-performance-2021-front-card.webp');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/vehicle/5eed0000-0000-4000-8000-000000000011',
    );
  });

  test('search, make, price band and year filter the list and reach the URL', async ({ page }) => {
    await gotoHydrated(page, '/inventory');
    const c = controls(page);
    const expectShown = async (headings: string[]) => {
      await expect(showing(page)).toHaveText(`Showing ${headings.length} of ${LISTED} vehicles`);
      await expect(cards(page).getByRole('heading')).toHaveText(headings);
    };
    const BMWS = [
      'BMW 330e M Sport',
      'BMW X5 xDrive45e M Sport',
      'BMW 840i Gran Coupe M Sport',
      'BMW 218i Gran Tourer',
    ];

    await c.search.fill('bMw');
    await expectShown(BMWS);
    await expect(page).toHaveURL(/\?q=bMw$/);
    await c.search.fill('');

    await c.make.selectOption('BMW');
    await expectShown(BMWS);
    await c.make.selectOption('');

    // Both ends of a band are inclusive; the sold Jaguar XE (MYR 58,800) is not listed.
    await c.price.selectOption('50000-70000');
    await expectShown(['Audi A3 Sportback 1.4 TFSI', 'BMW 218i Gran Tourer']);
    await c.price.selectOption('70000-90000');
    await expectShown(['Audi A4 Avant 2.0 TFSI quattro', 'Lexus CT 200h F Sport', 'Jaguar XF 2.0 Portfolio']);
    await c.price.selectOption('90000-plus');
    await expect(showing(page)).toHaveText(`Showing 14 of ${LISTED} vehicles`);
    await c.price.selectOption('');

    await c.year.selectOption('2020');
    await expectShown(['Porsche 911 Carrera S', 'Mercedes-Benz E 300 Coupe AMG Line', 'BMW 840i Gran Coupe M Sport']);
    await expect(page).toHaveURL(/\?year=2020$/);
    await expect(page.getByLabel('Make').locator('option')).toContainText([
      'All Makes',
      'BMW',
      'Mercedes-Benz',
      'Audi',
      'Lexus',
      'Porsche',
      'Jaguar',
    ]);
    await expect(page.getByLabel('Year').locator('option').first()).toHaveText('All Years');
    await expect(page.getByLabel('Price range').locator('option')).toHaveText([
      'All Prices',
      'MYR 50,000 - 70,000',
      'MYR 70,000 - 90,000',
      'MYR 90,000 and above',
    ]);
  });

  test('a filtered URL survives reload and Back; Clear Filters resets all four', async ({ page }) => {
    await gotoHydrated(page, '/inventory?q=zzz-no-such-car&make=Porsche&price=90000-plus&year=2022');
    const c = controls(page);
    await expect(c.search).toHaveValue('zzz-no-such-car');
    await expect(c.make).toHaveValue('Porsche');
    await expect(c.price).toHaveValue('90000-plus');
    await expect(c.year).toHaveValue('2022');
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or browse all vehicles')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    for (const ctl of [c.search, c.make, c.price, c.year]) await expect(ctl).toHaveValue('');
    await expect(showing(page)).toHaveText(`Showing ${LISTED} of ${LISTED} vehicles`);
    await expect(page).toHaveURL(/\/inventory\/?$/);

    await c.make.selectOption('Audi');
    await expect(page).toHaveURL(/make=Audi/);
    await cards(page)
      .first()
      .getByRole('link', { name: /View Details/ })
      .click();
    await expect(page).toHaveURL(/\/vehicle\//);
    await page.goBack();
    await expect(controls(page).make).toHaveValue('Audi');
    await expect(showing(page)).toHaveText(`Showing 3 of ${LISTED} vehicles`);
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

  test('on load only the delta is asked for, and it answers nothing; a search then fetches the index', async ({
    page,
  }) => {
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
    // The first page's cards past the first screen are in the page already: their file is for a delta.
    expect(asked.filter((u) => u.includes('inventory-later.json'))).toEqual([]);

    const index = page.waitForRequest((r) => r.url().endsWith('/inventory-index.json'));
    await controls(page).search.fill('porsche');
    await index;
    await expect(showing(page)).toHaveText(/^Showing [1-9]\d* of \d+ vehicles$/);
  });

  test('the delta since the build joins the list, and matches show 24 at a time', async ({ page }) => {
    const rows = Array.from({ length: 53 }, (_, i) => syntheticRow(i));
    const total = 72; // 19 listed seed cars and 53 new ones
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
    await expect(showing(page)).toHaveText(`Showing 4 of ${total} vehicles`);
    // The new cars share one listing time, so only the set is fixed, not the order.
    expect((await cards(page).getByRole('heading').allTextContents()).sort()).toEqual([
      'Bentley Continental GT 5',
      'Bentley Continental GT 50',
      'Bentley Continental GT 51',
      'Bentley Continental GT 52',
    ]);
    await expect(page.getByLabel('Make').locator('option', { hasText: 'Bentley' })).toHaveCount(1);
  });

  test('without the file of the first page’s other cards, a delta leaves the built list as it is', async ({
    page,
  }) => {
    await stubLiveDelta(page, [syntheticRow(0)], 20);
    const later = page.waitForResponse((r) => r.url().includes('/inventory-later.json?v='));
    await page.route(
      (url) => url.pathname === '/inventory-later.json',
      (route) => route.fulfill({ status: 503, body: 'busy' }),
    );
    await gotoHydrated(page, '/inventory');
    expect((await later).status()).toBe(503);
    await expect(showing(page)).toHaveText('Showing 19 of 19 vehicles');
    await expect(cards(page)).toHaveCount(19);
    await expect(page.getByRole('heading', { name: 'Bentley Continental GT 0' })).toHaveCount(0);
  });
});

/** Width the placeholder needs against the width the input offers its text. */
const placeholderFit = (input: Locator): Promise<{ text: string; needed: number; room: number }> =>
  input.evaluate((el: HTMLInputElement) => {
    const s = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no canvas');
    ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    ctx.letterSpacing = s.letterSpacing === 'normal' ? '0px' : s.letterSpacing;
    return {
      text: el.placeholder,
      needed: ctx.measureText(el.placeholder).width,
      room: el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight),
    };
  });

test.describe('the inventory search placeholder', () => {
  for (const width of [320, 390]) {
    test(`is readable whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/inventory');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await page.evaluate(() => document.fonts.ready.then(() => true));
      const fit = await placeholderFit(search);
      expect(fit.text).toBe('Search by make or model...');
      expect(fit.needed).toBeLessThanOrEqual(fit.room);
      await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    });
  }
});

/**
 * When each card's entrance starts, as a buyer sees it ('0.7s'): the last moment, in steps of 10 ms,
 * at which the card is still all but transparent (under 1 % opaque). Each card's entrance (its `rise`
 * animation, not the border's transition under the pointer) is sampled paused, then left finished.
 */
const cardDelays = (page: Page): Promise<string[]> =>
  page.getByTestId('vehicle-card').evaluateAll((cards) =>
    cards.map((card) => {
      const entrance = card
        .getAnimations()
        .find((a): a is CSSAnimation => a instanceof CSSAnimation && a.animationName === 'rise');
      if (!entrance) return 'none';
      entrance.pause();
      let hidden = 0;
      for (let ms = 0; ms <= 10_000; ms += 10) {
        entrance.currentTime = ms;
        if (Number(getComputedStyle(card).opacity) >= 0.01) break;
        hidden = ms;
      }
      entrance.finish();
      return `${hidden / 1000}s`;
    }),
  );

test.describe('card entrance delay', () => {
  // The suite runs with reduced motion (playwright.config.ts); the entrance is what this tests.
  test.use({ reducedMotion: 'no-preference' });
  test('leaves the largest paint to the heading’s text on a phone, so the first photo asks for no head start', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/inventory');
    await page.waitForLoadState('networkidle');
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve(`${entry.element?.tagName ?? ''}: ${entry.element?.textContent?.trim() ?? ''}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(largest).toBe('P: Discover our curated collection of luxury vehicles');
    await expect(cards(page).first().locator('img')).toHaveAttribute('fetchpriority', 'low');
  });

  test('is 0.1 s per index with no cap, restarting with each page of 24', async ({ page }) => {
    // 30 vehicles changed since the build join the 20 prebuilt ones through the live delta.
    await stubLiveDelta(
      page,
      Array.from({ length: 30 }, (_, i) => syntheticRow(i)),
      50,
    );
    await gotoHydrated(page, '/inventory');
    await expect(page.getByText('Showing 50 of 50 vehicles')).toBeVisible();
    const first = await cardDelays(page);
    expect(first).toHaveLength(24);
    expect(first.slice(0, 4)).toEqual(['0s', '0.1s', '0.2s', '0.3s']);
    expect(first[7]).toBe('0.7s');
    expect(first[12]).toBe('1.2s');
    expect(first[23]).toBe('2.3s');
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByTestId('vehicle-card')).toHaveCount(48);
    // 'Show more' loads the whole index (aria-busy until then), which draws the list once more.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const all = await cardDelays(page);
    expect(all.slice(24, 30)).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    expect(all[47]).toBe('2.3s');
  });

  test('with prefers-reduced-motion the cards neither wait nor move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stubLiveDelta(
      page,
      Array.from({ length: 30 }, (_, i) => syntheticRow(i)),
      50,
    );
    await gotoHydrated(page, '/inventory');
    await expect(page.getByText('Showing 50 of 50 vehicles')).toBeVisible();
    const styles = await page.getByTestId('vehicle-card').evaluateAll((cards) =>
      cards.map((c) => {
        const s = getComputedStyle(c);
        return `${s.animationName} ${s.animationDelay}`;
      }),
    );
    expect(new Set(styles)).toEqual(new Set(['none 0s']));
  });
});

/** The filter panel, opened on a phone where it sits behind the toggle. */
async function openFilters(page: Page, width: number): Promise<void> {
  if (width < 600) await page.getByRole('button', { name: /^Filters/ }).click();
}

test.describe('inventory filters say what they do', () => {
  test('the phone toggle counts the filters that are on', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/inventory?make=BMW&year=2023&sort=price-asc');
    // The sort orders the list; it filters nothing, so it is not counted.
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText('Filters (2)');
    await gotoHydrated(page, '/inventory');
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText('Filters');
    await gotoHydrated(page, '/ms/inventory?body=SUV');
    await expect(page.getByRole('button', { name: /^Penapis/ })).toHaveText('Penapis (1)');
  });

  for (const width of WIDTHS) {
    test(`a minimum above the maximum says why nothing matches (${width} px)`, async ({ page }) => {
      await page.setViewportSize(size(width));
      await gotoHydrated(page, '/inventory?min=500000&max=100000');
      await expect(page.getByRole('heading', { name: 'No vehicles found' })).toBeVisible();
      await expect(page.getByTestId('none-reason')).toHaveText(
        'The minimum price (MYR 500,000) is above the maximum (MYR 100,000), so no car can match. Change one of them.',
      );
      await expect(page.getByText('Try adjusting your search criteria or browse all vehicles')).toBeVisible();
      await openFilters(page, width);
      const max = page.getByRole('textbox', { name: 'Max price (MYR)' });
      await expect(max).toHaveAttribute('aria-invalid', 'true');
      await expect(max).toHaveAccessibleDescription('The maximum is below the minimum price');
    });

    test(`"abc" and "-5" in a price field get a message at the field (${width} px)`, async ({ page }) => {
      await page.setViewportSize(size(width));
      await gotoHydrated(page, '/inventory');
      await openFilters(page, width);
      const min = page.getByRole('textbox', { name: 'Min price (MYR)' });
      await min.fill('abc');
      await expect(min).toHaveAttribute('aria-invalid', 'true');
      await expect(min).toHaveAccessibleDescription('Enter a price in MYR of 0 or more, like 285,000');
      await expect(page.getByText('Enter a price in MYR of 0 or more, like 285,000')).toBeVisible();
      await min.fill('-5');
      await expect(min).toHaveAccessibleDescription('Enter a price in MYR of 0 or more, like 285,000');
      await min.fill('285,000');
      await expect(min).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText('Enter a price in MYR of 0 or more, like 285,000')).toHaveCount(0);
    });
  }
});

// Sort and the buyer filters (docs/features.md): expectations from the live rows, sorted and
// filtered here independently of the site's code.
const headings = (page: Page) => cards(page).getByRole('heading');
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

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

// The first screen (docs/features.md 'The first screen and contact'): at a laptop's 1440 × 900 and
// a phone's 390 × 844, the top 200 px of the first row's photos show before any scroll, with the
// spec's title, subtitle, search and filters (a phone's behind 'Filters'), before and after a search.
test.describe('the first screen of /inventory shows cars', () => {
  const pages = [
    { path: '/inventory', title: 'Premium Inventory', search: 'Search by make or model...', toggle: 'Filters' },
    { path: '/ms/inventory', title: 'Inventori Premium', search: 'Cari mengikut jenama atau model...', toggle: 'Penapis' },
  ];
  /** Every photo of the first row starts on screen with at least 200 px of it above the fold. */
  async function firstRowShows(page: Page, viewport: { width: number; height: number }): Promise<void> {
    // Where the cards come to rest: their entrance (0.1 s per index) has ended.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const photos = cards(page).locator('img');
    const first = await photos.first().boundingBox();
    if (!first) throw new Error('no card photo');
    const row = [];
    for (const img of await photos.all()) {
      const b = await img.boundingBox();
      if (b && Math.abs(b.y - first.y) < 1) row.push(b);
    }
    expect(row.length).toBe(viewport.width < 600 ? 1 : 3);
    for (const b of row) {
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + 200, `photo top at ${b.y} px`).toBeLessThanOrEqual(viewport.height);
    }
  }
  for (const vp of [phone, { width: 1440, height: 900 }])
    for (const p of pages)
      test(`${p.path} at ${vp.width} × ${vp.height}: before and after a search`, async ({ page }) => {
        await page.setViewportSize(vp);
        await gotoHydrated(page, p.path);
        await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeInViewport();
        await expect(page.getByPlaceholder(p.search)).toBeInViewport();
        if (vp.width < 600) await expect(page.getByRole('button', { name: p.toggle })).toBeInViewport();
        else for (const s of await page.locator('select').all()) await expect(s).toBeInViewport();
        await firstRowShows(page, vp);
        await page.getByPlaceholder(p.search).fill('BMW');
        await expect(page).toHaveURL(/\?q=BMW$/);
        await expect(cards(page)).toHaveCount(4);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await firstRowShows(page, vp);
      });
});

// The phone's filter sheet: every filter in a modal sheet whose 'Show N cars' counts the matches
// as they change, then closes and lands on the list it counted.
test.describe('the phone filter sheet', () => {
  test("'Show N cars' counts as the filters change and opens that list", async ({ page, request }) => {
    const listed = await listedVehicles(request);
    const bmw = listed.filter((v) => v.make === 'BMW');
    const bmwSedans = bmw.filter((v) => v.bodyType === 'Sedan');
    expect(bmwSedans.length).toBeGreaterThan(0);
    expect(bmwSedans.length).toBeLessThan(bmw.length);
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/inventory');
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    for (const label of ['Make', 'Price range', 'Year', 'Body type', 'Fuel type', 'Transmission', 'Origin'])
      await expect(sheet.getByLabel(label, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Show ${LISTED} cars` })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByLabel('Make', { exact: true }).selectOption('BMW');
    await expect(sheet.getByRole('button', { name: `Show ${bmw.length} cars` })).toBeVisible();
    await sheet.getByLabel('Body type').selectOption('Sedan');
    const show = sheet.getByRole('button', { name: `Show ${bmwSedans.length} ${bmwSedans.length === 1 ? 'car' : 'cars'}` });
    await expect(show).toBeVisible();
    // The sheet covers the page, its list sits behind it.
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox && sheetBox.y + sheetBox.height).toBeCloseTo(phone.height, 0);
    await show.click();
    await expect(sheet).toHaveCount(0);
    await expect(showing(page)).toHaveText(`Showing ${bmwSedans.length} of ${LISTED} vehicles`);
    await expect(cards(page)).toHaveCount(bmwSedans.length);
    await expect(showing(page)).toBeFocused();
    await expect(showing(page)).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expect(page).toHaveURL(/make=BMW/);
  });

  test('Escape and the close button keep the filters chosen; Malay counts in its words', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/ms/inventory');
    await page.getByRole('button', { name: 'Penapis' }).click();
    const sheet = page.getByRole('dialog', { name: 'Penapis' });
    await expect(sheet.getByRole('button', { name: `Tunjuk ${LISTED} kereta` })).toBeVisible();
    await sheet.getByLabel('Bahan api').selectOption('Electric');
    await expect(sheet.getByRole('button', { name: /^Tunjuk \d+ kereta$/ })).not.toHaveText(`Tunjuk ${LISTED} kereta`);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Penapis (1)' })).toBeFocused();
    await page.getByRole('button', { name: 'Penapis (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Penapis' }).getByLabel('Bahan api')).toHaveValue('Electric');
    await page.getByRole('dialog').getByRole('button', { name: 'Tutup penapis' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('wide screens keep the filters inline, with no sheet', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/inventory');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden();
    await expect(page.getByLabel('Make', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
