// On the vehicle page and cards: local details, instalment estimate, the card's monthly figure and
// the full-screen gallery. Seed vehicles by their fixed ids (scripts/seed). The road tax card's
// figures for the seed's cars: road-tax-card.test.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { gotoHydrated, liveVehicles, stubLiveVehicle, syntheticRow } from '../support/e2e/public';
import { desktop, phone } from '../support/e2e/viewports';

const BMW_330E = '5eed0000-0000-4000-8000-000000000001'; // MYR 168,800, 1,998 cc sedan, Local

// The loan terms follow the car's age (src/lib/vehicle/loan.ts loanTerms), so the figures below hold on the
// day they were worked out: the page's clock is fixed there. What the build printed was printed with
// the build's clock; its card line is judged by the car's age that year, each age a literal case.
const TODAY = new Date('2026-11-26T12:00:00+08:00');
const BMW_330E_CARD_LINE: Record<number, string> = {
  5: 'est. MYR 2,256/month',
  6: 'est. MYR 2,131/month',
  7: 'est. MYR 2,412/month',
  8: 'est. MYR 2,642/month',
  9: 'est. MYR 3,202/month',
  10: 'est. MYR 4,139/month',
};
/** The BMW 330e's card line as built this year (2021 car; no bank loan past 10 years old). */
const builtBmwCardLine = (): string =>
  BMW_330E_CARD_LINE[new Date().getFullYear() - 2021] ?? 'No bank loan at this age';

const row = (card: Locator, label: string) =>
  card.locator('div', { has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

test.describe('local details and instalment', () => {
  test('the Vehicle Details card lists the local details', async ({ page }) => {
    await gotoHydrated(page, `/vehicle/${BMW_330E}`);
    const details = page.getByRole('region', { name: 'Vehicle Details' });
    await expect(row(details, 'Origin')).toHaveText('Local');
    await expect(row(details, 'Registration Year')).toHaveText('2021');
    await expect(row(details, 'Previous Owners')).toHaveText('1');
    await expect(row(details, 'Warranty')).toHaveText('24 months');
    await expect(row(details, 'Engine Capacity')).toHaveText('1,998 cc');
    await expect(row(details, 'Body Type')).toHaveText('Sedan');
  });

  test('calculator: defaults, edits by keyboard, the flat-rate comparison and a refused down payment', async ({
    page,
  }) => {
    // The live view of the same car (tests/public/vehicle-static.spec.ts: the same page as the built
    // one) works its figures out with the page's clock, fixed on TODAY.
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, `/vehicle-live/?id=${BMW_330E}`);
    const calc = page.getByRole('region', { name: 'Instalment Estimate' });
    await expect(calc.getByLabel('Price')).toHaveValue('MYR 168,800');
    await expect(calc.getByLabel('Down payment (MYR)')).toHaveValue('16,880');
    await expect(calc.getByLabel('Tenure')).toHaveValue('7');
    await expect(calc.getByLabel('Annual interest rate (%)')).toHaveValue('6.5');
    await expect(calc.getByTestId('loan-monthly')).toHaveText('MYR 2,256');
    await expect(calc.getByTestId('loan-interest')).toHaveText('MYR 37,578');
    await expect(calc.getByTestId('loan-total')).toHaveText('MYR 189,498');
    await expect(calc.getByTestId('flat-monthly')).toHaveText('MYR 2,631');
    await expect(calc.getByTestId('flat-interest')).toHaveText('MYR 69,124');
    await expect(calc.getByTestId('flat-eir')).toHaveText('11.38 %');
    await expect(calc.getByTestId('loan-difference')).toHaveText(
      'At the same headline rate, the flat-rate quote costs MYR 31,546 more in interest.',
    );
    await expect(calc.getByTestId('loan-note')).toContainText('Estimate only');
    await expect(calc.getByTestId('loan-note')).toContainText('Hire Purchase (Amendment) Act 2026');

    // Keyboard only: Tab into the fields, type, choose the tenure with the arrow keys.
    await calc.getByLabel('Down payment (MYR)').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('50,000');
    await page.keyboard.press('Tab');
    await expect(calc.getByLabel('Tenure')).toBeFocused();
    await calc.getByLabel('Tenure').selectOption('5');
    await page.keyboard.press('Tab');
    await expect(calc.getByLabel('Annual interest rate (%)')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4');
    await expect(calc.getByTestId('loan-monthly')).toHaveText('MYR 2,188');
    await expect(calc.getByTestId('loan-interest')).toHaveText('MYR 12,473');
    await expect(calc.getByTestId('flat-monthly')).toHaveText('MYR 2,376');
    await expect(calc.getByTestId('flat-interest')).toHaveText('MYR 23,760');
    await expect(calc.getByTestId('flat-eir')).toHaveText('7.42 %');
    await expect(calc.getByTestId('loan-difference')).toContainText('MYR 11,287 more in interest');
    // The screen-reader summary is a polite live region.
    const summary = calc.getByTestId('loan-summary');
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    await expect(summary).toHaveText(
      'Estimated MYR 2,188 a month over 5 years, total interest MYR 12,473. A flat-rate quote at the same rate would cost MYR 2,376 a month, an EIR of 7.42 %.',
    );

    await calc.getByLabel('Down payment (MYR)').fill('10000');
    await expect(calc.getByLabel('Down payment (MYR)')).toHaveAttribute('aria-invalid', 'true');
    await expect(calc.getByLabel('Down payment (MYR)')).toHaveAccessibleDescription(
      'Down payment must be from MYR 16,880 (10 %) to less than the price',
    );
    await expect(calc.getByTestId('loan-monthly')).toHaveText('—');
    await expect(summary).toHaveText('Down payment must be from MYR 16,880 (10 %) to less than the price');
    await calc.getByLabel('Down payment (MYR)').fill('16880');
    await calc.getByLabel('Annual interest rate (%)').fill('25');
    await expect(calc.getByLabel('Annual interest rate (%)')).toHaveAccessibleDescription(
      'Rate must be a number from 0 to 20 % a year',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('every card shows est. MYR X/month, prebuilt and re-rendered by the inventory island', async ({ page }) => {
    await page.clock.setFixedTime(TODAY);
    await gotoHydrated(page, '/inventory');
    const cards = page.getByTestId('vehicle-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('card-monthly')).toHaveCount(count);
    const bmw = cards.filter({ has: page.getByRole('heading', { name: 'BMW 330e M Sport' }) });
    await expect(bmw.getByTestId('card-monthly')).toHaveText(builtBmwCardLine());
    await page.getByPlaceholder('Search by make or model...').fill('330e');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('card-monthly')).toHaveText('est. MYR 2,256/month');
  });
});

test.describe('full-screen gallery', () => {
  const viewer = (page: Page) => page.getByRole('dialog', { name: /photos, full screen/ });
  const counter = (page: Page) => page.getByTestId('viewer-counter');
  const scale = async (page: Page) => Number(await page.getByTestId('viewer-image').getAttribute('data-scale'));

  test('opens on a click, loads its code only then; arrows, buttons, keys; Esc closes and returns focus', async ({
    page,
    request,
  }) => {
    const v = (await liveVehicles(request)).find((x) => x.id === BMW_330E);
    if (!v) throw new Error('seed vehicle missing');
    const n = v.images.length;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await gotoHydrated(page, `/vehicle/${BMW_330E}`);
    expect(scripts.some((u) => u.includes('FullscreenGallery'))).toBe(false);

    await page.getByTestId('gallery-main').click();
    await expect(viewer(page)).toBeVisible();
    expect(scripts.some((u) => u.includes('FullscreenGallery'))).toBe(true);
    await expect(counter(page)).toHaveText(`Image 1 / ${n}`);
    await expect(page.getByTestId('viewer-image')).toHaveAttribute('src', v.images[0] ?? '');
    // Focus is inside the dialog and stays there.
    await expect(viewer(page).locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    await expect(viewer(page).locator(':focus')).toHaveCount(1);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`Image 2 / ${n}`);
    await expect(page.getByTestId('viewer-image')).toHaveAttribute('src', v.images[1] ?? '');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`Image ${n} / ${n}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`Image 1 / ${n}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Previous image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`Image 2 / ${n}`);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    // The page's gallery shows the photo last viewed, and focus is back on it.
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('src', v.images[1] ?? '');
    await expect(page.getByRole('group', { name: /photos, image 2 of/ })).toBeFocused();

    // Keyboard: Enter on the focused gallery opens it again; the close button closes it.
    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
    await expect(counter(page)).toHaveText(`Image 2 / ${n}`);
    await page.getByRole('button', { name: 'Close full-screen gallery' }).click();
    await expect(viewer(page)).toHaveCount(0);
  });

  test('zoom by double-click, wheel, buttons and pinch; swipe changes the photo', async ({ page }) => {
    await gotoHydrated(page, `/vehicle/${BMW_330E}`);
    await page.getByRole('button', { name: 'View photos full screen' }).click();
    await expect(viewer(page)).toBeVisible();
    const stage = page.getByTestId('viewer-stage');
    const box = await stage.boundingBox();
    if (!box) throw new Error('no stage');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    expect(await scale(page)).toBe(1);

    await page.mouse.dblclick(cx, cy);
    await expect.poll(() => scale(page)).toBe(2.5);
    await page.mouse.dblclick(cx, cy);
    await expect.poll(() => scale(page)).toBe(1);

    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scale(page)).toBeGreaterThan(1.5);
    // exp(0.6) ≈ 1.82, then 1.21, then the floor of 1, where 'Zoom out' is disabled.
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => scale(page)).toBe(1);
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => scale(page)).toBe(1.5);
    await page.keyboard.press('-');
    await expect.poll(() => scale(page)).toBe(1);

    // Touch: a pinch with two pointers spreading apart zooms in.
    const touch = (type: string, id: number, x: number, y: number) =>
      stage.dispatchEvent(type, {
        pointerId: id,
        pointerType: 'touch',
        isPrimary: id === 1,
        clientX: x,
        clientY: y,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
      });
    await touch('pointerdown', 1, cx - 40, cy);
    await touch('pointerdown', 2, cx + 40, cy);
    for (let d = 50; d <= 120; d += 10) {
      await touch('pointermove', 1, cx - d, cy);
      await touch('pointermove', 2, cx + d, cy);
    }
    await touch('pointerup', 1, cx - 120, cy);
    await touch('pointerup', 2, cx + 120, cy);
    await expect.poll(() => scale(page)).toBe(3);

    // Double-tap zooms back out.
    for (let i = 0; i < 2; i++) {
      await touch('pointerdown', 3, cx, cy);
      await touch('pointerup', 3, cx, cy);
    }
    await expect.poll(() => scale(page)).toBe(1);

    // A swipe to the left shows the next photo, to the right the previous one.
    const n = Number((await counter(page).innerText()).split('/')[1]);
    await touch('pointerdown', 4, cx + 100, cy);
    await touch('pointermove', 4, cx, cy);
    await touch('pointermove', 4, cx - 100, cy);
    await touch('pointerup', 4, cx - 100, cy);
    await expect(counter(page)).toHaveText(`Image 2 / ${n}`);
    await touch('pointerdown', 5, cx - 100, cy);
    await touch('pointermove', 5, cx + 100, cy);
    await touch('pointerup', 5, cx + 100, cy);
    await expect(counter(page)).toHaveText(`Image 1 / ${n}`);
  });

  for (const width of [1440, 390]) {
    test(`axe: the open viewer at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `/vehicle/${BMW_330E}`);
      await page.getByTestId('gallery-main').click();
      await expect(viewer(page)).toBeVisible();
      await settled(page); // the overlay's fade ends before colour checks
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('full-screen gallery help', () => {
  test('a touch phone is told to swipe and pinch, not to use arrow keys and Esc', async ({ browser }) => {
    const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await gotoHydrated(page, '/vehicle/5eed0000-0000-4000-8000-000000000001');
    await page.getByRole('button', { name: 'View photos full screen' }).tap();
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer.getByText('Swipe to change photo · double-tap or pinch to zoom')).toBeVisible();
    await expect(viewer.getByText(/Arrow keys|Esc/)).toBeHidden();
    await context.close();
  });

  test('a desktop is told the keys and the mouse', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, '/vehicle/5eed0000-0000-4000-8000-000000000001');
    await page.getByRole('button', { name: 'View photos full screen' }).click();
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer.getByText('Arrow keys to change photo · double-click or scroll to zoom · Esc to close')).toBeVisible();
    await expect(viewer.getByText(/Swipe/)).toBeHidden();
  });
});

const calc = (page: Page) => page.getByTestId('loan-calculator');

test.describe('the instalment estimate by the car’s age (today 2026-11-26)', () => {
  // The terms follow the car's age (src/lib/vehicle/loan.ts loanTerms): the page's clock is fixed on the day
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
    // Only the offered years are listed: a phone's picker would show hidden or disabled ones too.
    await expect(c.getByLabel('Tenure').locator('option')).toHaveCount(5);
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

test.describe('the instalment estimate on a phone', () => {
  test("lists only the tenures offered, and '90 %' never breaks from its sign", async ({ page, request }) => {
    // The prebuilt page of a car a bank finances at 90 % (up to 5 years old when built).
    const built = new Date().getFullYear();
    const car = (await liveVehicles(request)).find((v) => built - v.year <= 5 && v.status !== 'sold');
    if (!car) throw new Error('no car young enough in the seed');
    await page.setViewportSize(phone);
    await gotoHydrated(page, `/vehicle/${car.id}`);
    const c = calc(page);
    const options = c.getByLabel('Tenure').locator('option');
    await expect(options).toHaveText(['1 year', '2 years', '3 years', '4 years', '5 years', '6 years', '7 years']);
    await expect(c.getByLabel('Tenure').locator('option[disabled], option[hidden]')).toHaveCount(0);
    for (const id of ['loan-terms', 'flat-eir']) {
      const text = (await c.getByTestId(id).textContent()) ?? '';
      expect(text, id).toMatch(/\d\u00a0%/);
      expect(text, id).not.toMatch(/\d %/);
    }
    await expect(c.getByTestId('loan-terms')).toContainText('90\u00a0%');
  });
});
