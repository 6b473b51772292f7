// Share cards on the built site: a vehicle page names its own 1200 × 630 share card (Open Graph and
// Twitter), and the card is served at that size.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { formatPrice } from '~/lib/format';
import { listedVehicles } from '../support/e2e/public';

test('a vehicle page names its own 1200 × 630 share card, served at that size', async ({ page, request }) => {
  const [car] = await listedVehicles(request);
  expect(car).toBeDefined();
  const id = car!.id;
  await page.goto(`/vehicle/${id}`);
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  const image = await meta('meta[property="og:image"]');
  expect(image).toMatch(new RegExp(`/vehicle/${id}/share\\.jpg$`));
  expect(await meta('meta[name="twitter:image"]')).toBe(image);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[property="og:image:width"]')).toBe('1200');
  expect(await meta('meta[property="og:image:height"]')).toBe('630');
  expect(await meta('meta[property="og:image:alt"]')).toBe(
    `${car!.year} ${car!.make} ${car!.model}, ${formatPrice(car!.price)}`,
  );
  // The Malay page shares the same card.
  await page.goto(`/ms/vehicle/${id}`);
  expect(await meta('meta[property="og:image"]')).toBe(image);

  const res = await request.get(`/vehicle/${id}/share.jpg`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  expect(await sharp(await res.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

  // JSON-LD: Product and Car, with an image and an offer.
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(ld['@type']).toEqual(['Product', 'Car']);
  expect((ld.image as string[]).length).toBeGreaterThan(0);
  expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'MYR', price: car!.price });
});
