// [storage.image_transformation] enabled = false. Render requests get hosted Storage's
// answer for a project without the feature (403 FeatureNotEnabled), and `npm run photos:sized`
// stores the sized copies the site then shows, once per photo (a second run makes none).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMissingSizedCopies } from '../../scripts/photos/sized.ts';
import { photoLikeJpeg } from '../../scripts/bench/photo.ts';
import { startTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    configOverrides: (c) => ({ ...c, storage: { ...c.storage, imageTransformation: false } }),
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('with image transformations off', () => {
  it('answers a render request 403 FeatureNotEnabled, and the original still downloads', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const up = await server.service().storage.from('vehicle-images').upload('render-off/a.jpg', photo, {
      contentType: 'image/jpeg',
    });
    expect(up.error).toBeNull();
    const render = await fetch(`${server.url}/storage/v1/render/image/public/vehicle-images/render-off/a.jpg?width=32`);
    expect(render.status).toBe(403);
    expect(await render.json()).toEqual({
      error: 'FeatureNotEnabled',
      statusCode: '403',
      message: 'feature not enabled for this tenant',
    });
    const original = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/render-off/a.jpg`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);
  });

  // A 2000 × 1500 photo: wider than every copy (so each width is proven), a quarter of a 4000 × 3000
  // camera photo's pixels, so a loaded machine decodes and encodes it eight times well within the limit.
  it(
    'npm run photos:sized makes each missing copy once, as WebP no wider than asked',
    { timeout: 120_000 },
    async () => {
      const big = await photoLikeJpeg(200, 2000, 1500);
      const up = await server.service().storage.from('vehicle-images').upload('render-off/big.jpg', big, {
        contentType: 'image/jpeg',
      });
      expect(up.error).toBeNull();
      const first = await makeMissingSizedCopies({ url: server.url, secretKey: server.secretKey });
      // Two photos (a.jpg, 64 px wide, and big.jpg), four widths each; the seed has no Storage photos.
      expect(first).toEqual({ photos: 2, made: 8, unreadable: [] });
      const widths: number[] = [];
      for (const w of [400, 800, 1200, 1600]) {
        const res = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/sized/${w}/render-off/big.jpg`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        widths.push(meta.width ?? 0);
        expect(meta.format).toBe('webp');
      }
      expect(widths).toEqual([400, 800, 1200, 1600]);
      const small = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/sized/1600/render-off/a.jpg`);
      expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(64);
      expect(await makeMissingSizedCopies({ url: server.url, secretKey: server.secretKey })).toEqual({
        photos: 2,
        made: 0,
        unreadable: [],
      });
    },
  );

  it('stores the original under each copy path when sharp cannot read a photo, so no copy is missing', async () => {
    // A JPEG cut short (as a failed transfer leaves one): Storage takes it, sharp cannot decode it.
    const whole = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const broken = whole.subarray(0, 400);
    const up = await server.service().storage.from('vehicle-images').upload('render-off/broken.jpg', broken, {
      contentType: 'image/jpeg',
    });
    expect(up.error).toBeNull();
    expect(await makeMissingSizedCopies({ url: server.url, secretKey: server.secretKey })).toEqual({
      photos: 3,
      made: 4,
      unreadable: ['render-off/broken.jpg'],
    });
    for (const w of [400, 800, 1200, 1600]) {
      const res = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/sized/${w}/render-off/broken.jpg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await res.arrayBuffer()).equals(broken)).toBe(true);
    }
  });
});
