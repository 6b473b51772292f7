// Fast before the first tap: what Chromium downloads before any input stays under 30 KB of
// JavaScript (gzipped) on every public page, and the island that wakes on the first interaction
// (client:interaction) never loses it, on a CPU slowed four times.
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, listedVehicles, liveVehicles } from '../support/e2e/public';

const BEFORE_INTERACTION_BUDGET = 30 * 1024;

/** Gzipped bytes of every script the page downloaded since `start` was called, until its scripts have run and the network is idle. */
function countScripts(page: Page): () => Promise<{ bytes: number; urls: string[] }> {
  const pending: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, bytes: gzipSync(body).length })));
  });
  return async () => {
    // A public page adds its scripts after its first paint, which can come after the load event and
    // more than networkidle's 500 quiet milliseconds later on a loaded machine: wait for the loader to
    // have run them all (it then drops its list) before waiting for the network to settle.
    await page.waitForFunction(() => document.querySelector('script[data-after-paint]') === null);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(pending);
    // Inline scripts (Astro's island loader and directives) are part of the HTML: counted as well;
    // JSON data blocks are not script.
    const inline = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])',
        ),
      ].map((s) => s.textContent),
    );
    const inlineBytes = inline.reduce((n, s) => n + gzipSync(s ?? '').length, 0);
    return { bytes: all.reduce((n, r) => n + r.bytes, inlineBytes), urls: all.map((r) => r.url) };
  }
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The island waits for the visitor: its directive is listening and nothing has hydrated it yet. */
const waiting = (page: Page) => expect(page.locator('astro-island[client="interaction"]').first()).toHaveAttribute(
  'data-interaction',
  'waiting',
);

test.describe('JavaScript before the first interaction', () => {
  test('every public page, in both languages, downloads at most 30 KB of JavaScript before any input', async ({
    page,
    request,
  }) => {
    const listed = await listedVehicles(request);
    const [first, second] = listed;
    if (!first || !second) throw new Error('the seed lacks vehicles');
    // /saved and /compare show the visitor's cars: with some stored, they load what they need to show them.
    await page.addInitScript(
      ([a, b]) => {
        localStorage.setItem('mewah-motors:favourites', JSON.stringify([a, b]));
        localStorage.setItem('mewah-motors:compare', JSON.stringify([a, b]));
      },
      [first.id, second.id],
    );
    const pages = ['/', '/inventory', `/vehicle/${first.id}`, '/sell', '/saved', '/compare'];
    const measured: Record<string, number> = {};
    for (const path of [...pages, ...pages.map((p) => (p === '/' ? '/ms' : `/ms${p}`))]) {
      const done = countScripts(page);
      await page.goto(path);
      const { bytes, urls } = await done();
      expect(urls.length, `${path} loads some script`).toBeGreaterThan(0);
      measured[path] = bytes;
      page.removeAllListeners('response');
    }
    for (const [path, bytes] of Object.entries(measured))
      expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KB before input`).toBeLessThanOrEqual(
        BEFORE_INTERACTION_BUDGET,
      );
    // The islands' own code comes later: /inventory's filtering needs far more than it loaded so far.
    const done = countScripts(page);
    await page.goto('/inventory');
    const before = await done();
    await page.getByLabel('Search').focus();
    await expect(page.locator('astro-island[client="interaction"]')).toHaveAttribute('data-interaction', 'ready');
    const after = await done();
    expect(after.bytes - before.bytes).toBeGreaterThan(30 * 1024);
  });
});

test.describe('the first interaction is never lost (CPU slowed 4×)', () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test('the first keystrokes in the inventory search filter the list', async ({ page, request }) => {
    const bmw = (await listedVehicles(request)).filter((v) => v.make === 'BMW');
    expect(bmw.length).toBeGreaterThan(0);
    await page.goto('/inventory');
    await waiting(page);
    await page.getByLabel('Search').pressSequentially('BMW');
    await expect(page.getByText(`Showing ${bmw.length} of`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('heading')).toHaveText(
      bmw.map((v) => `${v.make} ${v.model}`),
    );
    await expect(page).toHaveURL(/\?q=BMW$/);
  });

  test('keys typed before the page has its scripts filter the list once it has them', async ({ page, request }) => {
    const bmw = (await listedVehicles(request)).filter((v) => v.make === 'BMW');
    expect(bmw.length).toBeGreaterThan(0);
    // The island's runtime and directive load after the first paint, with the page's other
    // scripts: all of them are held on the wire until the search is typed.
    const release = await holdScripts(page);
    await page.goto('/inventory', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Search').pressSequentially('BMW');
    await expect(page.locator('astro-island[client="interaction"]')).not.toHaveAttribute('data-interaction', /.+/);
    release();
    await expect(page.getByText(`Showing ${bmw.length} of`)).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue('BMW');
    await expect(page).toHaveURL(/\?q=BMW$/);
  });

  test('the first change of a filter and of the sort take effect', async ({ page, request }) => {
    const listed = await listedVehicles(request);
    // The seed lists four BMWs among other makes.
    const bmw = listed.filter((v) => v.make === 'BMW');
    expect(bmw.length).toBe(4);
    await page.goto('/inventory');
    await waiting(page);
    await page.getByLabel('Make').selectOption('BMW');
    await expect(page.getByText('Showing 4 of 19 vehicles')).toBeVisible();
    await expect(page).toHaveURL(/make=BMW/);

    await page.goto('/inventory');
    await waiting(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    const cheapest = [...listed].sort((a, b) => a.price - b.price)[0];
    await expect(page.getByRole('list', { name: 'Vehicles' }).getByRole('heading').first()).toHaveText(
      `${cheapest?.make} ${cheapest?.model}`,
    );
  });

  test('the first heart and compare taps on /inventory count', async ({ page, request }) => {
    const [first] = await listedVehicles(request);
    if (!first) throw new Error('no vehicles');
    await page.goto('/inventory');
    const title = `${first.year} ${first.make} ${first.model}`;
    await page.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Compare ${title}` }).click();
    await expect(page.getByRole('link', { name: 'Compare 1 of 3' })).toBeVisible();
  });

  test('the first thumbnail tap and the first Schedule Test Drive on a vehicle page take effect', async ({
    page,
    request,
  }) => {
    const v = (await liveVehicles(request)).find((x) => x.images.length >= 3);
    if (!v) throw new Error('the seed lacks a vehicle with 3 photos');
    // The page's scripts are held on the wire until both taps are made: the taps wait for them.
    const release = await holdScripts(page);
    await page.goto(`/vehicle/${v.id}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Show image 3' }).click();
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    await expect(page.getByRole('dialog', { name: 'Demo Website' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('src', v.images[2] ?? '');
    await expect(page.getByRole('dialog', { name: 'Demo Website' })).toBeVisible();
  });

  test('the Sell form keeps what was typed before it woke, and Sell Now then opens the notice', async ({ page }) => {
    await page.goto('/sell');
    await waiting(page);
    await page.getByLabel('Make').fill('BMW');
    await page.getByLabel('Model').fill('X5');
    await page.getByLabel('Year').selectOption('2021');
    await page.getByLabel('Mileage (KM)').fill('45,000');
    await page.getByRole('radio', { name: /^Very Good/ }).check();
    const sell = page.getByRole('button', { name: 'Sell Now' });
    await expect(sell).toBeEnabled();
    await expect(page.getByLabel('Model')).toHaveValue('X5');
    await sell.click();
    await expect(page.getByRole('dialog', { name: 'Demo Website' })).toBeVisible();
  });
});
