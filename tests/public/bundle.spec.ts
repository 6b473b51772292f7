import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  AFTER_INTERACTION_BUDGETS,
  BEFORE_INTERACTION_BUDGET_BYTES,
  FIRST_SCREEN_BUDGET_BYTES,
  STAFF_PAGE_BUDGETS,
  firstScreenEnd,
} from '../../scripts/bench/size';
import { containsSupabase, liveVehicles, pageBundle } from '../support/e2e/public';

/** The staff pages that draw a first screen before supabase-js, each within 100 KB before it. */
const FIRST_SCREEN_PAGES = [
  '/manage-inventory',
  '/manage-inventory/leads',
  '/manage-inventory/desk',
  '/manage-inventory/staff',
  '/manage-inventory/account',
];

test.describe('shipped JavaScript', () => {
  test('public pages and /auth load no supabase-js chunk, while /manage-inventory/publishing does (the detector works)', async ({
    request,
  }) => {
    const [first] = await liveVehicles(request);
    const paths = [
      '/',
      '/inventory',
      '/saved',
      '/compare',
      `/vehicle/${first?.id}`,
      '/vehicle/00000000-0000-4000-8000-00000000dead',
      '/sell',
      '/no-such-page',
      '/auth',
    ];
    for (const path of paths) {
      const bundle = await pageBundle(request, path);
      expect(bundle.files.size, `${path} loads some script`).toBeGreaterThan(0);
      expect(containsSupabase(bundle), `supabase-js in ${path}`).toEqual([]);
    }
    expect(containsSupabase(await pageBundle(request, '/manage-inventory/publishing')).length).toBeGreaterThan(0);
  });

  test('the first screens of /manage-inventory, /leads, /desk, /staff and /account load no supabase-js: it comes after them', async ({
    request,
  }) => {
    for (const path of FIRST_SCREEN_PAGES) {
      expect(containsSupabase(await pageBundle(request, path)), path).toEqual([]);
    }
  });

  test('the landing page hydrates no island and ships at most 25 KB of JavaScript gzipped', async ({ request }) => {
    const bundle = await pageBundle(request, '/');
    expect(bundle.hydratesIslands).toBe(false);
    expect(bundle.gzipBytes).toBeLessThanOrEqual(25 * 1024);
  });

  test('/inventory, a vehicle page, /saved, /compare and /sell each ship at most their budget of JavaScript gzipped, islands included', async ({
    request,
  }) => {
    const [first] = await liveVehicles(request);
    expect(AFTER_INTERACTION_BUDGETS['/sell']).toBe(100 * 1024);
    const pages: [string, string][] = [
      ['/inventory', '/inventory'],
      [`/vehicle/${first?.id}`, '/vehicle/*'],
      ['/saved', '/saved'],
      ['/compare', '/compare'],
      ['/sell', '/sell'],
    ];
    for (const [path, page] of pages) {
      const bundle = await pageBundle(request, path);
      expect(bundle.gzipBytes, path).toBeLessThanOrEqual(AFTER_INTERACTION_BUDGETS[page] ?? 0);
    }
  });

  test('every public page ships at most 30 KB of JavaScript gzipped before the first input, in both languages (npm run size)', async ({
    request,
  }) => {
    expect(BEFORE_INTERACTION_BUDGET_BYTES).toBe(30 * 1024);
    const [first] = await liveVehicles(request);
    const english = ['/', '/inventory', `/vehicle/${first?.id}`, '/sell', '/saved', '/compare'];
    for (const path of [...english, ...english.map((p) => `/ms${p === '/' ? '' : p}`)]) {
      const bundle = await pageBundle(request, path);
      expect(bundle.beforeInputGzipBytes, path).toBeGreaterThan(0);
      expect(bundle.beforeInputGzipBytes, path).toBeLessThanOrEqual(30 * 1024);
    }
  });

  test('each staff page ships at most its budget of JavaScript gzipped before the first interaction', async ({
    request,
  }) => {
    expect(STAFF_PAGE_BUDGETS['/auth']).toBe(30 * 1024);
    for (const path of FIRST_SCREEN_PAGES) {
      expect(STAFF_PAGE_BUDGETS[path], path).toBe(100 * 1024);
    }
    for (const [path, budget] of Object.entries(STAFF_PAGE_BUDGETS)) {
      const bundle = await pageBundle(request, path);
      expect(bundle.gzipBytes, path).toBeLessThanOrEqual(budget);
    }
  });

  test("a vehicle page's view counter is at most 1 KB gzipped before the first input", async ({ request }) => {
    const [first] = await liveVehicles(request);
    const bundle = await pageBundle(request, `/vehicle/${first?.id}`);
    const counters = [...bundle.files.entries()].filter(([, text]) => text.includes('count_vehicle_view'));
    expect(counters.map(([url]) => url)).toHaveLength(1);
    expect(gzipSync(counters[0]?.[1] ?? '').length).toBeLessThanOrEqual(1024);
  });

  test("the first screen of /, /inventory, a vehicle page and /compare ends within the first round trip's 14,600 bytes of gzipped HTML", async ({
    request,
  }) => {
    expect(FIRST_SCREEN_BUDGET_BYTES).toBe(14600);
    const [first] = await liveVehicles(request);
    for (const path of ['/', '/ms', '/inventory', '/ms/inventory', `/vehicle/${first?.id}`, '/compare']) {
      const end = firstScreenEnd(await (await request.get(path)).text());
      expect(end, `${path} marks its first screen's end`).not.toBeNull();
      expect(end?.gzipBytes ?? Infinity, path).toBeLessThanOrEqual(14600);
    }
  });
});
