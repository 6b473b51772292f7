// Photos at the size they are shown: a 4000 × 3000 JPEG stored through the API (not the dialog,
// which downscales) reaches a phone's inventory card and the full-screen gallery through Storage's
// image transformations (srcset and sizes), not whole. Counted as Chromium downloads it.
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/e2e/staff';
import { purgeVehicles } from '../support/e2e/staff-admin';
import { photoLikeJpeg } from '../../scripts/bench/photo';
import { aPhotoCar } from '../support/vehicle';

const MODEL = `E2E Photo ${Date.now().toString(36)}`;
const KB = 1024;
let id = '';
let original = 0;

/** Bytes of the images the page downloads from `object` (the stored photo's path) from now on. */
function imageBytes(page: Page, object: string): () => Promise<{ bytes: number; urls: string[] }> {
  const seen: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.url().includes(object))
      seen.push(res.body().then((b) => ({ url: res.url(), bytes: b.length })));
  });
  return async () => {
    const all = await Promise.all(seen);
    return { bytes: all.reduce((n, r) => n + r.bytes, 0), urls: all.map((r) => r.url) };
  };
}

test.beforeAll(async () => {
  const admin = serviceClient();
  const photo = await photoLikeJpeg();
  original = photo.length;
  const path = `e2e-photo/${Date.now().toString(36)}.jpg`;
  const up = await admin.storage.from('vehicle-images').upload(path, photo, { contentType: 'image/jpeg' });
  if (up.error) throw new Error(up.error.message);
  const url = admin.storage.from('vehicle-images').getPublicUrl(path).data.publicUrl;
  const { data, error } = await admin
    .from('vehicles')
    .insert(aPhotoCar(MODEL, [url]))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  id = (data as { id: string }).id;
});
test.afterAll(async () => {
  await purgeVehicles([MODEL]);
});

test('a 4000 × 3000 upload costs at most 60 KB on a 390 px phone card and 250 KB full screen at 1440 px', async ({
  browser,
}) => {
  expect(original).toBeGreaterThan(2 * 1024 * KB);
  const object = '/vehicle-images/e2e-photo/';

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const p = await phone.newPage();
  const onCard = imageBytes(p, object);
  await p.goto('/inventory');
  const card = p.getByRole('article').filter({ hasText: MODEL });
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expect
    .poll(async () => (await card.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)) > 0)
    .toBe(true);
  const cardImages = await onCard();
  expect(cardImages.urls.length).toBeGreaterThan(0);
  for (const url of cardImages.urls) expect(url).toContain('/storage/v1/render/image/public/');
  test.info().annotations.push({ type: 'card bytes', description: `${cardImages.bytes} of ${original}` });
  expect(cardImages.bytes, `card: ${cardImages.urls.join(' ')}`).toBeLessThanOrEqual(60 * KB);
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const d = await desktop.newPage();
  await d.goto(`/vehicle/${id}`);
  await expect(d.getByTestId('gallery-main')).toHaveJSProperty('complete', true);
  const onViewer = imageBytes(d, object);
  await d.getByTestId('gallery-main').click();
  const viewer = d.getByTestId('viewer-image');
  // Drawn once loaded (the first request of a size is made from the 4000-pixel original).
  await expect
    .poll(() => viewer.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  const full = await onViewer();
  for (const url of full.urls) expect(url).toContain('/storage/v1/render/image/public/');
  test.info().annotations.push({ type: 'full-screen bytes', description: `${full.bytes} of ${original}` });
  expect(full.bytes, `full screen: ${full.urls.join(' ')}`).toBeLessThanOrEqual(250 * KB);
  expect(full.bytes).toBeGreaterThan(0);
  await desktop.close();
});
