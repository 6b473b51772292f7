import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { containsSupabase, liveVehicles, pageBundle } from '../support/e2e/public';

test.describe('shipped JavaScript', () => {
  test('public pages load no supabase-js chunk, while /auth does (the detector works)', async ({ request }) => {
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
    ];
    for (const path of paths) {
      const bundle = await pageBundle(request, path);
      expect(bundle.files.size, `${path} loads some script`).toBeGreaterThan(0);
      expect(containsSupabase(bundle), `supabase-js in ${path}`).toEqual([]);
    }
    expect(containsSupabase(await pageBundle(request, '/auth')).length).toBeGreaterThan(0);
  });

  test('the landing page hydrates no island and ships at most 25 KB of JavaScript gzipped', async ({ request }) => {
    const bundle = await pageBundle(request, '/');
    expect(bundle.hydratesIslands).toBe(false);
    expect(bundle.gzipBytes).toBeLessThanOrEqual(25 * 1024);
  });

  test('/inventory, a vehicle page, /saved, /compare and /sell each ship at most 100 KB of JavaScript gzipped, islands included', async ({
    request,
  }) => {
    const [first] = await liveVehicles(request);
    for (const path of ['/inventory', `/vehicle/${first?.id}`, '/saved', '/compare', '/sell']) {
      const bundle = await pageBundle(request, path);
      expect(bundle.gzipBytes, path).toBeLessThanOrEqual(100 * 1024);
    }
  });

  test("a vehicle page's view counter is at most 1 KB gzipped before the first input", async ({ request }) => {
    const [first] = await liveVehicles(request);
    const bundle = await pageBundle(request, `/vehicle/${first?.id}`);
    const counters = [...bundle.files.entries()].filter(([, text]) => text.includes('count_vehicle_view'));
    expect(counters.map(([url]) => url)).toHaveLength(1);
    expect(gzipSync(counters[0]?.[1] ?? '').length).toBeLessThanOrEqual(1024);
  });
});
