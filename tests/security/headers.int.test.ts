// The static server's security headers: every HTML page is served with the CSP its own <meta>
// element holds (Astro's policy) plus what only a header can carry (no framing, the report
// collector). (/__hooks/status showing no file-system path: tests/rebuild/hook.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CspReports } from '../../scripts/host/serve/csp-reports.ts';
import { Rebuilder } from '../../scripts/host/schedule/rebuilder.ts';
import { netlifyHeadersFile } from '~/integrations/security-headers';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/host/serve/server.ts';
import { raw } from '../support/security-helpers.ts';

// A page as Astro writes it: its policy in a <meta> element (HTML-escaped quotes, as Astro writes them).
const POLICY =
  "default-src 'self';img-src 'self' data: blob: http://127.0.0.1:54399;connect-src 'self' http://127.0.0.1:54399; " +
  "script-src 'self' 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='; style-src 'self' 'unsafe-inline' ;";
const PAGE =
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${POLICY.replaceAll("'", '&#39;')}">` +
  '<title>t</title><script>window.a=1</script></head><body><p>Hi</p></body></html>';

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
  site = await listenSite(createSiteServer({ rebuilder, secret: 's', cspReports: reports, log: () => undefined }), 0);
});

afterAll(async () => {
  await site?.close();
  await rebuilder?.close();
  await rm(base, { recursive: true, force: true });
});

describe('HTML pages', () => {
  it('carry their own <meta> policy as a header, with no framing and the report collector', async () => {
    const res = await raw(`${site.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src 'self' data: blob: http://127.0.0.1:54399; connect-src 'self' http://127.0.0.1:54399; " +
        "script-src 'self' 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='; style-src 'self' 'unsafe-inline'; " +
        "frame-ancestors 'none'; report-uri /__csp-report",
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

describe('dist/_headers', () => {
  it('one rule for every path: no framing and the static headers (the page holds its own policy)', () => {
    const lines = netlifyHeadersFile().split('\n');
    expect(lines).toContain('/*');
    expect(lines).toContain("  Content-Security-Policy: frame-ancestors 'none'");
    expect(lines).toContain('  X-Frame-Options: DENY');
    expect(lines).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
  });
});
