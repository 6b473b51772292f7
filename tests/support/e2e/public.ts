// Public e2e helpers: the live inventory read straight from the REST API (the tests derive their
// expectations from it instead of hard-coding seed values), synthetic rows for network stubs, and
// a walker over a page's JavaScript import graph through HTTP.
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCAL_PUBLISHABLE_KEY } from '../../../scripts/supabase/server';
import { importsOf, measurePage, pageScriptUrls } from '../../../scripts/bench/size';
import { fromRow, vehicleRowSchema, type VehicleRow } from '~/data/vehicles';
import type { Vehicle } from '~/lib/vehicle';
import { aRow } from '../vehicle';

export const API_URL = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 54331)}`;
const headers = { apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` };

/** Every public vehicle, newest first, as the site's loader orders them. */
export async function liveVehicles(request: APIRequestContext): Promise<Vehicle[]> {
  const res = await request.get(
    `${API_URL}/rest/v1/vehicles?select=*&deleted_at=is.null&order=created_at.desc,id.asc`,
    { headers },
  );
  if (!res.ok()) throw new Error(`REST read failed: ${res.status()}`);
  return ((await res.json()) as unknown[]).map((raw) => fromRow(vehicleRowSchema.parse(raw)));
}

/** The vehicles /inventory lists by default: every public one but the sold. */
export async function listedVehicles(request: APIRequestContext): Promise<Vehicle[]> {
  return (await liveVehicles(request)).filter((v) => v.status !== 'sold');
}

/** A valid vehicle row that does not exist in the database, for stubbed live answers. */
export function syntheticRow(i: number, over: Partial<VehicleRow> = {}): VehicleRow {
  const row = aRow({
    id: `e2e00000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    make: 'Bentley',
    model: `Continental GT ${i}`,
    price: 900_000 + i,
    body_type: 'Coupe',
    color: 'Green',
    features: ['Naim Audio', 'Mulliner Spec', 'Rotating Display', 'Night Vision'],
    images: ['/favicon.svg'],
    vehicle_details: { exterior: ['22-inch wheels'], interior: ['Diamond quilting'], drivetrain: ['W12'] },
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
  }) as VehicleRow;
  return { ...row, ...over };
}

/** Answer the browser's reads of vehicles with `row` alone: a car newer than the build, live. */
export async function stubLiveVehicle(page: Page, row: VehicleRow): Promise<void> {
  await page.route(`${API_URL}/rest/v1/vehicles?**`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(route.request().url().includes(row.id) ? [row] : []),
    }),
  );
}

/** Answer the browser's delta read with `rows` as changed since the build and `total` live vehicles. */
export async function stubLiveDelta(page: Page, rows: VehicleRow[], total: number): Promise<void> {
  await page.route(`${API_URL}/rest/v1/vehicles?**`, (route) => {
    const counting = new URL(route.request().url()).searchParams.get('updated_at') === null;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'Content-Range',
        'Content-Range': `0-0/${total}`,
      },
      body: JSON.stringify(counting ? rows.slice(0, 1) : rows),
    });
  });
}

export interface Bundle {
  files: Map<string, string>;
  /** Gzipped bytes once the interaction islands have loaded too. */
  gzipBytes: number;
  /** Gzipped bytes the page loads by itself, before the visitor's first input (as `npm run size` counts them). */
  beforeInputGzipBytes: number;
  hydratesIslands: boolean;
}

/** The JavaScript a page loads by itself and once the visitor interacts (static graph), fetched
 * over HTTP like a browser would, and counted as `npm run size` counts it (measurePage). */
export async function pageBundle(request: APIRequestContext, path: string): Promise<Bundle> {
  const html = await (await request.get(path)).text();
  const { urls, onInteraction, inline } = pageScriptUrls(html);
  const files = new Map<string, string>();
  const queue = [
    ...[...urls, ...onInteraction].map((u) => new URL(u, 'http://x/').pathname),
    ...inline.flatMap((s) => importsOf(s).static.map((u) => new URL(u, 'http://x/').pathname)),
  ];
  while (queue.length) {
    const url = queue.shift() as string;
    if (files.has(url)) continue;
    const text = await (await request.get(url)).text();
    files.set(url, text);
    for (const s of importsOf(text).static) queue.push(new URL(s, `http://x${url}`).pathname);
  }
  const size = measurePage(path, html, (url) => files.get(url) ?? '');
  return {
    files,
    gzipBytes: size.afterBytes,
    beforeInputGzipBytes: size.bytes,
    hydratesIslands: html.includes('<astro-island') || html.includes('data-island='),
  };
}

/** Strings only supabase-js's bundle contains (client info header, auth client, REST path builder). */
export const SUPABASE_MARKERS = ['supabase-js', 'GoTrueClient', 'X-Client-Info'];

export const containsSupabase = (b: Bundle): string[] =>
  [...b.files].filter(([, text]) => SUPABASE_MARKERS.some((m) => text.includes(m))).map(([url]) => url);

/** Whether every island of the page is live: a public page's scripts, which run after its first
 * paint (src/lib/after-first-paint.ts), Astro's islands (which drop the `ssr` attribute then; those
 * hydrated on interaction say 'ready' once they have replayed it) and the vehicle page's custom
 * elements (gallery, tabs, calculator: defined once their script ran). */
export const islandsReady = (): boolean =>
  // A public page's scripts run after its first paint; the loader drops its list once they have.
  document.querySelector('script[data-after-paint]') === null &&
  document.querySelector('astro-island[ssr], astro-island[data-interaction="waiting"]') === null &&
  document.querySelector('vehicle-gallery:not(:defined), detail-tabs:not(:defined), loan-calculator:not(:defined)') ===
    null;

/** Hydrates the islands that wait for the visitor's first interaction (client:interaction), as a
 * page script may: the attribute for a directive not started yet, the event for one listening. */
export async function wakeIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('astro-island[client="interaction"]')) {
      island.setAttribute('data-wake', '');
      island.dispatchEvent(new Event('island:wake'));
    }
  });
}

/** Navigate and wait until the page's own scripts have run: a public page loads them after its first
 * paint, which can come after the load event that `page.goto` waits for (src/lib/after-first-paint.ts). */
export async function gotoScripted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('script[data-after-paint]') === null);
}

/** Holds every script file the page asks for (/_astro/*.js) until the returned function is called:
 * what the page shows and does before its scripts arrive. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Navigate and wait until every island is live, so a click is never lost on static markup whose
 * handlers are not attached yet. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await wakeIslands(page);
  await page.waitForFunction(islandsReady);
}
