// A vehicle's share card is a 1200 × 630 JPEG of its cover photo with the car and its
// price drawn on it, and a second build takes it from the cache instead of drawing it again.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { x5 } from '../support/public-fixtures';

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(path.join(os.tmpdir(), 'share-cache-'));
  vi.stubEnv('SHARE_IMAGE_CACHE', cache);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(cache, { recursive: true, force: true });
});

const car = { ...x5, images: ['/seed/bmw-218i-gran-tourer-2018-front.webp'] };

describe('share card', () => {
  it('is a 1200 × 630 JPEG showing the photo, cached by what it shows', async () => {
    const { shareImage, shareTextOf } = await import('~/features/vehicle/share-image/share-image');
    expect(shareTextOf(car)).toEqual({ title: '2023 BMW X5 xDrive45e', price: 'MYR 285,000', brand: 'Mewah Motors' });
    const first = await shareImage(car);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The photo is in it: the top middle of the card is not the plain background.
    const { dominant } = await sharp(first).extract({ left: 500, top: 150, width: 200, height: 150 }).stats();
    expect([dominant.r, dominant.g, dominant.b]).not.toEqual([16, 16, 16]);

    const files = await readdir(cache);
    expect(files).toHaveLength(1);
    const written = (await stat(path.join(cache, files[0]!))).mtimeMs;
    expect(Buffer.compare(await shareImage(car), first)).toBe(0);
    expect((await stat(path.join(cache, files[0]!))).mtimeMs).toBe(written);

    // A new price is a new card.
    const cheaper = await shareImage({ ...car, price: 273_000 });
    expect(Buffer.compare(cheaper, first)).not.toBe(0);
    expect(await readdir(cache)).toHaveLength(2);
  });

  it('draws the card without a photo when the cover cannot be read, and does not cache that', async () => {
    const { shareImage } = await import('~/features/vehicle/share-image/share-image');
    const before = (await readdir(cache)).length;
    const img = await shareImage({ ...car, images: ['/seed/missing.webp'] });
    expect(await sharp(img).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await readdir(cache)).toHaveLength(before);
  });
});
