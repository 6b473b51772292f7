// The static server's security headers: every HTML page carries a CSP whose script hashes match
// its own inline scripts, framing is refused, and /__hooks/status shows no file-system path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CspReports } from '../../scripts/static-server/csp-reports.ts';
import { Rebuilder } from '../../scripts/static-server/rebuilder.ts';
import { netlifyHeadersFile } from '../../scripts/static-server/security-headers.ts';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/static-server/server.ts';
import { raw } from './security-helpers.ts';

// Hashes computed independently: printf '%s' 'window.a=1' | openssl dgst -sha256 -binary | base64
const PAGE =
  '<!doctype html><title>t</title><script>window.a=1</script><script type="module">import "/x.js"</script>' +
  '<script type="application/ld+json">{"@type":"Car"}</script><script src="/_astro/a.js"></script><style>p{color:red}</style>';
const HASH_A = "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='";
const HASH_MODULE = "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='";
const API = 'http://127.0.0.1:54399';

let base: string;
let site: RunningSite;
let reports: CspReports;
let rebuilder: Rebuilder;

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
  const writeSite = async (dir: string): Promise<void> => {
    await mkdir(path.join(dir, '_astro'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), PAGE);
    await writeFile(path.join(dir, '404.html'), '<!doctype html><title>404</title>');
    await writeFile(path.join(dir, '_astro', 'a.js'), 'console.log(1)');
    await writeFile(path.join(dir, '_headers'), '/*\n  X-Test: 1\n');
  };
  await writeSite(path.join(base, 'first'));
  rebuilder = new Rebuilder({
    buildsDir: path.join(base, 'builds'),
    initialRoot: path.join(base, 'first'),
    build: writeSite,
    log: () => undefined,
  });
  reports = new CspReports();
  site = await listenSite(
    createSiteServer({ rebuilder, secret: 's', supabaseUrl: `${API}/`, cspReports: reports, log: () => undefined }),
    0,
  );
});

afterAll(async () => {
  await site?.close();
  await rebuilder?.close();
  await rm(base, { recursive: true, force: true });
});

describe('HTML pages', () => {
  it('carry a CSP allowing exactly their own inline scripts, the API and no framing', async () => {
    const res = await raw(`${site.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' ${HASH_A} ${HASH_MODULE}; style-src 'self' 'unsafe-inline'; ` +
        `img-src 'self' data: blob: ${API}; font-src 'self'; connect-src 'self' ${API}; object-src 'none'; base-uri 'self'; ` +
        "form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self' blob:; report-uri /__csp-report",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the 404 page and 304 answers carry it too', async () => {
    const missing = await raw(`${site.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const first = await raw(`${site.url}/`);
    const again = await raw(`${site.url}/`, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('assets get the static headers but no page policy; _headers is not served', async () => {
    const js = await raw(`${site.url}/_astro/a.js`);
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect(js.headers['content-security-policy']).toBeUndefined();
    expect((await raw(`${site.url}/_headers`)).status).toBe(404);
  });
});

describe('CSP reports (test mode)', () => {
  it('collects a report-uri report, lists it and clears it by page', async () => {
    const report = {
      'csp-report': {
        'document-uri': `${site.url}/?probe=1`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    };
    const post = await raw(`${site.url}/__csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(post.status).toBe(204);
    expect(JSON.parse((await raw(`${site.url}/__csp-report`)).text)).toEqual([
      { documentUri: `${site.url}/?probe=1`, violatedDirective: 'script-src-elem', blockedUri: 'inline', sample: '' },
    ]);
    await raw(`${site.url}/__csp-report?document=probe%3D1`, { method: 'DELETE' });
    expect(JSON.parse((await raw(`${site.url}/__csp-report`)).text)).toEqual([]);
  });
});

describe('/__hooks/status', () => {
  it('names the served build by folder only, and scrubs paths from build errors', async () => {
    const first = await raw(`${site.url}/__hooks/status`);
    expect(JSON.parse(first.text).root).toBe('first');
    await rebuilder.buildNow();
    const s = JSON.parse((await raw(`${site.url}/__hooks/status`)).text) as { root: string };
    expect(s.root).toMatch(/^[^/\\]+$/);
    expect((await raw(`${site.url}/__hooks/status`)).text).not.toContain(base);
  });

  it('never shows a path quoted in a failed build’s error', async () => {
    const failing = new Rebuilder({
      buildsDir: path.join(base, 'builds2'),
      initialRoot: path.join(base, 'first'),
      build: async () => {
        throw new Error(
          `astro build exited with code 1:\n[vite] failed to load ${base}/src/pages/index.astro (see http://127.0.0.1:9/rest/v1/vehicles)`,
        );
      },
      log: () => undefined,
    });
    const other = await listenSite(createSiteServer({ rebuilder: failing, log: () => undefined }), 0);
    try {
      await failing.buildNow();
      const text = (await raw(`${other.url}/__hooks/status`)).text;
      expect(text).not.toContain(base);
      expect(JSON.parse(text).lastBuild.error).toBe(
        'astro build exited with code 1:\n[vite] failed to load index.astro (see http://127.0.0.1:9/rest/v1/vehicles)',
      );
    } finally {
      await other.close();
      await failing.close();
    }
  });
});

describe('dist/_headers', () => {
  it('one rule for every path with the union of all pages’ hashes', () => {
    const file = netlifyHeadersFile([PAGE, '<script>window.a=1</script>'], API);
    const lines = file.split('\n');
    expect(lines).toContain('/*');
    expect(lines).toContain(
      `  Content-Security-Policy: default-src 'self'; script-src 'self' ${HASH_A} ${HASH_MODULE}; style-src 'self' 'unsafe-inline'; ` +
        `img-src 'self' data: blob: ${API}; font-src 'self'; connect-src 'self' ${API}; object-src 'none'; base-uri 'self'; ` +
        "form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self' blob:",
    );
    expect(lines).toContain('  X-Frame-Options: DENY');
    expect(lines).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
  });
});
