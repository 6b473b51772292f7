// What a new visitor tripped over (issue 24, finding 5), at a phone's and a desktop's width.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/e2e/public';

const WIDTHS = [390, 1440] as const;
const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
const size = (width: number) => (width < 600 ? phone : desktop);
/** The Lexus ES 250 of the seed: its vehicleDetails is a plain string. */
const TEXT_DETAILS_ID = '5eed0000-0000-4000-8000-000000000012';
const LEXUS_TEXT =
  'Single owner, full service history with Lexus Malaysia, warranty until 2026. Minor stone chips on the bonnet have been touched up; the cabin is as new.';

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

test.describe('sell page', () => {
  for (const width of WIDTHS) {
    test(`'Sell Now' stays disabled and says what is missing (${width} px)`, async ({ page }) => {
      await page.setViewportSize(size(width));
      await gotoHydrated(page, '/sell');
      const sell = page.getByRole('button', { name: 'Sell Now' });
      await expect(sell).toBeDisabled();
      await expect(sell).toHaveAccessibleDescription('To continue, fill in: Make, Model, Year, Mileage (KM), Condition');
      await expect(page.getByTestId('sell-missing')).toBeVisible();
      await page.getByLabel('Make').fill('Porsche');
      await page.getByLabel('Mileage').fill('40000');
      await expect(page.getByTestId('sell-missing')).toHaveText('To continue, fill in: Model, Year, Condition');
      await page.getByLabel('Model').fill('Cayenne');
      await page.getByLabel('Year').selectOption('2021');
      await page.getByRole('radio', { name: /^Excellent/ }).check();
      await expect(sell).toBeEnabled();
      await expect(page.getByTestId('sell-missing')).toHaveCount(0);
    });
  }

  test("the Fair Market Value card's icon is not a dollar sign (the site prices in MYR)", async ({ page }) => {
    await page.goto('/sell');
    // The heading's card: the icon sits beside the heading's own block.
    const card = page.getByRole('heading', { name: 'Fair Market Value' }).locator('xpath=../..');
    await expect(card.locator('svg path')).not.toHaveAttribute('d', 'M12 3v18M17 7H9.5a3 3 0 000 6h5a3 3 0 010 6H6');
    await expect(card.locator('svg path')).toHaveAttribute('d', 'M3 3v18h18M7 15l4-4 3 3 6-6M15 8h5v5');
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
