// The built site served by Cloudflare's own local runtime (docs/deploying.md): `wrangler pages dev` (workerd
// from npm, offline) over the production build, against a fresh embedded API of its own
// (scripts/host/wrangler-stack.ts). It checks what only the host applies: dist/_headers' security
// headers and caching, the /vehicle/* rewrite to the live page, the Malay 404, and a walk of the
// public pages with no Content-Security-Policy violation.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '~/config/local-supabase';
import { LOCAL_SERVICE_ROLE_KEY } from '../../scripts/supabase/server';
import { gotoHydrated } from '../support/e2e/public';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

let stack: ChildProcess | null = null;
let site = '';
let api = '';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  stack = spawn(
    'npx',
    ['tsx', 'scripts/host/wrangler-stack.ts', '--site-port', `${sitePort}`, '--api-port', `${apiPort}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    stack?.stdout?.on('data', (c: Buffer) => {
      output.push(c.toString());
      const ready = /^ready (\S+) (\S+)$/m.exec(output.join(''));
      if (ready) {
        site = ready[1] ?? '';
        api = ready[2] ?? '';
        resolve();
      }
    });
    stack?.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    stack?.on('exit', (code) => reject(new Error(`wrangler stack exited (${code}):\n${output.join('').slice(-3000)}`)));
  });
});

test.afterAll(async () => {
  if (!stack?.pid) return;
  const exited = new Promise((r) => stack?.once('exit', r));
  process.kill(-stack.pid, 'SIGTERM');
  await exited;
});

const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };

/** Collects the page's CSP violations (an init script runs before the page's own). */
async function listenForCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI || 'inline'} on ${location.pathname}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('security headers on every page, hashed assets immutable, HTML revalidated', async ({ request }) => {
  const home = await request.get(`${site}/`);
  for (const path of ['/', '/inventory/', '/sell/', '/saved/', '/compare/', '/ms/']) {
    const h = (await request.get(`${site}${path}`)).headers();
    expect(h['content-security-policy'], path).toBe("frame-ancestors 'none'");
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
  const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(await home.text())?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(`${site}${asset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${site}/inventory-index.json`)).headers()['cache-control']).toBe(
    'public, max-age=300, stale-while-revalidate=3600',
  );
  const seed = /\/seed\/[^"\s,]+\.webp/.exec(await (await request.get(`${site}/inventory/`)).text())?.[0];
  expect(seed).toBeTruthy();
  expect((await request.get(`${site}${seed}`)).headers()['cache-control']).toBe(
    'public, max-age=604800, stale-while-revalidate=86400',
  );
});

test('a car added since the build is shown through the /vehicle/* rewrite', async ({ page, request }) => {
  const res = await request.post(`${api}/rest/v1/vehicles`, {
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      Prefer: 'return=representation',
    },
    data: anInsert({
      make: 'Rolls-Royce',
      model: 'Ghost',
      year: 2023,
      price: 1_650_000,
      mileage: 4000,
      color: 'Arctic White',
    }),
  });
  expect(res.status()).toBe(201);
  const [{ id }] = (await res.json()) as [{ id: string }];
  expect((await request.get(`${api}/rest/v1/vehicles?id=eq.${id}&select=id`, { headers })).ok()).toBe(true);
  const answer = await page.goto(`${site}/vehicle/${id}/`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Rolls-Royce Ghost' })).toBeVisible();
  await expect(page).toHaveURL(`${site}/vehicle/${id}/`);
});

test('an unknown Malay address answers 404 with the Malay page', async ({ page }) => {
  const res = await page.goto(`${site}/ms/tiada-halaman-ini`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Alamak! Halaman tidak ditemui' })).toBeVisible();
  const en = await page.goto(`${site}/no-such-page`);
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('the public pages break no Content-Security-Policy', async ({ page, request }) => {
  const violations = await listenForCsp(page);
  const [car] = (await (
    await request.get(`${api}/rest/v1/vehicles?select=id&deleted_at=is.null&status=neq.draft&order=id&limit=1`, {
      headers,
    })
  ).json()) as [{ id: string }];
  const paths = ['/', '/inventory/', `/vehicle/${car.id}/`, '/sell/', '/saved/', '/compare/', '/ms/', '/ms/inventory/'];
  for (const path of paths) {
    await gotoHydrated(page, `${site}${path}`);
    expect(await violations(), path).toEqual([]);
  }
  // The listener hears a violation: an injected inline script is blocked by the page's policy.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__cspProbe = true';
    document.body.append(s);
  });
  await expect.poll(violations).toEqual(['script-src-elem inline on /ms/inventory/']);
});
