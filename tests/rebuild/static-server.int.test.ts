// The static site server as a browser or CDN sees it: types, caching, compression, fallbacks
// and path-traversal safety. Raw requests (node:http) so nothing normalises paths or decodes bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/host/serve/server.ts';
import { raw as fetchRaw } from '../support/security-helpers.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BIG_SCRIPT = `console.log(${JSON.stringify('mewah '.repeat(400))});`;
let base: string;
let site: RunningSite;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'static-test-'));
  const root = path.join(base, 'dist');
  await mkdir(path.join(root, '_astro'), { recursive: true });
  await mkdir(path.join(root, 'inventory'), { recursive: true });
  await mkdir(path.join(root, 'vehicle', 'known-id'), { recursive: true });
  await mkdir(path.join(root, 'vehicle-live'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>' + '<p>home</p>'.repeat(100));
  await writeFile(path.join(root, 'inventory', 'index.html'), '<!doctype html><title>Inventory</title>');
  await writeFile(path.join(root, 'vehicle', 'known-id', 'index.html'), '<!doctype html><title>Built vehicle</title>');
  await writeFile(path.join(root, 'vehicle-live', 'index.html'), '<!doctype html><title>Live vehicle</title>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>Page not found</title>');
  await mkdir(path.join(root, 'ms', '404'), { recursive: true });
  await mkdir(path.join(root, 'ms', 'vehicle-live'), { recursive: true });
  await writeFile(path.join(root, 'ms', '404', 'index.html'), '<!doctype html><title>Halaman tidak ditemui</title>');
  await writeFile(
    path.join(root, 'ms', 'vehicle-live', 'index.html'),
    '<!doctype html><title>Kenderaan langsung</title>',
  );
  await writeFile(path.join(root, '_astro', 'app.Ab12Cd.js'), BIG_SCRIPT);
  await writeFile(path.join(root, '_astro', 'site.Ef34.css'), 'body{color:red}');
  await writeFile(path.join(root, 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, '_redirects'), '/vehicle/*  /vehicle-live/  200');
  await writeFile(path.join(root, '.mewah-build.json'), '{}');
  await writeFile(path.join(base, 'secret.txt'), 'TOP-SECRET');
  await symlink(path.join(base, 'secret.txt'), path.join(root, 'leak.txt'));
  site = await listenSite(createSiteServer({ root, log: () => undefined }), 0);
});

afterAll(async () => {
  await site?.close();
  await rm(base, { recursive: true, force: true });
});

describe('static server: content', () => {
  it('serves files with their content types', async () => {
    expect((await raw(site.port, '/')).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await raw(site.port, '/_astro/site.Ef34.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await raw(site.port, '/_astro/app.Ab12Cd.js')).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await raw(site.port, '/placeholder.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('serves a directory index with and without the trailing slash', async () => {
    for (const p of ['/inventory', '/inventory/', '/inventory/?make=BMW']) {
      const res = await raw(site.port, p);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<title>Inventory</title>');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await raw(site.port, '/no-such-page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('Page not found');
  });

  it('serves a built vehicle page, and the live vehicle page for an id not in the build', async () => {
    expect((await raw(site.port, '/vehicle/known-id/')).body.toString()).toContain('Built vehicle');
    const unknown = await raw(site.port, '/vehicle/3f1c0b9e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body.toString()).toContain('Live vehicle');
    expect((await raw(site.port, '/vehicle/a/b')).status).toBe(404);
  });

  it('answers under /ms/ with the Malay 404 page and the Malay live vehicle page', async () => {
    const missing = await raw(site.port, '/ms/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Halaman tidak ditemui');
    const unknown = await raw(site.port, '/ms/vehicle/3f1c0b9e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(200);
    expect(unknown.body.toString()).toContain('Kenderaan langsung');
    expect((await raw(site.port, '/msx/no-such-page')).body.toString()).toContain('Page not found');
  });

  it('does not serve host configuration or build bookkeeping files', async () => {
    expect((await raw(site.port, '/_redirects')).status).toBe(404);
    expect((await raw(site.port, '/.mewah-build.json')).status).toBe(404);
  });

  it('refuses writes to pages', async () => {
    expect((await raw(site.port, '/', {}, 'POST')).status).toBe(405);
  });
});

describe('static server: caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    const res = await raw(site.port, '/_astro/app.Ab12Cd.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes HTML revalidate, answering 304 to a matching ETag or date', async () => {
    const first = await raw(site.port, '/inventory/');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^".+"$/);
    const byTag = await raw(site.port, '/inventory/', { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect((await raw(site.port, '/inventory/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await raw(site.port, '/inventory/', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });
});

describe('static server: compression', () => {
  it('sends brotli when accepted, gzip otherwise, identity when neither', async () => {
    const brRes = await raw(site.port, '/_astro/app.Ab12Cd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brRes.headers['content-encoding']).toBe('br');
    expect(brRes.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(brRes.body).toString()).toBe(BIG_SCRIPT);
    const gzRes = await raw(site.port, '/_astro/app.Ab12Cd.js', { 'Accept-Encoding': 'gzip' });
    expect(gzRes.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzRes.body).toString()).toBe(BIG_SCRIPT);
    const plain = await raw(site.port, '/_astro/app.Ab12Cd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    expect(plain.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses HTML too, and respects q=0', async () => {
    const res = await raw(site.port, '/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('<title>Home</title>');
  });
});

describe('static server: path traversal', () => {
  const attacks = [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/inventory/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/index.html%00.css',
    '/%c0%ae%c0%ae/secret.txt',
    '/vehicle/..%2f..%2fsecret.txt',
  ];
  for (const attack of attacks) {
    it(`refuses ${attack}`, async () => {
      const res = await raw(site.port, attack);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.toString()).not.toContain('TOP-SECRET');
    });
  }

  it('does not follow a symlink out of the root', async () => {
    const res = await raw(site.port, '/leak.txt');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('TOP-SECRET');
  });
});

// Finding 10 of the second attack round ("smaller"): the build's bookkeeping was served.
describe('static server: build bookkeeping', () => {
  let root: string;
  let bookkeeping: RunningSite;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bookkeeping-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(root, '.mewah-manifest.json'), '{"pages":{}}');
    await writeFile(path.join(root, '.mewah-build.json'), '{}');
    await mkdir(path.join(root, 'vehicle', '.cache'), { recursive: true });
    await writeFile(path.join(root, 'vehicle', '.cache', 'x.json'), '{}');
    await mkdir(path.join(root, '.well-known'), { recursive: true });
    await writeFile(path.join(root, '.well-known', 'security.txt'), 'Contact: mailto:x@mewah.test');
    bookkeeping = await listenSite(createSiteServer({ root, log: () => undefined }), 0);
  });
  afterAll(async () => {
    await bookkeeping?.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['/.mewah-manifest.json', '/.mewah-build.json', '/vehicle/.cache/x.json', '/%2emewah-manifest.json'])(
    'never serves build bookkeeping: %s is 404',
    async (p) => {
      const res = await fetchRaw(`${bookkeeping.url}${p}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('pages');
    },
  );

  it('still serves /.well-known/', async () => {
    expect((await fetchRaw(`${bookkeeping.url}/.well-known/security.txt`)).status).toBe(200);
  });
});
