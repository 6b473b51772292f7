// The dealer's desk at scale (docs/features.md "The dealer's desk"): a year of daily views for every
// bench car, leads and price changes spread over it, then a signed-in staff member opens
// /manage-inventory/desk in Chromium; we time the tiles on screen from the start of navigation
// (median of RUNS first visits) and each of the desk's three SQL calls through the API, once.
import type { Browser } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sessionStorageKey } from '~/lib/session-key';
import type { RunningSupabase } from '../supabase/server.ts';
import { approvedStaff } from './staff-client.ts';
import { median } from './stats.ts';

const RUNS = 3;
const DAYS = 365;
/** Cars per INSERT … SELECT of their views (a year each): bounded statements for PGlite's memory. */
const CARS_PER_BATCH = 500;

export interface DeskFigures {
  /** Median of RUNS first visits: navigation start to the tiles on screen. */
  tilesMs: number;
  samplesMs: number[];
  /** Each call through the API, once, as the page makes it: its time, or why it was refused. */
  callsMs: { tiles: number | string; charts: number | string; cars: number | string };
  /** Rows of public.vehicle_views the bench made. */
  viewRows: number;
}

/**
 * A year of views per car, day by day (0–11 a day from a hash of the car and the day, so two runs
 * hold the same numbers), from the day it was listed or a year ago; one lead per 4 cars and one
 * price change per 3 cars at a day drawn the same way. Written as the superuser with the tables'
 * triggers off (no webhook, no audit of the bench's own writes): this is history, not activity.
 */
export async function seedDeskActivity(db: RunningSupabase): Promise<number> {
  return db.ctx.asAdmin(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    const ids = (await tx.query<{ id: string }>(`select id from public.vehicles order by id`)).rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += CARS_PER_BATCH) {
      await tx.query(
        `insert into public.vehicle_views (vehicle_id, day, views)
         select v.id, d::date, pg_catalog.abs(pg_catalog.hashtext(v.id::text || d::date::text)) % 12
         from public.vehicles v
         cross join lateral pg_catalog.generate_series(
           greatest((v.created_at at time zone 'Asia/Kuala_Lumpur')::date,
                    (now() at time zone 'Asia/Kuala_Lumpur')::date - ${DAYS - 1}),
           (now() at time zone 'Asia/Kuala_Lumpur')::date, interval '1 day') d
         where v.id = any($1::uuid[])`,
        [ids.slice(i, i + CARS_PER_BATCH)],
      );
    }
    await tx.query(
      `insert into public.leads (reference, kind, vehicle_id, name, mobile, consent_at, created_at, updated_at)
       select 'MM-' || pg_catalog.translate(pg_catalog.lpad(pg_catalog.upper(pg_catalog.to_hex(n)), 4, '0'),
           '0123456789ABCDEF', 'GHJKLMNPQRSTUVWX'),
         'enquiry', v.id, 'Bench buyer', '+6012' || pg_catalog.lpad(n::text, 7, '0'), t, t, t
       from (select id, row_number() over (order by id) as n from public.vehicles) v
       cross join lateral (select now() - (pg_catalog.abs(pg_catalog.hashtext(v.id::text)) % ${DAYS}) * interval '1 day' as t) w
       where v.n % 4 = 0`,
    );
    await tx.query(
      `insert into public.vehicle_history (vehicle_id, action, actor_role, changed_at, changes)
       select v.id, 'update', 'postgres', now() - (pg_catalog.abs(pg_catalog.hashtext(v.id::text || 'p')) % ${DAYS}) * interval '1 day',
         pg_catalog.jsonb_build_object('price', pg_catalog.jsonb_build_object('old', v.price + 5000, 'new', v.price))
       from (select id, price, row_number() over (order by id) as n from public.vehicles) v
       where v.n % 3 = 0`,
    );
    // The triggers are off: the day totals the desk reads are written from the rows at once.
    await tx.query(
      `insert into private.vehicle_views_by_day (day, views)
       select day, sum(views) from public.vehicle_views group by day
       on conflict (day) do update set views = excluded.views`,
    );
    // And each car's running totals of its last 30 days, which the per-car table reads.
    await tx.query(`select private.rebuild_vehicle_views_recent()`);
    await tx.query(`analyze public.vehicle_views`);
    const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from public.vehicle_views`);
    return rows[0]?.n ?? 0;
  });
}

/**
 * One call's time through the API. The embedded server charges long calls to the caller's address
 * ([db.engine_share]) and answers 429 with Retry-After once its share is used: then wait and ask
 * again (the wait is not counted).
 */
async function timed(
  fn: () => PromiseLike<{ error: { code?: string; message: string } | null; status: number }>,
): Promise<number | string> {
  for (let tries = 0; tries < 5; tries++) {
    const t0 = performance.now();
    const { error, status } = await fn();
    if (!error) return Math.round(performance.now() - t0);
    // A refusal is a figure too (a statement timeout at scale), printed where the time would be.
    if (status !== 429)
      return `refused after ${Math.round(performance.now() - t0)} ms (${error.code ?? status}: ${error.message})`;
    await new Promise((r) => setTimeout(r, 61_000));
  }
  throw new Error('desk call: still over the engine share after 5 minutes');
}

export async function measureDesk(opts: {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  browser: Browser;
  viewRows: number;
  db: RunningSupabase;
}): Promise<DeskFigures> {
  // The desk is the dealer's page: timed as a member the owner approved uses it (approvedStaff).
  const staff: SupabaseClient = await approvedStaff(opts.db, 'bench-desk');
  const { data } = await staff.auth.getSession();
  // First visits first (each makes the page's three calls), then each call on its own.
  const samplesMs: number[] = [];
  for (let i = 0; i < RUNS; i++) samplesMs.push(await visit(opts, data.session));
  const callsMs = {
    tiles: await timed(() => staff.rpc('desk_tiles', {})),
    charts: await timed(() => staff.rpc('desk_charts', {})),
    cars: await timed(() => staff.rpc('desk_cars', {})),
  };
  return { tilesMs: median(samplesMs), samplesMs, callsMs, viewRows: opts.viewRows };
}

/** One first visit to the desk, signed in, in a new browser context: ms to the tiles on screen. */
async function visit(opts: { siteUrl: string; apiUrl: string; browser: Browser }, session: unknown): Promise<number> {
  const context = await opts.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ([key, value]) => {
        localStorage.setItem(key, value);
        new MutationObserver((_, obs) => {
          if (document.querySelector('[data-testid="desk-tile-for-sale"]')) {
            (window as unknown as { __tiles: number }).__tiles = performance.now();
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      },
      [sessionStorageKey(opts.apiUrl), JSON.stringify(session)] as const,
    );
    const page = await context.newPage();
    await page.route(/\/rest\/v1\/rpc\/desk_(charts|cars)/, (route) => route.abort());
    await page.goto(new URL('/manage-inventory/desk', opts.siteUrl).href);
    await page.getByTestId('desk-tile-for-sale').waitFor({ state: 'visible', timeout: 60_000 });
    return Math.round(await page.evaluate(() => (window as unknown as { __tiles: number }).__tiles));
  } finally {
    await context.close();
  }
}
