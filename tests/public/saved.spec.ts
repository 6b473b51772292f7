// Saved cars and compare on the built site (docs/features.md, src/features/saved): the heart, the
// /saved page, the compare tray and /compare.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, holdScripts, listedVehicles } from '../support/e2e/public';

const cards = (page: Page) => page.getByTestId('vehicle-card');

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
    // Left once the heart shows it is no longer saved, as a visitor sees it.
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await gotoHydrated(page, '/saved');
    await expect(page.getByRole('heading', { name: 'No saved cars yet' })).toBeVisible();
  });

  test('with nothing stored, /saved and /compare show their empty state before their scripts arrive', async ({
    page,
  }) => {
    // Inline, before the first paint (empty-first.ts): the page's script files are never answered.
    await holdScripts(page);
    for (const [path, heading, loading] of [
      ['/saved', 'No saved cars yet', 'Loading your saved cars...'],
      ['/ms/saved', 'Belum ada kereta disimpan', 'Memuatkan kereta yang anda simpan...'],
      ['/compare', 'Nothing to compare yet', 'Loading the cars...'],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByText(loading)).toBeHidden();
    }
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
