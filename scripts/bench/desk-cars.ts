// The dealer's desk calls at scale, alone (docs/benchmarks.md "The desk's per-car table at 10,000
// cars"): a fresh embedded database with N synthetic cars and the bench's year of desk activity
// (scripts/bench/desk.ts), then each desk call through the API as a signed-in staff member, RUNS
// times, median. The engine share ([db.engine_share]) is off for the repeated calls so each is
// timed whole; the last line is the page's three calls in a row under the share as configured.
//
//   npx tsx scripts/bench/desk-cars.ts [--n 10000] [--data .data/bench-desk] [--keep] [--explain]
//
// --keep reuses a database an earlier run left in --data (its cars and views; migrations added
// since are applied on start), so a change to the desk's SQL is timed without loading it again.
// --explain prints EXPLAIN ANALYZE of desk_car_rows as the superuser.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startSupabase, withoutEngineBudget } from '../supabase/server.ts';
import { seedDeskActivity } from './desk.ts';
import { freePort } from '../host/ports.ts';
import { signedInStaff } from './staff-client.ts';
import { median } from './stats.ts';
import { insertSynthetic } from './synthetic.ts';

const RUNS = 5;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const n = Number(arg('--n', '10000'));
const dataDir = path.resolve(arg('--data', '.data/bench-desk'));
const keep = process.argv.includes('--keep') && existsSync(path.join(dataDir, 'pgdata'));
const say = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function prepare(): Promise<void> {
  say(`loading ${n} synthetic cars and a year of desk activity into ${dataDir}`);
  const db = await startSupabase({ dataDir, reset: true, port: await freePort(), seedFile: false, quiet: true });
  try {
    await insertSynthetic(db.url, db.secretKey, n);
    const rows = await seedDeskActivity(db);
    say(`${rows.toLocaleString('en')} rows in vehicle_views`);
    // What the bench's long-running stack has had by then ([db.vacuum] every 5 minutes): the
    // tables' sizes known to the planner.
    await db.ctx.maintain((q) => q.exec('vacuum'));
  } finally {
    await db.stop();
  }
}

async function timeCalls(share: boolean): Promise<void> {
  const db = await startSupabase({
    dataDir,
    port: await freePort(),
    seedFile: false,
    quiet: true,
    configOverrides: share ? undefined : withoutEngineBudget,
  });
  try {
    if (process.argv.includes('--explain') && !share) {
      const plan = await db.ctx.asAdmin((tx) =>
        tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) select * from private.desk_car_rows(now())`),
      );
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    const staff = await signedInStaff(db.url, db.publishableKey, 'desk-cars');
    let cpuMs = 0;
    const once = async (fn: string): Promise<number | string> => {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const { error, data } = await staff.rpc(fn, {});
      const ms = Math.round(performance.now() - t0);
      const cpu = process.cpuUsage(c0);
      cpuMs = Math.round((cpu.user + cpu.system) / 1000);
      if (error) return `refused after ${ms} ms (${error.code ?? ''}: ${error.message})`;
      if (fn === 'desk_cars') {
        const cars = (data as { cars: unknown[]; attention: unknown[] }) ?? { cars: [], attention: [] };
        say(`  desk_cars: ${cars.cars.length} cars, ${cars.attention.length} needing attention`);
      }
      return ms;
    };
    if (share) {
      const calls = [await once('desk_tiles'), await once('desk_charts'), await once('desk_cars')];
      say(`under the engine share: tiles ${calls[0]}, charts ${calls[1]}, cars ${calls[2]} (ms)`);
      return;
    }
    for (const fn of ['desk_tiles', 'desk_charts', 'desk_cars']) {
      const times: number[] = [];
      const cpus: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = await once(fn);
        if (typeof t === 'string') throw new Error(`${fn}: ${t}`);
        times.push(t);
        cpus.push(cpuMs);
      }
      // CPU time of this process (engine, API and client alike): steadier than wall time on a
      // shared machine, where the load average is printed too.
      say(
        `${fn}: median ${median(times)} ms of ${RUNS} (${times.join(', ')}); CPU ${median(cpus)} ms; load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await db.stop();
  }
}

if (!keep) await prepare();
await timeCalls(false);
await timeCalls(true);
