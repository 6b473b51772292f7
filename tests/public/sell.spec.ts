import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/e2e/public';
import { size, WIDTHS } from '../support/e2e/viewports';

test.describe('/sell', () => {
  test('texts, the three cards, the 25 years and the four conditions', async ({ page }) => {
    await gotoHydrated(page, '/sell');
    await expect(page.getByRole('heading', { level: 1, name: 'Sell Your Luxury Car' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vehicle Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Sell to Mewah Motors?' })).toBeVisible();
    for (const t of ['Fair Market Value', 'Quick Process', 'Trusted Service'])
      await expect(page.getByRole('heading', { name: t })).toBeVisible();
    await expect(page.getByText('25+ years of experience')).toBeVisible();
    const years = await page.getByLabel('Year').locator('option:not([value=""])').allTextContents();
    expect(years).toEqual(Array.from({ length: 25 }, (_, i) => String(2024 - i)));
    for (const [label, hint] of [
      ['Excellent', 'Like new, minimal wear'],
      ['Very Good', 'Minor wear, well maintained'],
      ['Good', 'Normal wear, good condition'],
      ['Fair', 'Visible wear, needs minor work'],
    ]) {
      await expect(page.getByRole('radio', { name: new RegExp(`^${label} ${hint}`) })).toBeVisible();
    }
  });

  test("'Sell Now' stays disabled until all five fields are filled, then opens the demo notice; nothing is sent", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(`${r.method()} ${r.url()}`);
    });
    await gotoHydrated(page, '/sell');
    const sell = page.getByRole('button', { name: 'Sell Now' });
    await expect(sell).toBeDisabled();
    await page.getByLabel('Make').fill('BMW');
    await page.getByLabel('Model').fill('X5');
    await page.getByLabel('Year').selectOption('2021');
    await expect(sell).toBeDisabled();
    await page.getByLabel('Mileage (KM)').fill('45,000');
    await expect(sell).toBeDisabled();
    await page.getByRole('radio', { name: /^Very Good/ }).check();
    await expect(sell).toBeEnabled();
    await page.getByLabel('Model').fill('');
    await expect(sell).toBeDisabled();
    await page.getByLabel('Model').fill('X5 xDrive45e');
    await sell.click();
    const dialog = page.getByRole('dialog', { name: 'Demo Website' });
    await expect(dialog).toContainText('+60 12-345 6789');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(sell).toBeFocused();
    expect(sent).toEqual([]);
    await expect(page).toHaveURL(/\/sell\/?$/);
  });
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
