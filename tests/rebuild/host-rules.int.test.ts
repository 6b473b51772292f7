// What a static host must do, asked of the project's own static server and of dist/_headers
// (docs/deploying.md, "Caching on the hosts" and "Missing cars: 404"): the same caching
// rules on both (hashed assets a year and immutable, HTML revalidated, seed pictures and the
// inventory index cached sensibly), and a missing car's address answering 404 with the live page's
// words, while a car added since the build still gets the live page with 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, listenSite, vehicleIsPublicVia, type RunningSite } from '../../scripts/host/serve/server.ts';
import { netlifyHeadersFile } from '~/integrations/security-headers';
import { startTestServer, type TestServer } from '../support/helpers.ts';

let api: TestServer;
let base: string;
let site: RunningSite;
let offline: RunningSite;
const SEEDED = '5eed0000-0000-4000-8000-000000000004';
const UNKNOWN = '3f1c0b9e-0000-4000-8000-000000000000';

const get = async (s: RunningSite, p: string) => {
  const res = await fetch(`${s.url}${p}`);
  return { status: res.status, cache: res.headers.get('cache-control'), text: await res.text() };
};

beforeAll(async () => {
  api = await startTestServer();
  base = await mkdtemp(path.join(tmpdir(), 'host-rules-'));
  const root = path.join(base, 'dist');
  for (const dir of ['_astro', 'seed', 'vehicle-live', 'ms/vehicle-live', 'inventory'])
    await mkdir(path.join(root, dir), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(root, 'vehicle-live', 'index.html'), '<!doctype html><p>Vehicle not found</p>');
  await writeFile(path.join(root, 'ms', 'vehicle-live', 'index.html'), '<!doctype html><p>Kenderaan tidak ditemui</p>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><p>Oops! Page not found</p>');
  await writeFile(path.join(root, '_astro', 'app.Ab12Cd.js'), 'console.log(1)');
  await writeFile(path.join(root, 'seed', 'bmw-x5-front.webp'), 'webp');
  await writeFile(path.join(root, 'inventory-index.json'), '{}');
  await writeFile(path.join(root, 'inventory-later.json'), '[]');
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  site = await listenSite(
    createSiteServer({
      root,
      log: () => undefined,
      vehicleIsPublic: vehicleIsPublicVia({ url: api.url, anonKey: api.anonKey }),
    }),
    0,
  );
  // An API that does not answer: a car is never turned into a 404 for it.
  offline = await listenSite(
    createSiteServer({
      root,
      log: () => undefined,
      vehicleIsPublic: vehicleIsPublicVia({ url: 'http://127.0.0.1:9', anonKey: api.anonKey }),
    }),
    0,
  );
}, 120_000);

afterAll(async () => {
  await site?.close();
  await offline?.close();
  await api?.stop();
  await rm(base, { recursive: true, force: true });
});

describe('missing cars', () => {
  it('answers a car not in the build but public now with the live page and 200', async () => {
    const res = await get(site, `/vehicle/${SEEDED}/`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Vehicle not found');
  });

  it('answers an unknown, malformed, deleted or draft car with 404 and the live page unchanged', async () => {
    for (const p of [`/vehicle/${UNKNOWN}`, '/vehicle/not-a-car/']) {
      const res = await get(site, p);
      expect(res.status).toBe(404);
      expect(res.text).toBe('<!doctype html><p>Vehicle not found</p>');
    }
    const malay = await get(site, `/ms/vehicle/${UNKNOWN}/`);
    expect(malay.status).toBe(404);
    expect(malay.text).toContain('Kenderaan tidak ditemui');
    await api.ctx.asAdmin((tx) => tx.query(`update public.vehicles set deleted_at = now() where id = $1`, [SEEDED]));
    expect((await get(site, `/vehicle/${SEEDED}/`)).status).toBe(404);
    await api.ctx.asAdmin((tx) =>
      tx.query(`update public.vehicles set deleted_at = null, status = 'draft' where id = $1`, [SEEDED]),
    );
    expect((await get(site, `/vehicle/${SEEDED}/`)).status).toBe(404);
  });

  it('keeps 200 when the API cannot say', async () => {
    expect((await get(offline, `/vehicle/${UNKNOWN}/`)).status).toBe(200);
    expect((await get(offline, '/vehicle/not-a-car/')).status).toBe(404);
  });
});

describe('caching, the same on the project server and in dist/_headers', () => {
  const expected: [string, string][] = [
    ['/_astro/app.Ab12Cd.js', 'public, max-age=31536000, immutable'],
    ['/seed/bmw-x5-front.webp', 'public, max-age=604800, stale-while-revalidate=86400'],
    ['/inventory-index.json', 'public, max-age=300, stale-while-revalidate=3600'],
    ['/inventory-later.json', 'public, max-age=300, stale-while-revalidate=3600'],
  ];

  it.each(expected)('%s: %s', async (p, cacheControl) => {
    expect((await get(site, p)).cache).toBe(cacheControl);
    const lines = netlifyHeadersFile().split('\n');
    const rule = p.startsWith('/_astro/') ? '/_astro/*' : p.startsWith('/seed/') ? '/seed/*' : p;
    expect(lines[lines.indexOf(rule) + 1]).toBe(`  Cache-Control: ${cacheControl}`);
  });

  it('revalidates HTML, and sets no Cache-Control for every path (hosts would join it with the rules)', async () => {
    expect((await get(site, '/')).cache).toBe('no-cache');
    const file = netlifyHeadersFile();
    const all = file.slice(file.indexOf('/*\n'), file.indexOf('\n#', file.indexOf('/*\n')));
    expect(all).not.toContain('Cache-Control');
  });
});
