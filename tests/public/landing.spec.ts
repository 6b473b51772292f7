import { expect, test, type Page } from '@playwright/test';
import { box, inside } from '../support/e2e/geometry';
import { listedVehicles } from '../support/e2e/public';
import { desktop, phone, size, WIDTHS } from '../support/e2e/viewports';

const rowX = (page: Page, i: number) =>
  page
    .locator('[data-marquee]')
    .nth(i)
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/**
 * Row i's speed in px per second of animation time over 20 frames, measured in the page (no fixed
 * sleeps), after `warmUp` frames in which an earlier scroll's speed-up eases off; with
 * `scrollPerFrame`, the page scrolls down that far on every measured frame. The marquee counts a
 * slow frame as at most 100 ms, and so does this, so a loaded machine does not skew the speeds.
 */
const drift = (page: Page, i: number, { warmUp = 0, scrollPerFrame = 0 } = {}) =>
  page.evaluate(
    async ([index, skip, step]) => {
      const row = document.querySelectorAll<HTMLElement>('[data-marquee]')[index];
      if (!row) throw new Error(`no marquee row ${index}`);
      const x = () => new DOMMatrix(getComputedStyle(row).transform).m41;
      const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
      let t = 0;
      for (let k = 0; k <= skip; k++) t = await frame();
      let last = x();
      let moved = 0;
      let seconds = 0;
      for (let k = 0; k < 20; k++) {
        if (step) window.scrollBy(0, step);
        const now = await frame();
        seconds += Math.min(now - t, 100) / 1000;
        t = now;
        const pos = x();
        // A row wraps around by one track width; count only the steady movement.
        if (Math.abs(pos - last) < row.offsetWidth / 4) moved += pos - last;
        last = pos;
      }
      return moved / seconds;
    },
    [i, warmUp, scrollPerFrame] as const,
  );

// The suite's browsers ask for reduced motion (playwright.config.ts); the tests of the landing's
// motion ask for it as most visitors see it.
const MOVING = 'no-preference';

test.describe('landing page', () => {
  test('six sections in order with their texts and buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Mewah Motors/);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveAccessibleName('Drive the Extraordinary');
    await expect(page.getByRole('link', { name: 'Explore Our Kereta' })).toHaveAttribute('href', '/inventory');
    for (const t of ['Certified Quality', 'Car Selection', 'Expert Service', 'Satisfaction Guaranteed']) {
      await expect(page.getByRole('heading', { name: t })).toBeVisible();
    }
    await expect(page.getByText('Every vehicle goes through rigorous inspection and certification')).toBeVisible();
    await expect(page.getByText('Handpicked vehicles from trusted sources in Malaysia')).toBeVisible();
    await expect(page.getByText('A dedicated team of automotive specialists')).toBeVisible();
    for (const b of [
      'Comprehensive vehicle history reports',
      'Professional detailing and preparation',
      'Warranty and after-sales support',
    ]) {
      await expect(page.getByText(b)).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /luxury coupe/ })).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: 'Explore Collection' })).toHaveAttribute('href', '/inventory');
    await expect(page.getByRole('heading', { name: 'Ready to Drive Your Dream?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/inventory');

    // Order: hero, why choose, collection, marquee, testimonials, closing call to action; the
    // latest arrivals come after the hero and the showroom before the closing call to action.
    const tops = await Promise.all(
      [
        'h1',
        '#latest-arrivals',
        '#why-choose',
        '#collection',
        '[data-marquee]',
        '#testimonials',
        '#showroom',
        '#closing-cta',
      ].map((s) =>
        page
          .locator(s)
          .first()
          .evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
      ),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  test('three testimonials, each with five stars, a quote, a name and a role', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('section[aria-labelledby="testimonials"] li');
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(card.locator('[data-star]')).toHaveCount(5);
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('p')).toHaveCount(2);
    }
  });

  test('marquee rows move in opposite directions and speed up while scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: MOVING });
    await page.goto('/');
    // The rows never stand still, so Playwright's stable-element scrolling would wait forever.
    await page.evaluate(() => document.querySelector('[data-marquee]')?.scrollIntoView({ block: 'center' }));
    // scrollIntoView was a scroll too: its speed-up eases off (10% a frame) before idle is measured.
    const idle = await drift(page, 0, { warmUp: 60 });
    const idleB = await drift(page, 1);
    expect(Math.abs(idle)).toBeGreaterThan(0);
    expect(Math.sign(idle)).toBe(-Math.sign(idleB));
    // 15 px a frame keeps the row on screen for the 20 frames measured (off screen it rests).
    const scrolling = await drift(page, 0, { scrollPerFrame: 15 });
    expect(Math.abs(scrolling)).toBeGreaterThan(Math.abs(idle) * 1.5);
  });

  test('marquee rows wait off screen and start moving once scrolled to', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: MOVING });
    await page.goto('/');
    await page.waitForLoadState('load');
    // At the top of the page the rows are far below: ten frames later they have not moved.
    const before = await rowX(page, 0);
    await page.evaluate(async () => {
      for (let k = 0; k < 10; k++) await new Promise((r) => requestAnimationFrame(r));
    });
    expect(await rowX(page, 0)).toBe(before);
    await page.evaluate(() => document.querySelector('[data-marquee]')?.scrollIntoView({ block: 'center' }));
    await expect.poll(() => rowX(page, 0)).not.toBe(before);
  });

  test('animations stop under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('load');
    // Moving rows get their transform on the first animation frame; still rows never get one.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.locator('[data-marquee]').first()).not.toHaveAttribute('style', /transform/);
    expect(await rowX(page, 0)).toBe(0);
    const duration = await page
      .locator('.hero-word')
      .first()
      .evaluate((el) => getComputedStyle(el).animationDuration);
    expect(parseFloat(duration)).toBeLessThan(0.01);
  });

  test('the hero title animation lasts 2 seconds in total', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: MOVING });
    await page.goto('/');
    const ends = await page
      .locator('.hero-word')
      .evaluateAll((els) =>
        els.map(
          (el) => parseFloat(getComputedStyle(el).animationDelay) + parseFloat(getComputedStyle(el).animationDuration),
        ),
      );
    expect(Math.max(...ends)).toBeCloseTo(2, 1);
  });

  for (const width of [390, 1440]) {
    test(`'Latest arrivals' shows the three newest listed cars, linking to their pages (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Latest arrivals' });
      await expect(section.getByText('Just arrived')).toBeVisible();
      const cards = section.getByTestId('vehicle-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        'BMW 330e M Sport',
        'Mercedes-Benz G 350 d AMG Line',
        'Audi A3 Sportback 1.4 TFSI',
      ]);
      for (const card of await cards.all()) await expect(card).toBeVisible();
      await expect(cards.first().getByText('MYR 168,800')).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /^View Details/ })).toHaveAttribute(
        'href',
        '/vehicle/5eed0000-0000-4000-8000-000000000001',
      );
      await expect(section.getByRole('link', { name: 'View all 19 cars' })).toHaveAttribute('href', '/inventory');
      // Below the fold: the pictures wait until the visitor scrolls near them.
      await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy');
      await cards.first().getByRole('link', { name: /^View Details/ }).click();
      await expect(page).toHaveURL('/vehicle/5eed0000-0000-4000-8000-000000000001');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('BMW 330e M Sport');
    });
  }

  test("the Malay landing page shows the same cars as 'Ketibaan terkini', linking to Malay pages", async ({ page }) => {
    await page.goto('/ms/');
    const section = page.getByRole('region', { name: 'Ketibaan terkini' });
    const cards = section.getByTestId('vehicle-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().getByRole('link', { name: /^Lihat Butiran/ })).toHaveAttribute(
      'href',
      '/ms/vehicle/5eed0000-0000-4000-8000-000000000001',
    );
    await expect(section.getByRole('link', { name: 'Lihat kesemua 19 kereta' })).toHaveAttribute('href', '/ms/inventory');
  });

  for (const width of [390, 1440]) {
    test(`the hero's animated background shows the newest car (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: MOVING });
      await page.goto('/');
      const car = page.getByTestId('hero-car');
      await expect(car).toBeVisible();
      await expect(car.locator('img')).toHaveAttribute('src', '/seed/bmw-330e-m-sport-2021-front.webp');
      await expect(car.locator('img')).toHaveAttribute('alt', '');
      const names = await car.evaluate((el) => el.getAnimations({ subtree: true }).map((a) => (a as CSSAnimation).animationName));
      expect(names.sort()).toEqual(['car-in', 'sweep']);
      const box = await car.boundingBox();
      expect(box?.width).toBeGreaterThan(width * 0.5);
    });
  }

  for (const width of [390, 1440]) {
    test(`the showroom: a Kuala Lumpur address, opening hours, a drawn map, contact through the demo notice (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).host));
      await page.goto('/');
      const showroom = page.getByRole('region', { name: 'Our showroom in Kuala Lumpur' });
      const address = showroom.getByTestId('showroom-address');
      await expect(address).toContainText('18 Jalan Mewah Jaya');
      await expect(address).toContainText('Bukit Bintang, 55100 Kuala Lumpur');
      await expect(showroom.getByTestId('showroom-hours')).toContainText('Monday to Friday10:00 – 19:00');
      await expect(showroom.getByTestId('showroom-hours')).toContainText('Saturday10:00 – 18:00');
      await expect(showroom.getByTestId('showroom-hours')).toContainText('Sunday and public holidaysBy appointment');
      const map = showroom.getByRole('img', {
        name: 'Map of the streets around the Mewah Motors showroom in Bukit Bintang, Kuala Lumpur',
      });
      await expect(map).toBeVisible();
      expect((await map.boundingBox())?.height).toBeGreaterThan(250);
      // Drawn in the page: no map tiles or any other request off this site.
      expect(new Set(requests)).toEqual(new Set([new URL(page.url()).host]));
      for (const action of ['Book a viewing', 'Call the showroom', 'Get directions']) {
        await showroom.getByRole('button', { name: action }).click();
        const notice = page.getByRole('dialog', { name: 'Demo Website' });
        await expect(notice).toBeVisible();
        await expect(notice).toContainText('+60 12-345 6789');
        await notice.getByRole('button', { name: 'Close' }).click();
        await expect(notice).toBeHidden();
        await expect(showroom.getByRole('button', { name: action })).toBeFocused();
      }
      await expect(page.getByTestId('footer-address')).toHaveText('18 Jalan Mewah Jaya, Bukit Bintang, 55100 Kuala Lumpur');
    });
  }

  test('the Malay showroom and its demo notice', async ({ page }) => {
    await page.goto('/ms/');
    const showroom = page.getByRole('region', { name: 'Bilik pameran kami di Kuala Lumpur' });
    await expect(showroom.getByTestId('showroom-hours')).toContainText('Isnin hingga Jumaat10:00 – 19:00');
    await expect(
      showroom.getByRole('img', { name: 'Peta jalan di sekitar bilik pameran Mewah Motors di Bukit Bintang, Kuala Lumpur' }),
    ).toBeVisible();
    await showroom.getByRole('button', { name: 'Tempah lawatan' }).click();
    await expect(page.getByRole('dialog')).toContainText('+60 12-345 6789');
  });
});

test.describe('landing hero', () => {
  for (const width of WIDTHS) {
    test(`the gold word's descenders are not clipped (${width} px)`, async ({ page }) => {
      await page.setViewportSize(size(width));
      for (const path of ['/', '/ms/']) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const word = page.locator('.hero-word.gold-text');
        await word.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        // The gradient is painted only inside the word's box, so the box must reach below the
        // lowest ink of its glyphs: the baseline (a zero-height inline block sits on it) plus the
        // text's measured descent.
        const { bottom, inkBottom } = await word.evaluate((el) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'display:inline-block;width:0;height:0';
          el.append(probe);
          const baseline = probe.getBoundingClientRect().bottom;
          probe.remove();
          const ctx = document.createElement('canvas').getContext('2d');
          if (!ctx) throw new Error('no canvas');
          ctx.font = getComputedStyle(el).font;
          const descent = ctx.measureText(el.textContent?.trim() ?? '').actualBoundingBoxDescent;
          return { bottom: el.getBoundingClientRect().bottom, inkBottom: baseline + descent };
        });
        expect(bottom, path).toBeGreaterThanOrEqual(inkBottom);
      }
    });
  }
});

const SIZES = [desktop, phone];

test.describe('the showroom map pin label', () => {
  for (const viewport of SIZES)
    for (const [lang, label] of [
      ['', 'Mewah Motors showroom'],
      ['/ms', 'Bilik pameran Mewah Motors'],
    ] as const)
      test(`${lang || '/en'} at ${viewport.width} px: '${label}' lies inside the map`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${lang}/`);
        const map = page.getByTestId('showroom-map');
        await map.scrollIntoViewIfNeeded();
        await expect(page.getByTestId('map-pin-text')).toHaveText(label);
        // Read again until two reads agree: the sections above the map are drawn as they near the
        // screen (content-visibility), and the page can move between the map's read and the label's.
        await expect(async () => {
          const mapBox = await box(map);
          const labelBox = await box(page.getByTestId('map-pin-label'));
          expect(inside(labelBox, mapBox), `label ${JSON.stringify(labelBox)} in map ${JSON.stringify(mapBox)}`).toBe(
            true,
          );
          // The words fit their pill.
          expect(inside(await box(page.getByTestId('map-pin-text')), labelBox)).toBe(true);
        }).toPass({ timeout: 10_000 });
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

test.describe('the landing search', () => {
  for (const viewport of SIZES)
    test(`a make or model goes to /inventory?q= and its matches (${viewport.width} px)`, async ({ page, request }) => {
      const porsches = (await listedVehicles(request)).filter((v) => v.make === 'Porsche');
      expect(porsches.length).toBeGreaterThan(0);
      await page.setViewportSize(viewport);
      await page.goto('/');
      const search = page.getByRole('search');
      await expect(search.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
        'placeholder',
        'Search by make or model...',
      );
      await search.getByRole('searchbox', { name: 'Search' }).fill('Porsche');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/inventory\/?\?q=Porsche$/);
      await expect(page.getByText(`Showing ${porsches.length} of`)).toBeVisible();
      await expect(page.getByPlaceholder('Search by make or model...')).toHaveValue('Porsche');
    });

  test('in Malay it searches the Malay inventory', async ({ page }) => {
    await page.goto('/ms/');
    await page.getByRole('search').getByRole('searchbox', { name: 'Cari' }).fill('BMW');
    await page.getByRole('search').getByRole('searchbox', { name: 'Cari' }).press('Enter');
    await expect(page).toHaveURL(/\/ms\/inventory\/?\?q=BMW$/);
    await expect(page.getByText(/^Memaparkan 4 daripada \d+ kenderaan$/)).toBeVisible();
  });
});
