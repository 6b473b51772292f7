// Four anonymous image requests once stopped the static site for 40–70 s (the AVIF
// encoder ignored sharp's timeout and filled libuv's thread pool). Renders now run in child
// processes: at most `concurrency` at once, a bounded queue with a bounded wait and then 503 with
// Retry-After, a render past its limit is stopped by killing its process, and sizes and
// qualities are quantised. Timings here are limits far from the expected values (a noisy 2-core
// machine): what is asserted is behaviour.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RenderBusy,
  RenderTimeout,
  createRenderPool,
  type RenderPool,
} from '../../scripts/supabase/storage/render-pool.ts';
import { parseTransform, useRenderPool } from '../../scripts/supabase/storage/render.ts';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED } from '../support/rest-fixture.ts';

/** A 4032 × 3024 (12-megapixel) photo-like JPEG: noise, so that nothing is cheap to encode. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const pools: RenderPool[] = [];
afterAll(() => {
  for (const p of pools) p.close();
});
const pool = (o: Partial<Parameters<typeof createRenderPool>[0]>): RenderPool => {
  const p = createRenderPool({ concurrency: 1, maxQueued: 1, maxWaitMs: 200, timeoutMs: 1500, idleMs: 60_000, ...o });
  pools.push(p);
  return p;
};

/** Whether a process id is still running. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(ok: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
}, 60_000);
const slowJob = () =>
  ({
    data: photo,
    width: 2500,
    height: 2500,
    resize: 'contain',
    quality: 90,
    formats: ['avif'],
    stored: 'avif', // no cheaper fallback: the 2500 px AVIF itself
    maxInputPixels: 50_000_000,
  }) as const;

describe('the render pool', () => {
  it('kills a render past its time limit, and starts a fresh process for the next', async () => {
    // 400 ms: far less than any machine takes for this AVIF (seconds), so the kill always comes.
    const p = pool({ timeoutMs: 400 });
    const slow = p.render(slowJob());
    await until(() => p.stats().processes.length === 1);
    const [pid] = p.stats().processes;
    await expect(slow).rejects.toBeInstanceOf(RenderTimeout);
    expect(p.stats().killed).toEqual([pid]);
    await until(() => !alive(pid ?? 0));

    // A small photo, so that this render fits the 400 ms even on a busy machine.
    const tiny = await sharp(photo).resize(200).jpeg().toBuffer();
    const small = await p.render({
      ...slowJob(),
      data: tiny,
      width: 64,
      height: 64,
      formats: ['webp'],
      stored: 'jpeg',
    });
    expect(small.format).toBe('webp');
    expect(await sharp(small.body).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(p.stats().processes).toHaveLength(1);
    expect(p.stats().processes).not.toContain(pid);
  }, 60_000);

  it('lets one render wait for a bounded time and refuses one more at once', async () => {
    const p = pool({ maxQueued: 1, maxWaitMs: 100, timeoutMs: 60_000 });
    const slow = p.render(slowJob()).catch((e: unknown) => e);
    await until(() => p.stats().processes.length === 1);
    const queued = p.render({ ...slowJob(), quality: 80 });
    await expect(p.render({ ...slowJob(), quality: 70 })).rejects.toBeInstanceOf(RenderBusy);
    await expect(queued).rejects.toBeInstanceOf(RenderBusy);
    expect(p.stats()).toMatchObject({ running: 1, queued: 0 });
    p.close();
    await slow;
  }, 60_000);

  it('makes AVIF only where it is cheap: a large AVIF request gets the stored format', async () => {
    const p = pool({ timeoutMs: 30_000 });
    const big = await p.render({ ...slowJob(), formats: ['avif', 'jpeg'], stored: 'jpeg' });
    expect(big.format).toBe('jpeg');
    expect(await sharp(big.body).metadata()).toMatchObject({ width: 2500, height: 1875 });
    const small = await p.render({ ...slowJob(), width: 640, height: 480, formats: ['avif', 'jpeg'], stored: 'jpeg' });
    expect(small.format).toBe('avif');
  }, 60_000);
});

describe('quantised transformations', () => {
  it('rounds sizes up to the next step and qualities to the nearest 10', () => {
    const t = (q: string) => parseTransform(new URLSearchParams(q));
    expect(t('width=2499&height=2401&quality=93')).toMatchObject({ width: 2500, height: 2500, quality: 90 });
    expect(t('width=401&quality=91')).toMatchObject({ width: 480, height: null, quality: 90 });
    expect(t('width=1&height=17&quality=96')).toMatchObject({ width: 16, height: 24, quality: 100 });
    expect(t('width=640&quality=70')).toMatchObject({ width: 640, quality: 70 });
  });
});

let server: TestServer;
withTestServer(
  async (s) => {
    server = s;
    const { error } = await s.service().storage.createBucket('photos', { public: true });
    if (error) throw new Error(error.message);
  },
  { migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED },
);

describe('GET /render/image under load', () => {
  it('answers qualities 90–93 with one variant, and 503 with Retry-After past the queue', async () => {
    const photos = server.service().storage.from('photos');
    expect((await photos.upload('phone.jpg', photo, { contentType: 'image/jpeg' })).error).toBeNull();
    const url = (q: string) => `${server.url}/storage/v1/render/image/public/photos/phone.jpg?${q}`;

    const tags = new Set<string | null>();
    for (const q of [90, 91, 92, 93]) {
      const res = await fetch(url(`width=301&quality=${q}`), { headers: { Accept: 'image/webp' } });
      expect(res.status).toBe(200);
      tags.add(res.headers.get('etag'));
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    }
    expect(tags.size).toBe(1);

    // A pool with room for one render and no queue: the second render at the same time is refused.
    const small = pool({ maxQueued: 0, timeoutMs: 1500 });
    const before = useRenderPool(small);
    try {
      const first = fetch(url('width=2500&height=2500&quality=90'), { headers: { Accept: 'image/avif' } });
      await until(() => small.stats().running === 1);
      const second = await fetch(url('width=2500&height=2500&quality=80'), { headers: { Accept: 'image/avif' } });
      expect(second.status).toBe(503);
      expect(second.headers.get('retry-after')).toBe('5');
      expect(await second.json()).toEqual({
        statusCode: '503',
        error: 'SlowDown',
        message: 'Too many image transformations at once; try again shortly',
      });
      expect([200, 400]).toContain((await first).status);
    } finally {
      useRenderPool(before);
    }
  }, 60_000);
});
