// The prebuilt vehicle page is static .astro markup with small islands; the live view is React
// (VehicleView). They must look the same: the same vehicle rendered both ways gives the same DOM
// (islands unwrapped, React's generated ids set aside). And the prebuilt page asks the database
// only whether its vehicle changed, loading the live view only when it did.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, gotoHydrated, liveVehicles } from './helpers/public';

/** The page body as tag/attribute/text lines, islands unwrapped; then its text as a reader sees it. */
async function shape(page: Page, skip: string[] = []): Promise<string[]> {
  return page.evaluate((skip) => {
    const out: string[] = [];
    const STABLE_ID = /^[a-z][a-z-]*$/;
    // Adjacent text nodes (React splits `+{n} more` in three) count as one text.
    let text = '';
    const flush = (depth: number): void => {
      const t = text.replace(/\s+/g, ' ').trim();
      if (t) out.push(`${' '.repeat(depth)}"${t}"`);
      text = '';
    };
    const walk = (node: Node, depth: number): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        text += node.textContent ?? '';
        return;
      }
      if (!(node instanceof Element)) return;
      if (skip.some((sel) => node.matches(sel))) return;
      const tag = node.tagName.toLowerCase();
      // Astro's island runtime adds a style element; scripts and templates are not markup.
      if (tag === 'script' || tag === 'template' || tag === 'link' || tag === 'style') return;
      // Island wrappers (Astro's, and the vehicle page's `data-island` ones) take no box (display: contents).
      if (tag === 'astro-island' || tag === 'astro-slot' || node.hasAttribute('data-island')) {
        node.childNodes.forEach((c) => walk(c, depth));
        return;
      }
      flush(depth);
      const attrs = [...node.attributes]
        // React writes a controlled <select>'s choice as `selected` when it renders on the server and
        // as a property when it renders in the browser: the same choice, so the attribute is set aside.
        .filter(
          (a) =>
            !a.name.startsWith('data-vehicle') &&
            a.name !== 'data-id' &&
            a.name !== 'data-updated-at' &&
            !(tag === 'option' && a.name === 'selected'),
        )
        .map((a) =>
          ['id', 'aria-controls', 'aria-labelledby'].includes(a.name) && !STABLE_ID.test(a.value)
            ? `${a.name}=ID`
            : // References to React's generated ids (useId: _r1r_1_ in the browser, _r12R_0_ on the server) keep their suffix.
              ['for', 'aria-describedby'].includes(a.name)
              ? `${a.name}=${a.value.replace(/_r[^\s-]*_/g, 'ID')}`
              : `${a.name}=${a.value}`,
        )
        .sort();
      out.push(`${' '.repeat(depth)}<${tag} ${attrs.join(' ')}>`);
      node.childNodes.forEach((c) => walk(c, depth + 1));
      flush(depth + 1);
    };
    const main = document.querySelector('main');
    if (main) main.childNodes.forEach((c) => walk(c, 0));
    flush(0);
    // Spacing between inline elements is visible but not in the lines above ('MYR 520 a year').
    out.push((main?.innerText ?? '').replace(/\s+/g, ' ').trim());
    return out;
  }, skip);
}

const TRAY = '#compare-tray';

test.describe('prebuilt vehicle page', () => {
  test('has the same markup as the live React view of the same vehicle', async ({ page, request }) => {
    const all = await liveVehicles(request);
    // One with lists in its details and several photos, one with plain-text details.
    for (const v of [
      all.find((x) => typeof x.vehicleDetails === 'object' && x.images.length > 2),
      all.find((x) => typeof x.vehicleDetails === 'string'),
    ]) {
      if (!v) throw new Error('the seed lacks a vehicle this test needs');
      await gotoHydrated(page, `/vehicle/${v.id}`);
      const built = await shape(page);
      await gotoHydrated(page, `/vehicle-live/?id=${v.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${v.make} ${v.model}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Similar Vehicles You Might Like' })).toBeVisible();
      expect(await shape(page)).toEqual(built);
    }
  });

  test('before any script runs, it already has the markup of the live React view', async ({
    browser,
    baseURL,
    page,
    request,
  }) => {
    // The interactive parts are .astro twins of their React components until islands.ts renders
    // the React ones in their places: what a visitor sees first must be what React then draws.
    const all = await liveVehicles(request);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const still = await noScript.newPage();
      for (const v of [
        all.find((x) => typeof x.vehicleDetails === 'object' && x.images.length > 2),
        all.find((x) => typeof x.vehicleDetails === 'string'),
        all.find((x) => x.fuelType === 'Electric'),
      ]) {
        if (!v) throw new Error('the seed lacks a vehicle this test needs');
        await still.goto(`/vehicle/${v.id}`);
        // The compare tray's link is written by its script (card-state.ts) on every page alike.
        const built = await shape(still, [TRAY]);
        await gotoHydrated(page, `/vehicle-live/?id=${v.id}`);
        await expect(page.getByRole('heading', { name: 'Similar Vehicles You Might Like' })).toBeVisible();
        expect(await shape(page, [TRAY])).toEqual(built);
      }
    } finally {
      await noScript.close();
    }
  });

  test('an unchanged vehicle costs two empty answers and no live view', async ({ page, request }) => {
    const [v] = await liveVehicles(request);
    const answers: string[] = [];
    page.on('response', async (r) => {
      if (r.url().startsWith(`${API_URL}/rest/v1/`)) answers.push(await r.text());
    });
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await expect.poll(() => answers.length).toBe(2);
    expect(answers).toEqual(['[]', '[]']);
    await expect(page.locator('[data-vehicle-live]')).toHaveCount(0);
    await expect(page.locator('[data-vehicle-page]')).toHaveCount(1);
  });

  test('a vehicle changed since the build shows the live data in place of the built page', async ({ page }) => {
    const v = { id: '5eed0000-0000-4000-8000-000000000001', heading: 'BMW 330e M Sport' }; // seed price MYR 168,800
    const price = 181_145;
    // The database as it would answer after a staff edit the build has not caught up with yet.
    await page.route(`${API_URL}/rest/v1/vehicles?**`, async (route) => {
      const res = await route.fetch();
      const rows = (await res.json()) as Array<Record<string, unknown>>;
      const edited = route.request().url().includes('updated_at=gt.')
        ? [{ id: v.id }]
        : rows.map((r) => (r.id === v.id ? { ...r, price } : r));
      await route.fulfill({ response: res, body: JSON.stringify(edited) });
    });
    await gotoHydrated(page, `/vehicle/${v.id}`);
    await expect(page.locator('[data-vehicle-live]')).toHaveCount(1);
    await expect(page.getByText('MYR 181,145').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: v.heading })).toBeVisible();
  });
});
