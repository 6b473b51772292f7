// Defects a new user found: each test failed on the code before its fix.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL, gotoHydrated, liveVehicles, stubLiveDelta, syntheticRow } from '../support/e2e/public';

test.describe('/vehicle/{id} that is not a vehicle', () => {
  test("a path that cannot be a vehicle id says 'Vehicle not found' without asking the server", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${API_URL}/rest/v1/vehicles`)) asked.push(r.url());
    });
    await gotoHydrated(page, '/vehicle/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle not found' })).toBeVisible();
    await expect(page.getByText('We could not reach the inventory just now', { exact: false })).toHaveCount(0);
    await expect(page).toHaveTitle('Vehicle not found | Mewah Motors');
    await expect(page.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute('href', '/inventory');
    expect(asked).toEqual([]);
  });

  test("a real outage still says 'Vehicle unavailable'", async ({ page }) => {
    await page.route(`${API_URL}/rest/v1/vehicles?**`, (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, '/vehicle/00000000-0000-4000-8000-00000000beef');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehicle unavailable' })).toBeVisible();
    await expect(
      page.getByText('We could not reach the inventory just now. Please try again in a moment.'),
    ).toBeVisible();
  });
});

/** How many lines the element's text is laid out on. */
const textLines = (el: Locator): Promise<number> =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test.describe('the demo notice buttons', () => {
  for (const width of [320, 390, 1440]) {
    test(`at ${width} px both buttons are at least 44 px tall and the WhatsApp label keeps to one line`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const [v] = await liveVehicles(request);
      await gotoHydrated(page, `/vehicle/${v?.id}`);
      await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
      const dialog = page.getByRole('dialog', { name: 'Demo Website' });
      await expect(dialog).toBeVisible();
      const whatsapp = dialog.getByRole('link', { name: 'Contact via WhatsApp' });
      const close = dialog.getByRole('button', { name: 'Close' });
      const [wa, cl] = await Promise.all([whatsapp.boundingBox(), close.boundingBox()]);
      if (!wa || !cl) throw new Error('the buttons are not laid out');
      expect(wa.height).toBeGreaterThanOrEqual(44);
      expect(cl.height).toBeGreaterThanOrEqual(44);
      expect(await textLines(whatsapp)).toBe(1);
      expect(await textLines(close)).toBe(1);
      if (width < 640) {
        // Stacked, each as wide as the dialog's content box.
        const inner = await dialog.evaluate((d) => {
          const s = getComputedStyle(d);
          return d.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        });
        expect(Math.abs(wa.width - inner)).toBeLessThanOrEqual(1);
        expect(Math.abs(cl.width - inner)).toBeLessThanOrEqual(1);
        expect(cl.y).toBeGreaterThanOrEqual(wa.y + wa.height);
      } else {
        expect(Math.round(cl.y)).toBe(Math.round(wa.y));
      }
    });
  }
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

const cardDelays = (page: Page): Promise<string[]> =>
  page.getByTestId('vehicle-card').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).animationDelay));

test.describe('card entrance delay', () => {
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
