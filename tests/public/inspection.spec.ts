// The inspection report a buyer sees (src/features/vehicle/inspection/, the seed's reports of
// scripts/seed/inspections.ts): the summary, what needs attention first with its notes, every
// section folded, both languages, with no script needed to read it; the card's 'Inspected' mark;
// the landing's link to /certified. A car whose only report is a draft shows none. The page's
// JSON-LD damages and the report's Malay words, from the seed's reports:
// tests/server/seed-inspections.int.test.ts.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { API_URL, gotoHydrated, gotoScripted } from '../support/e2e/public';

const GRAN_TOURER = '5eed0000-0000-4000-8000-000000000004';
const F_PACE = '5eed0000-0000-4000-8000-000000000020';

test.describe('inspection report', () => {
  test('reads on the vehicle page without JavaScript: summary, attention first, sections folded', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/vehicle/${GRAN_TOURER}`);
    const report = page.getByTestId('inspection-report');
    await expect(report.getByRole('heading', { level: 2 })).toHaveText('Inspection report');
    await expect(page.getByTestId('inspection-summary')).toHaveText(
      '147 points checked · 3 need attention · inspected 3 Nov 2026 by Aminah Yusof (in-house)',
    );
    const findings = page.getByTestId('inspection-findings').locator(':scope > li');
    await expect(findings.first()).toContainText('Driver’s seat and its adjustment');
    await expect(findings.first()).toContainText('Wear on the outer bolster of the driver’s seat.');
    await expect(findings.nth(1)).toContainText('Tread at 3 mm: replace within about 5,000 km.');
    await expect(findings.nth(1)).toContainText('Measured: 3 mm');
    await expect(findings.first().getByRole('img', { name: 'Photo: Driver’s seat and its adjustment' })).toHaveCount(1);
    const sections = report.locator('details');
    await expect(sections).toHaveCount(9);
    await expect(sections.first()).not.toHaveAttribute('open');
    await sections.first().locator('summary').click();
    await expect(sections.first().getByText('Puspakom inspection passed (B5 / B7)')).toBeVisible();
    await expect(report.getByRole('link', { name: 'What our inspection covers' })).toHaveAttribute('href', '/certified');
    await context.close();
  });

  test('adds no script: the page stays under 30 KB of JavaScript before the first input', async ({ page }) => {
    const bytes: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bytes.push(res.body().then((b) => gzipSync(b).length));
    });
    // Its scripts come after the first paint, which can be after the load event: wait for them to have run.
    await gotoScripted(page, `/vehicle/${GRAN_TOURER}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('inspection-report').locator('script')).toHaveCount(0);
    const total = (await Promise.all(bytes)).reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(30 * 1024);
  });

  test("the live view of the car shows its prebuilt report: it reads as the prebuilt page", async ({ page }) => {
    await gotoHydrated(page, `/vehicle/${GRAN_TOURER}`);
    const main = page.locator('main');
    const built = { aria: await main.ariaSnapshot(), text: await main.innerText() };
    expect(built.text).toContain('147 points checked');
    await gotoHydrated(page, `/vehicle-live/?id=${GRAN_TOURER}`);
    await expect(page.getByRole('heading', { name: 'Similar Vehicles You Might Like' })).toBeVisible();
    expect(await main.ariaSnapshot()).toBe(built.aria);
    expect(await main.innerText()).toBe(built.text);
  });

  test('a page whose car changed since the build keeps its report in the live view', async ({ page }) => {
    // The database as it would answer after a staff edit the build has not caught up with yet.
    await page.route(`${API_URL}/rest/v1/vehicles?**`, async (route) => {
      const res = await route.fetch();
      const rows = (await res.json()) as Array<Record<string, unknown>>;
      const edited = route.request().url().includes('updated_at=gt.')
        ? [{ id: GRAN_TOURER }]
        : rows.map((r) => (r.id === GRAN_TOURER ? { ...r, price: 65_000 } : r));
      await route.fulfill({ response: res, body: JSON.stringify(edited) });
    });
    await gotoHydrated(page, `/vehicle/${GRAN_TOURER}`);
    await expect(page.locator('[data-vehicle-live]')).toHaveCount(1);
    await expect(page.getByText('MYR 65,000').first()).toBeVisible();
    await expect(page.getByTestId('inspection-summary')).toHaveText(
      '147 points checked · 3 need attention · inspected 3 Nov 2026 by Aminah Yusof (in-house)',
    );
  });

  test('a car whose report is still a draft shows no report and no mark', async ({ page }) => {
    await page.goto(`/vehicle/${F_PACE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('inspection-report')).toHaveCount(0);
  });

  test("marks inspected cards with their points on /inventory", async ({ page }) => {
    await page.goto('/inventory');
    const card = page.getByTestId('vehicle-card').filter({ hasText: '218i Gran Tourer' });
    await expect(card.getByTestId('card-inspected')).toHaveText('✓Inspected · 147 points');
    const draftOnly = page.getByTestId('vehicle-card').filter({ hasText: 'F-PACE' });
    await expect(draftOnly.getByTestId('card-inspected')).toHaveCount(0);
    // Cards drawn from the inventory index after filtering keep the mark.
    await page.goto('/inventory?make=BMW');
    const filtered = page.getByTestId('vehicle-card').filter({ hasText: '218i Gran Tourer' });
    await expect(page.getByTestId('vehicle-card').filter({ hasText: 'Jaguar' })).toHaveCount(0);
    await expect(filtered.getByTestId('card-inspected')).toHaveText('✓Inspected · 147 points');
  });

  test("the landing's Certified Quality card links to what the inspection covers, in both languages", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'What our inspection covers' }).click();
    await expect(page).toHaveURL(/\/certified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certified Quality: our inspection');
    await expect(page.getByTestId('checklist-sections').getByRole('heading', { level: 2 })).toHaveText([
      'Documents and identity',
      'Exterior and body',
      'Flood, fire and cut-and-join signs',
      'Interior',
      'Engine and transmission',
      'Electrical',
      'Suspension and undercarriage',
      'Brakes and tyres',
      'Road test',
      'Auction sheet (recond)',
    ]);
    await page.goto('/ms/');
    await page.getByRole('link', { name: 'Apa yang pemeriksaan kami merangkumi' }).click();
    await expect(page).toHaveURL(/\/ms\/certified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kualiti Diperakui: pemeriksaan kami');
  });
});
