// The phone's contact bar on the dealer's own site (playwright.live.config.ts builds it with
// PUBLIC_SITE_MODE=live): 'Call' dials the dealer, 'WhatsApp' opens a chat naming the car and its
// page, 'Test drive' opens the booking form, as the page's own 'Schedule Test Drive' does.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/e2e/public';

const SEED_CAR = '/vehicle/5eed0000-0000-4000-8000-000000000001';
const phone = { width: 390, height: 844 };

test.describe('live mode: the contact bar on a phone', () => {
  test('calls, chats on WhatsApp about the car and books a test drive', async ({ page, context, baseURL }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, SEED_CAR);
    const bar = page.getByRole('region', { name: 'Contact' });
    const b = await bar.boundingBox();
    expect(b && b.y + b.height).toBeCloseTo(phone.height, 0);
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+60321418888');

    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'whatsapp' }));
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      bar.getByRole('link', { name: 'WhatsApp' }).click(),
    ]);
    const url = new URL(chat.url());
    expect(url.pathname).toBe('/60128881234');
    expect(url.searchParams.get('text')).toBe(
      `Hi Laju Prestige Motors, I am interested in the 2021 BMW 330e M Sport: ${baseURL}${SEED_CAR}`,
    );
    await chat.close();

    await bar.getByRole('button', { name: 'Test drive', exact: true }).click();
    await expect(page.getByTestId('lead-dialog').getByRole('heading', { name: 'Schedule a test drive' })).toBeVisible();
    await expect(page.getByTestId('lead-dialog')).toContainText('2021 BMW 330e M Sport');
  });

  test('wide screens keep the page’s own buttons, with no bar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, SEED_CAR);
    await expect(page.getByRole('region', { name: 'Contact' })).toBeHidden();
  });
});
