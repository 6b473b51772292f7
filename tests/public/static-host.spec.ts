// A static host without rewrites (GitHub Pages) answers a vehicle added since the last build with
// its 404 page; that page must hand over to the live vehicle page and keep the vehicle's address.
import { expect, test } from '@playwright/test';
import { liveVehicles } from '../support/e2e/public';

test('the 404 page of a host without rewrites shows a vehicle newer than the build', async ({ page, request }) => {
  const [v] = await liveVehicles(request);
  if (!v) throw new Error('the seeded inventory is empty');
  const notFoundHtml = await (await request.get('/404.html')).text();
  // Act as such a host: the vehicle's address answers 404 with the site's 404 page.
  await page.route(`**/vehicle/${v.id}/`, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
  );
  await page.goto(`/vehicle/${v.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: `${v.make} ${v.model}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/vehicle/${v.id}/$`));
  await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
});

test('the 404 page stays for any other unknown address', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
});
