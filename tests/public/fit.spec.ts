// What a new visitor tripped over (issue 38), checked where it showed, in both languages: the map
// pin's label inside the map, the vehicle page's lead buttons one line high and its tab card no
// taller than its content, a visible scroll cue on /compare on a phone, the instalment estimate's
// terms by the car's age, and the marquee's services in Malay on /ms/.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, liveVehicles, stubLiveVehicle, syntheticRow } from '../support/e2e/public';

const BMW_330E = '5eed0000-0000-4000-8000-000000000001'; // 2021, MYR 168,800
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIZES = [DESKTOP, PHONE];
const LANGS = [
  { prefix: '', testDrive: 'Schedule Test Drive', request: 'Request Information' },
  { prefix: '/ms', testDrive: 'Jadualkan Pandu Uji', request: 'Minta Maklumat' },
];

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};
/** `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
const lines = (l: Locator): Promise<number> =>
  l.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });

test.describe('the showroom map pin label', () => {
  for (const size of SIZES)
    for (const [lang, label] of [
      ['', 'Mewah Motors showroom'],
      ['/ms', 'Bilik pameran Mewah Motors'],
    ] as const)
      test(`${lang || '/en'} at ${size.width} px: '${label}' lies inside the map`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(`${lang}/`);
        const map = page.getByTestId('showroom-map');
        await map.scrollIntoViewIfNeeded();
        await expect(page.getByTestId('map-pin-text')).toHaveText(label);
        const mapBox = await box(map);
        const labelBox = await box(page.getByTestId('map-pin-label'));
        expect(inside(labelBox, mapBox), `label ${JSON.stringify(labelBox)} in map ${JSON.stringify(mapBox)}`).toBe(
          true,
        );
        // The words fit their pill.
        expect(inside(await box(page.getByTestId('map-pin-text')), labelBox)).toBe(true);
      });
});

test.describe('the vehicle page layout', () => {
  for (const size of SIZES)
    for (const lang of LANGS)
      test(`${lang.prefix || '/en'} at ${size.width} px: the lead buttons are one line high`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(`${lang.prefix}/vehicle/${BMW_330E}`);
        for (const name of [lang.testDrive, lang.request]) {
          const button = page.getByRole('button', { name, exact: true });
          await expect(button).toBeVisible();
          expect(await lines(button), name).toBe(1);
          // The button's own height is the design's 52 px: the words did not wrap inside it.
          expect((await box(button)).height, name).toBeLessThanOrEqual(53);
        }
      });

  for (const lang of LANGS)
    test(`${lang.prefix || '/en'} at 1440 px: the tab card is as tall as its content, not as 'Vehicle Details'`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${lang.prefix}/vehicle/${BMW_330E}`);
      const card = page.locator('detail-tabs');
      const panel = card.getByRole('tabpanel');
      const cardBox = await box(card);
      const panelBox = await box(panel);
      const details = await box(page.getByRole('region', { name: /^(Vehicle Details|Butiran Kenderaan)$/ }));
      // 24 px of padding and a 1 px border below the panel, no more.
      expect(cardBox.y + cardBox.height - (panelBox.y + panelBox.height)).toBeLessThanOrEqual(26);
      expect(cardBox.height).toBeLessThan(details.height);
    });
});

test.describe('/compare on a phone', () => {
  for (const lang of [
    { prefix: '', cue: 'Swipe the table sideways to see every car' },
    { prefix: '/ms', cue: 'Leret jadual ke tepi untuk melihat setiap kereta' },
  ])
    test(`${lang.prefix || '/en'} at 390 px with 2 cars: a visible cue, the second car peeks in`, async ({
      page,
      request,
    }) => {
      const [a, b] = await liveVehicles(request);
      if (!a || !b) throw new Error('the seed has fewer than 2 cars');
      await page.setViewportSize(PHONE);
      await page.goto(`${lang.prefix}/compare?ids=${a.id},${b.id}`);
      const region = page.getByRole('region', { name: /Comparison table|Jadual perbandingan/ });
      await expect(region.getByRole('columnheader')).toHaveCount(2);
      const cue = page.locator('[data-scroll-cue]');
      await expect(cue).toBeVisible();
      await expect(cue).toHaveText(`${lang.cue}→`); // the arrow sits 0.25rem (ml-1) after the words
      const fade = page.locator('[data-scroll-fade]');
      await expect(fade).toBeVisible();
      // The second car's column starts inside the visible part of the table.
      const regionBox = await box(region);
      const second = await box(region.getByRole('columnheader').nth(1));
      expect(second.x).toBeLessThan(regionBox.x + regionBox.width - 40);
      // Scrolled to the last column, the fade has gone; the cue stays.
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(fade).toBeHidden();
      await expect(cue).toBeVisible();
      expect(inside(await box(region.getByRole('columnheader').nth(1)), await box(region))).toBe(true);
    });

  test('at 1440 px the table fits: no cue', async ({ page, request }) => {
    const [a, b, c] = await liveVehicles(request);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/compare?ids=${[a, b, c].map((v) => v?.id).join(',')}`);
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expect(page.locator('[data-scroll-cue]')).toBeHidden();
    await expect(page.locator('[data-scroll-fade]')).toBeHidden();
  });
});

const calc = (page: Page) => page.getByTestId('loan-calculator');

test.describe('the instalment estimate by the car’s age (today 2026-11-26)', () => {
  // The terms follow the car's age (src/lib/loan.ts loanTerms): the page's clock is fixed on the day
  // the expectations were written, and each car is shown live, where the page works its terms out.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-26T12:00:00+08:00'));
  });

  test('a 2018 car: 5 years at 80 %, tenures up to 5 offered', async ({ page, request }) => {
    const car = (await liveVehicles(request)).find((v) => v.year === 2018);
    if (!car) throw new Error('no 2018 car in the seed');
    await gotoHydrated(page, `/vehicle-live/?id=${car.id}`);
    const c = calc(page);
    await expect(c.getByLabel('Tenure')).toHaveValue('5');
    await expect(c.getByLabel('Tenure').locator('option:not([disabled])')).toHaveText([
      '1 year',
      '2 years',
      '3 years',
      '4 years',
      '5 years',
    ]);
    await expect(c.getByLabel('Down payment (MYR)')).toHaveValue(Math.ceil(car.price * 0.2).toLocaleString('en-MY'));
    await expect(c.getByTestId('loan-terms')).toHaveText(
      'Up to 5 years for a 2018 car, financing up to 80 % of the price: banks lend for less time, and less of the price, the older the car.',
    );
    await expect(c.getByTestId('loan-no-bank')).toBeHidden();
  });

  test('a 1995 import: no bank loan, said at the top; figures for 3 years at 80 %', async ({ page }) => {
    const row = syntheticRow(38, { year: 1995, make: 'Toyota', model: 'Supra RZ', price: 250_000 });
    await stubLiveVehicle(page, row);
    await gotoHydrated(page, `/vehicle/${row.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota Supra RZ' })).toBeVisible();
    const c = calc(page);
    await expect(c.getByTestId('loan-no-bank')).toHaveText(
      'No bank loan: banks in Malaysia finance cars up to about 10 years old, and this 1995 car is 31 years old. Plan to pay in cash; the figures below are for a loan over 3 years at 80 % of the price, should another lender offer one.',
    );
    await expect(c.getByTestId('loan-no-bank')).toBeVisible();
    await expect(c.getByLabel('Tenure')).toHaveValue('3');
    await expect(c.getByLabel('Down payment (MYR)')).toHaveValue('50,000');
    await expect(c.getByTestId('loan-monthly')).toHaveText('MYR 6,130'); // RM200,000 over 36 months at 6.5 %
    await expect(c.getByTestId('loan-terms')).toBeHidden();
  });

  test('a 2012 car in Malay: Tiada pinjaman bank', async ({ page }) => {
    const row = syntheticRow(39, { year: 2012, make: 'Lexus', model: 'LS 460', price: 88_000 });
    await stubLiveVehicle(page, row);
    await gotoHydrated(page, `/ms/vehicle/${row.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lexus LS 460' })).toBeVisible();
    const c = calc(page);
    await expect(c.getByTestId('loan-no-bank')).toHaveText(
      'Tiada pinjaman bank: bank di Malaysia membiayai kereta berusia sehingga kira-kira 10 tahun, dan kereta 2012 ini berusia 14 tahun. Rancang untuk membayar tunai; angka di bawah adalah bagi pinjaman selama 3 tahun pada 80 % daripada harga, sekiranya pemberi pinjaman lain menawarkannya.',
    );
    await expect(c.getByLabel('Tempoh pinjaman')).toHaveValue('3');
    await expect(c.getByTestId('loan-monthly')).toHaveText('MYR 2,158');
  });
});

/** The services of the marquee's first row, once (its first track), as written. */
const services = (page: Page): Promise<string[]> =>
  page
    .locator('[data-marquee="1"] > div')
    .first()
    .evaluate((track) => Array.from(track.children, (item) => (item.firstChild?.textContent ?? '').trim()));

test("the marquee says the agency's services in Malay on /ms/, in English on /", async ({ page }) => {
  await page.goto('/ms/');
  expect(await services(page)).toEqual([
    'Reka Bentuk Web',
    'E-Dagang',
    'SEO',
    'Penjenamaan',
    'UI/UX',
    'Aplikasi Mudah Alih',
    'Pengehosan',
    'Penyelenggaraan',
  ]);
  await page.goto('/');
  expect(await services(page)).toEqual([
    'Web Design',
    'E-Commerce',
    'SEO',
    'Branding',
    'UI/UX',
    'Mobile Apps',
    'Hosting',
    'Maintenance',
  ]);
});
