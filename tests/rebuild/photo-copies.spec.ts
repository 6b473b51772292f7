// A project without Storage image transformations (hosted Free plan; here config.toml's
// [storage.image_transformation] enabled = false, so the built site gets PUBLIC_IMAGE_TRANSFORMATION=off).
// This spec runs its own stack that way. A 4000 × 3000 JPEG stored straight through the Storage API
// (supabase-js upload, no copies made by anyone) shows on the rebuilt pages: the rebuild loop makes
// its sized copies before the build. It costs at most 60 KB on a 390 px phone card (DPR 2) and
// 250 KB in the 1440 px full-screen viewer, and not one image request fails on the pages visited.
// The same build is checked for the secret key: never in dist/ or the build's output.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { photoLikeJpeg } from '../../scripts/bench/photo';
import { startStack, type RunningStack } from '../../scripts/host/stack';
import { LOCAL_JWT_SECRET, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../scripts/supabase/server';
import { aPhotoCar } from '../support/vehicle';
import { withoutEngineBudget } from '../../scripts/supabase/server';

const KB = 1024;
const MODEL = `E2E Copies ${Date.now().toString(36)}`;
// This stack's own ports (the shared e2e stack keeps E2E_SITE_PORT / E2E_API_PORT).
const SITE_PORT = Number(process.env.PORT ?? Number(process.env.E2E_SITE_PORT ?? 4331) + 100);
const API_PORT = Number(process.env.SUPABASE_PORT ?? Number(process.env.E2E_API_PORT ?? 54331) + 100);

test.describe.configure({ mode: 'serial', timeout: 600_000 });

let stack: RunningStack;
let buildsDir = '';
const buildLog: string[] = [];
const stackLog: string[] = [];
let id = '';
let original = 0;

/** Every image response and failed image request the page sees from now on. */
function watchImages(page: Page): () => Promise<{ bytes: number; urls: string[]; failed: string[] }> {
  const seen: Promise<{ url: string; bytes: number }>[] = [];
  const failed: string[] = [];
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'image') failed.push(`${req.url()} (${req.failure()?.errorText ?? 'failed'})`);
  });
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return;
    if (res.status() >= 400) failed.push(`${res.url()} (${res.status()})`);
    else if (res.url().includes('/storage/v1/'))
      seen.push(res.body().then((b) => ({ url: res.url(), bytes: b.length })));
  });
  return async () => {
    const all = await Promise.all(seen);
    return { bytes: all.reduce((n, r) => n + r.bytes, 0), urls: all.map((r) => r.url), failed };
  };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

test.beforeAll(async () => {
  // Its own stack: one full build, then the rebuild after the insert.
  test.setTimeout(600_000);
  buildsDir = mkdtempSync(path.join(tmpdir(), 'mewah-copies-'));
  stack = await startStack({
    sitePort: SITE_PORT,
    apiPort: API_PORT,
    supabase: {
      memory: true,
      quiet: true,
      configOverrides: (c) => ({ ...withoutEngineBudget(c), storage: { ...c.storage, imageTransformation: false } }),
    },
    buildsDir,
    debounceMs: 300,
    buildOutput: (line) => buildLog.push(line),
    log: (line) => stackLog.push(line),
  });
  const admin = createClient(stack.api.url, stack.api.secretKey, { auth: { persistSession: false } });
  const photo = await photoLikeJpeg();
  original = photo.length;
  const object = `e2e-copies/${Date.now().toString(36)}.jpg`;
  const up = await admin.storage.from('vehicle-images').upload(object, photo, { contentType: 'image/jpeg' });
  if (up.error) throw new Error(up.error.message);
  // No copies yet: nothing but the rebuild loop makes them.
  const copy = await fetch(`${stack.api.url}/storage/v1/object/public/vehicle-images/sized/400/${object}`);
  if (copy.status !== 400 && copy.status !== 404) throw new Error(`a copy exists before the rebuild: ${copy.status}`);
  const buildsBefore = stack.rebuilder.status().builds;
  const { data, error } = await admin
    .from('vehicles')
    .insert(aPhotoCar(MODEL, [admin.storage.from('vehicle-images').getPublicUrl(object).data.publicUrl]))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  id = (data as { id: string }).id;
  // The insert starts a rebuild (copies first, then the build): wait until it is done and served.
  await expect
    .poll(
      () => {
        const st = stack.rebuilder.status();
        return st.builds > buildsBefore && !st.building && !st.pending && st.lastBuild?.ok === true;
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBe(true);
  // The insert starts a rebuild: wait until the built pages have the car.
  await expect
    .poll(async () => (await fetch(`${stack.site.url}/vehicle/${id}`)).status, { timeout: 300_000, intervals: [1000] })
    .toBe(200);
});

test.afterAll(async () => {
  await stack?.stop();
  if (buildsDir) rmSync(buildsDir, { recursive: true, force: true });
});

test('the rebuild made the copies of the photo stored through the API, before building', () => {
  const steps = stackLog.filter((line) => line.startsWith('[rebuild] sized copies:'));
  // The first build (no photos yet), then the rebuild after the insert: one photo, four copies.
  expect(steps[0]).toMatch(/^\[rebuild\] sized copies: 0 photos, 0 copies made in \d+ ms$/);
  expect(steps.slice(1), steps.join('\n')).toContainEqual(
    expect.stringMatching(/^\[rebuild\] sized copies: 1 photos, 4 copies made in \d+ ms$/),
  );
});

test('with transformations off: 60 KB on a phone card, 250 KB full screen, no failed image request', async ({
  browser,
}) => {
  expect(original).toBeGreaterThan(2 * 1024 * KB);
  const render = await fetch(`${stack.api.url}/storage/v1/render/image/public/vehicle-images/any.jpg?width=400`);
  expect(render.status).toBe(403);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const p = await phone.newPage();
  const onPhone = watchImages(p);
  await p.goto(`${stack.site.url}/inventory`);
  const card = p.getByRole('article').filter({ hasText: MODEL });
  await expect
    .poll(async () => card.locator('img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
  const cardImages = await onPhone();
  expect(cardImages.failed).toEqual([]);
  expect(cardImages.urls.length).toBeGreaterThan(0);
  for (const url of cardImages.urls) expect(url).toContain('/storage/v1/object/public/vehicle-images/sized/');
  test.info().annotations.push({ type: 'card bytes', description: `${cardImages.bytes} of ${original}` });
  console.log(`card: ${cardImages.bytes} bytes of a ${original}-byte original (${cardImages.urls.join(' ')})`);
  expect(cardImages.bytes, `card: ${cardImages.urls.join(' ')}`).toBeLessThanOrEqual(60 * KB);
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const d = await desktop.newPage();
  const everywhere = watchImages(d);
  for (const page of ['/', '/inventory']) {
    await d.goto(`${stack.site.url}${page}`);
    // Quiet before leaving: cards drawn as they near the viewport ask for their photos after the
    // load event, and leaving the page would cancel those requests (not a failure of the copies).
    await d.waitForLoadState('networkidle');
  }
  await d.goto(`${stack.site.url}/vehicle/${id}`);
  await expect(d.getByTestId('gallery-main')).toHaveJSProperty('complete', true);
  const onViewer = watchImages(d);
  await d.getByTestId('gallery-main').click();
  const viewer = d.getByTestId('viewer-image');
  await expect
    .poll(() => viewer.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  const full = await onViewer();
  expect(full.failed).toEqual([]);
  for (const url of full.urls) expect(url).toContain('/storage/v1/object/public/vehicle-images/sized/');
  test.info().annotations.push({ type: 'full-screen bytes', description: `${full.bytes} of ${original}` });
  console.log(`full screen: ${full.bytes} bytes (${full.urls.join(' ')})`);
  expect(full.bytes, `full screen: ${full.urls.join(' ')}`).toBeLessThanOrEqual(250 * KB);
  expect(full.bytes).toBeGreaterThan(0);
  expect((await everywhere()).failed).toEqual([]);
  await desktop.close();
});

test('the build has the publishable key and never the secret key, in its files or its output', () => {
  const files = filesUnder(buildsDir).filter((f) => /\.(html|js|mjs|json|txt|xml|css|map)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const built = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  // The control: the site does carry its (public) publishable key.
  expect(built).toContain(stack.api.publishableKey);
  for (const secret of [LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET]) {
    expect(built.includes(secret), `the build holds ${secret.slice(0, 12)}…`).toBe(false);
    expect(buildLog.some((line) => line.includes(secret))).toBe(false);
    expect(stackLog.some((line) => line.includes(secret))).toBe(false);
  }
  // Nor any other secret key (supabase-js itself names the prefix, to refuse such keys in a browser).
  const anySecretKey = /sb_secret_[A-Za-z0-9_-]{16,}/;
  expect(anySecretKey.test(built)).toBe(false);
  expect(buildLog.some((line) => anySecretKey.test(line))).toBe(false);
  expect(buildLog.length).toBeGreaterThan(0);
});
