// The cost of ownership on a vehicle page (src/features/vehicle/OwnershipCost.astro): prebuilt with
// the defaults, recomputed in the browser when the reader changes the region or the no-claim discount.
// The figures of each cell, in both languages, are the view's (tests/public/ownership-view.test.ts).
import { expect, test } from '@playwright/test';
import { gotoHydrated, stubLiveVehicle, syntheticRow } from '../support/e2e/public';

// The seed's BMW 840i Gran Coupe (scripts/seed/inventory.ts): 2,998 cc, a saloon for JPJ.
const BMW_840I = '/vehicle/5eed0000-0000-4000-8000-000000000003';

test.describe('cost of ownership', () => {
  test('changing the region or the no-claim discount recomputes the total', async ({ page }) => {
    await page.goto(BMW_840I);
    const section = page.getByRole('region', { name: 'Cost of ownership' });
    const summary = section.getByTestId('cost-summary');
    const firstRoadTax = section.getByTestId('cost-table').locator('tbody tr').first().locator('td').first();
    // The prebuilt figures (Peninsular Malaysia) until the reader changes an input.
    await expect(firstRoadTax).toHaveText('MYR 2,125');
    const before = await summary.textContent();

    // Sabah and Sarawak: RM524 + 498 × RM1 = RM1,022.
    await section.getByLabel('Where the car is kept').selectOption('sabah-sarawak');
    await expect(firstRoadTax).toHaveText('MYR 1,022');
    const inSabah = await summary.textContent();
    expect(inSabah).not.toBe(before);

    // No no-claim discount: the insurance, and so the total, rises.
    await section.getByLabel('No-claim discount').selectOption('0');
    await expect(summary).not.toHaveText(inSabah ?? '');
    const total = (s: string | null): number => Number(/MYR ([\d,]+) over/.exec(s ?? '')?.[1]?.replace(/,/g, ''));
    expect(total(await summary.textContent())).toBeGreaterThan(total(inSabah));

    // A distance that is not a number is refused, and the figures stay.
    const shown = await summary.textContent();
    await section.getByLabel('Distance a year (km)').fill('lots');
    await expect(section.getByTestId('cost-invalid')).toHaveText('Enter a number from 0 to 200,000.');
    await expect(summary).toHaveText(shown ?? '');
  });

  test('a car newer than the build: the live page recomputes the table for its own engine', async ({ page }) => {
    // A 5,998 cc coupe (a saloon for JPJ): RM2,130 + 2,998 × RM4.50 = RM15,621 a year.
    const row = syntheticRow(9, { engine_capacity_cc: 5998, fuel_type: 'Gasoline' });
    await stubLiveVehicle(page, row);
    await gotoHydrated(page, `/vehicle/${row.id}`);
    const section = page.getByRole('region', { name: 'Cost of ownership' });
    await expect(section.getByTestId('cost-table').locator('tbody tr').first().locator('td').first()).toHaveText(
      'MYR 15,621',
    );
  });
});
