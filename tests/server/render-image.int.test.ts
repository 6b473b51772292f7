// Storage's image transformations on the embedded server, through supabase-js's
// getPublicUrl(path, { transform }): sizes and resize modes, the format chosen by Accept (or kept
// with format=origin), quality, refusals in Storage's error shape, and the produced variant reused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED } from '../support/rest-fixture.ts';

let server: TestServer;
withTestServer(
  async (s) => {
    server = s;
    // Two public buckets of this test's own: photos, and any file at all.
    for (const id of ['photos', 'files']) {
      const { error } = await s.service().storage.createBucket(id, { public: true });
      if (error) throw new Error(error.message);
    }
  },
  { migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED },
);

/** A 4000 × 3000 photo-like JPEG (a noisy gradient, so it does not compress to nothing). */
async function bigJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = (Math.floor(i / 3 / width) * 255) / height;
    raw[i + 2] = (i * 2654435761) % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('render/image', () => {
  it('answers getPublicUrl transform URLs: size, format by Accept, origin format, resize modes', async () => {
    const photos = server.service().storage.from('photos');
    const photo = await bigJpeg();
    expect((await photos.upload('cars/big.jpg', photo, { contentType: 'image/jpeg' })).error).toBeNull();
    const { publicUrl } = photos.getPublicUrl('cars/big.jpg', { transform: { width: 400 } }).data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/render/image/public/photos/cars/big.jpg?width=400`);

    // Chrome names AVIF and WebP: WebP, as hosted Storage answers it.
    const webp = await fetch(publicUrl, { headers: { Accept: CHROME_ACCEPT } });
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(webpBytes.length).toBeLessThan(60 * 1024);

    const avif = await fetch(publicUrl, { headers: { Accept: 'image/avif,*/*' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 300 });

    const plain = await fetch(publicUrl, { headers: { Accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');

    const origin = photos.getPublicUrl('cars/big.jpg', {
      transform: { width: 200, height: 200, resize: 'contain', format: 'origin', quality: 50 },
    }).data.publicUrl;
    const jpeg = await fetch(origin, { headers: { Accept: CHROME_ACCEPT } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 150 });

    const cover = `${server.url}/storage/v1/render/image/public/photos/cars/big.jpg?width=200&height=200&format=origin`;
    expect(await sharp(Buffer.from(await (await fetch(cover)).arrayBuffer())).metadata()).toMatchObject({
      width: 200,
      height: 200,
    });
    const fill = `${cover}&resize=fill`;
    expect(await sharp(Buffer.from(await (await fetch(fill)).arrayBuffer())).metadata()).toMatchObject({
      width: 200,
      height: 200,
    });
  });

  it('answers the same variant again and revalidates it by ETag', async () => {
    const url = `${server.url}/storage/v1/render/image/public/photos/cars/big.jpg?width=400`;
    const first = await fetch(url, { headers: { Accept: 'image/webp' } });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const second = await fetch(url, { headers: { Accept: 'image/webp' } });
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    const again = await fetch(url, { headers: { Accept: 'image/webp', 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('refuses what is not an image, a bad parameter and a missing object, in Storage error shape', async () => {
    const text = Buffer.from('%PDF-1.7 not an image');
    const up = await server
      .service()
      .storage.from('files')
      .upload('docs/note.pdf', text, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const notImage = await fetch(`${server.url}/storage/v1/render/image/public/files/docs/note.pdf?width=100`);
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'Only images can be transformed, not application/pdf',
    });
    const base = `${server.url}/storage/v1/render/image/public/photos`;
    const tooWide = await fetch(`${base}/cars/big.jpg?width=2501`);
    expect(tooWide.status).toBe(400);
    expect(await tooWide.json()).toEqual({
      statusCode: '400',
      error: 'InvalidRequest',
      message: 'width must be between 1 and 2500',
    });
    const badResize = await fetch(`${base}/cars/big.jpg?width=10&resize=stretch`);
    expect((await badResize.json()) as unknown).toMatchObject({ message: 'resize must be cover, contain or fill' });
    const missing = await fetch(`${base}/cars/none.jpg?width=10`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });
});
