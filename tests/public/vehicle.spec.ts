import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Vehicle } from '~/lib/vehicle';
import { API_URL, liveVehicles, syntheticRow, gotoHydrated, stubLiveVehicle } from '../support/e2e/public';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { box } from '../support/e2e/geometry';
import { desktop, phone, size, WIDTHS } from '../support/e2e/viewports';

const mainImage = (page: Page) => page.getByTestId('gallery-main');
const pick = (all: Vehicle[], ok: (v: Vehicle) => boolean): Vehicle => {
  const v = all.find(ok);
  if (!v) throw new Error('the seed lacks a vehicle this test needs');
  return v;
};

test.describe('/vehicle/{id}', () => {
  // Literal expectations from the seed (scripts/seed/inventory.ts, supabase/seed.sql).
  const CARRERA = '/vehicle/5eed0000-0000-4000-8000-000000000015';
  const BMW_330E = '/vehicle/5eed0000-0000-4000-8000-000000000001';

  test('shows every field, the details card and similar vehicles by the rule of docs/product.md D10', async ({ page }) => {
    await gotoHydrated(page, CARRERA);
    await expect(page.getByRole('heading', { level: 1, name: 'Porsche 911 Carrera S' })).toBeVisible();
    await expect(page.getByText('MYR 968,000').first()).toBeVisible();
    const specs = page.locator('dl').first();
    for (const text of ['14,200 KM', '2020', 'Gasoline', 'Manual']) await expect(specs).toContainText(text);
    const details = page.getByRole('region', { name: 'Vehicle Details' });
    for (const text of ['Coupe', 'Guards Red', 'Excellent']) await expect(details).toContainText(text);
    const features = [
      '7-speed manual gearbox',
      'Sport Chrono package',
      'Sports exhaust',
      'PASM',
      'BOSE surround sound',
      'Sport seats Plus',
      'LED Matrix headlights',
    ];
    for (const f of features) await expect(details.getByText(f, { exact: true })).toBeVisible();
    await expect(mainImage(page).locator('..').getByText('Excellent', { exact: true })).toBeVisible();

    // The one other coupe first (MYR 268,000, far off in price), then the nearest prices of the
    // rest: MYR 788,000 and 1,188,000 (the sold Jaguar XE is never suggested).
    const similar = page.getByRole('region', { name: 'Similar Vehicles You Might Like' });
    await expect(similar.getByRole('heading', { level: 3 })).toHaveText([
      'Mercedes-Benz E 300 Coupe AMG Line',
      'Mercedes-Benz G 350 d AMG Line',
      'Audi R8 V10 performance quattro',
    ]);
  });

  test('unique title, description, Open Graph image and Car JSON-LD with an MYR offer', async ({ page }) => {
    await gotoHydrated(page, BMW_330E);
    expect(await page.title()).toBe('2021 BMW 330e M Sport | Mewah Motors');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /MYR 168,800/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      // The car's own 1200 × 630 share card (tests/public/share-image.spec.ts).
      new RegExp(`${BMW_330E}/share\\.jpg$`),
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(ld['@type']).toEqual(['Product', 'Car']);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'MYR', price: 168800 });
    await gotoHydrated(page, CARRERA);
    expect(await page.title()).toBe('2020 Porsche 911 Carrera S | Mewah Motors');
  });

  test("the gallery shows the car's rendered views; thumbnails load the thumbnail copies", async ({ page }) => {
    await gotoHydrated(page, BMW_330E);
    const seed = '/seed/bmw-330e-m-sport-2021-';
    await expect(mainImage(page)).toHaveAttribute('src', `${seed}front.webp`);
    const thumbs = page.getByRole('list', { name: 'Choose image' }).locator('img');
    const views = ['front', 'side', 'rear', 'interior', 'wheel'];
    await expect(thumbs).toHaveCount(5);
    for (const [i, view] of views.entries()) await expect(thumbs.nth(i)).toHaveAttribute('src', `${seed}${view}-thumb.webp`);
    await page.getByRole('button', { name: 'Show image 4' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', `${seed}interior.webp`);
    // Every picture decodes at the size it was made for.
    const sizes = await page.evaluate(async (urls) => {
      return Promise.all(
        urls.map(async (u) => {
          const img = new Image();
          img.src = u;
          await img.decode();
          return `${img.naturalWidth}x${img.naturalHeight}`;
        }),
      );
    }, [`${seed}front.webp`, `${seed}rear-card.webp`, `${seed}rear-thumb.webp`]);
    expect(sizes).toEqual(['1200x900', '640x480', '240x180']);
  });

  test('gallery: thumbnails, arrow keys and swipes choose the image', async ({ page, request }) => {
    const v = pick(await liveVehicles(request), (x) => x.images.length >= 3);
    await gotoHydrated(page, `/vehicle/${v.id}`);
    await expect(mainImage(page)).toHaveAttribute('src', v.images[0] ?? '');
    await expect(mainImage(page)).toHaveAttribute('fetchpriority', 'high');
    await page.getByRole('button', { name: 'Show image 3' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', v.images[2] ?? '');
    await expect(page.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(mainImage(page)).toHaveAttribute('src', v.images[1] ?? '');
    const box = await mainImage(page).boundingBox();
    if (!box) throw new Error('no gallery box');
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(mainImage(page)).toHaveAttribute('src', v.images[2] ?? '');
  });

  test('tabs default to Exterior, show empty texts, and a plain-string vehicleDetails as is', async ({
    page,
    request,
  }) => {
    const all = await liveVehicles(request);
    const lists = pick(
      all,
      (x) =>
        typeof x.vehicleDetails === 'object' &&
        x.vehicleDetails.exterior.length > 0 &&
        x.vehicleDetails.interior.length === 0,
    );
    await gotoHydrated(page, `/vehicle/${lists.id}`);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('Exterior')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    if (typeof lists.vehicleDetails === 'object')
      await expect(panel).toContainText(lists.vehicleDetails.exterior[0] ?? '');
    await tab('Interior').click();
    await expect(panel).toHaveText('No interior details available.');
    await tab('Interior').press('ArrowRight');
    await expect(tab('Drivetrain')).toBeFocused();
    await expect(tab('Drivetrain')).toHaveAttribute('aria-selected', 'true');
    // Home and End choose the first and the last tab (the WAI-ARIA tabs pattern).
    await page.keyboard.press('Home');
    await expect(tab('Exterior')).toBeFocused();
    await expect(tab('Exterior')).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(typeof lists.vehicleDetails === 'object' ? (lists.vehicleDetails.exterior[0] ?? '') : '');
    await page.keyboard.press('End');
    await expect(tab('Drivetrain')).toBeFocused();
    await expect(tab('Drivetrain')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Exterior')).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Exterior')).toBeFocused();

    // A plain string is shown once, in place of the tabs (the plain-text description test below).
    const text = pick(all, (x) => typeof x.vehicleDetails === 'string');
    await gotoHydrated(page, `/vehicle/${text.id}`);
    await expect(page.getByTestId('details-text')).toHaveText(String(text.vehicleDetails));
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
  });

  test('the favourite heart survives a reload', async ({ page, request }) => {
    const [v] = await liveVehicles(request);
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('share copies the link when the Web Share API is missing', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [v] = await liveVehicles(request);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  for (const lead of ['Schedule Test Drive', 'Request Information']) {
    test(`'${lead}' opens the demo notice; Escape and Close return focus`, async ({ page, request }) => {
      const [v] = await liveVehicles(request);
      await gotoHydrated(page, `/vehicle/${v?.id}`);
      const button = page.getByRole('button', { name: lead });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Demo Website' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('+60 12-345 6789');
      const wa = dialog.getByRole('link', { name: 'Contact via WhatsApp' });
      await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/60123456789\?text=Hi/);
      await expect(wa).toHaveAttribute('target', '_blank');
      await expect(wa).toHaveAttribute('rel', 'noopener noreferrer');
      // Focus is trapped inside the dialog.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("'Contact via WhatsApp' opens the deep link in a new tab", async ({ page, context, request }) => {
    const [v] = await liveVehicles(request);
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'whatsapp' }));
    await gotoHydrated(page, `/vehicle/${v?.id}`);
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Contact via WhatsApp' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(decodeURIComponent(new URL(popup.url()).searchParams.get('text') ?? '')).toContain('Mewah Motors demo site');
  });
});

test.describe('vehicles not in the build', () => {
  test("an unknown id shows 'Vehicle not found' after checking the live data", async ({ page }) => {
    let asked = false;
    page.on('request', (r) => {
      if (r.url().startsWith(`${API_URL}/rest/v1/vehicles`)) asked = true;
    });
    await gotoHydrated(page, '/vehicle/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
    expect(asked).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to Inventory' }).click();
    await expect(page).toHaveURL(/\/inventory\/?$/);
  });

  test('a vehicle newer than the build is rendered from live data with the same view', async ({ page }) => {
    const row = syntheticRow(7, { vehicle_details: 'Delivered new in Kuala Lumpur.' });
    await stubLiveVehicle(page, row);
    await gotoHydrated(page, `/vehicle/${row.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bentley Continental GT 7' })).toBeVisible();
    await expect(page.getByText('MYR 900,007').first()).toBeVisible();
    await expect(page.getByTestId('details-text')).toHaveText('Delivered new in Kuala Lumpur.');
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await expect(page).toHaveTitle('2022 Bentley Continental GT 7 | Mewah Motors');
    await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toHaveCount(0);
  });

  test('a vehicle newer than the build is shown before the inventory index arrives; its similar cars follow', async ({
    page,
  }) => {
    const row = syntheticRow(8);
    await stubLiveVehicle(page, row);
    let releaseIndex = (): void => undefined;
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    let indexAsked = false;
    await page.route('**/inventory-index.json', async (route) => {
      indexAsked = true;
      await indexHeld;
      await route.continue();
    });
    await page.goto(`/vehicle/${row.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bentley Continental GT 8' })).toBeVisible();
    await expect(page.getByText('MYR 900,008').first()).toBeVisible();
    await expect.poll(() => indexAsked).toBe(true);
    const similar = page.getByRole('region', { name: 'Similar Vehicles You Might Like' });
    await expect(similar).toHaveCount(0);
    releaseIndex();
    await expect(similar.getByRole('heading', { level: 3 })).toHaveCount(3);
    // In the built page's place: after the loan and road tax cards, last in the page.
    await expect(page.locator('[data-vehicle-page] > section:last-child')).toHaveAttribute(
      'aria-labelledby',
      'similar-heading',
    );
  });
});

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

/** The Lexus ES 250 of the seed: its vehicleDetails is a plain string. */
const TEXT_DETAILS_ID = '5eed0000-0000-4000-8000-000000000012';
const LEXUS_TEXT =
  'Single owner, full service history with Lexus Malaysia, warranty until 2026. Minor stone chips on the bonnet have been touched up; the cabin is as new.';

test.describe('vehicle page', () => {
  for (const width of WIDTHS) {
    test(`a plain-string description is shown once, not under three tabs (${width} px)`, async ({ page }) => {
      await page.setViewportSize(size(width));
      for (const path of [`/vehicle/${TEXT_DETAILS_ID}`, `/ms/vehicle/${TEXT_DETAILS_ID}`]) {
        await gotoHydrated(page, path);
        await expect(page.getByText(LEXUS_TEXT, { exact: true })).toHaveCount(1);
        await expect(page.getByTestId('details-text')).toBeVisible();
        await expect(page.getByRole('tab')).toHaveCount(0);
      }
    });
  }
});

const BMW_330E = '5eed0000-0000-4000-8000-000000000001'; // 2021, MYR 168,800
const SIZES = [desktop, phone];
const LANGS = [
  { prefix: '', testDrive: 'Schedule Test Drive', request: 'Request Information' },
  { prefix: '/ms', testDrive: 'Jadualkan Pandu Uji', request: 'Minta Maklumat' },
];

/** How many lines an element's text takes: the distinct tops of its text's line boxes. */
const lines = (l: Locator): Promise<number> =>
  l.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  });

test.describe('the vehicle page layout', () => {
  for (const viewport of SIZES)
    for (const lang of LANGS)
      test(`${lang.prefix || '/en'} at ${viewport.width} px: the lead buttons are one line high`, async ({ page }) => {
        await page.setViewportSize(viewport);
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
      await page.setViewportSize(desktop);
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

// The phone's contact bar (docs/features.md 'The first screen and contact'): the page's contact
// actions one thumb away, in the demo each opening the demo notice; clear of the content, the
// compare tray and the toasts; hidden under the full-screen gallery; none on a wide screen.
test.describe('the contact bar on a phone', () => {
  const BMW_330E = '/vehicle/5eed0000-0000-4000-8000-000000000001';
  const bar = (page: Page) => page.getByRole('region', { name: 'Contact' });

  test('sits at the bottom with Call, WhatsApp and Test drive, each opening the demo notice', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, BMW_330E);
    await expect(bar(page)).toBeVisible();
    const b = await box(bar(page));
    expect(b.y + b.height).toBeCloseTo(phone.height, 0);
    expect(b.width).toBe(phone.width);
    await expect(bar(page).getByRole('button')).toHaveText(['Call', 'WhatsApp', 'Test drive']);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    for (const name of ['Call', 'WhatsApp', 'Test drive']) {
      const button = bar(page).getByRole('button', { name, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Demo Website' });
      await expect(dialog).toContainText('+60 12-345 6789');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('covers no content: the page ends above it, even scrolled to the bottom', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, BMW_330E);
    // Scrolled again on each look: the page's scripts, which run after its first paint, can still
    // be filling in sections (their words arrive after it) and lengthen the page.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = await box(page.getByRole('contentinfo'));
        return footer.y + footer.height;
      })
      .toBeLessThanOrEqual((await box(bar(page))).y + 0.5);
  });

  test('the compare tray sits on it and a toast above both', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.setViewportSize(phone);
    await gotoHydrated(page, BMW_330E);
    await page.getByRole('button', { name: /^Compare/ }).first().click();
    const tray = page.locator('#compare-tray');
    await expect(tray).toBeVisible();
    const trayBox = await box(tray);
    const barBox = await box(bar(page));
    expect(trayBox.y + trayBox.height).toBeCloseTo(barBox.y, 0);
    await page.getByRole('button', { name: 'Share' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Link copied' });
    await expect(toast).toBeVisible();
    await expect.poll(async () => (await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual(trayBox.y);
  });

  test('hides while the gallery is full screen, and comes back', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, BMW_330E);
    await page.getByTestId('gallery-expand').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(bar(page)).toBeVisible();
  });

  test('a sold car offers no test drive; Malay speaks its words', async ({ page, request }) => {
    const sold = (await liveVehicles(request)).find((v) => v.status === 'sold');
    if (!sold) throw new Error('the seed has no sold car');
    await page.setViewportSize(phone);
    await gotoHydrated(page, `/ms/vehicle/${sold.id}`);
    await expect(page.getByRole('region', { name: 'Hubungi' }).getByRole('button')).toHaveText([
      'Telefon',
      'WhatsApp',
    ]);
  });

  test('none on a wide screen, where the page’s own buttons sit beside the photos', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, BMW_330E);
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Schedule Test Drive' })).toBeInViewport();
  });
});
