// The staff stock table at scale (docs/features.md "Staff workspace"): for every sort order, both
// directions, the REST call of the first page and of the next page (after the first page's cursor),
// as the table makes them (readStockPage, a signed-in staff member), median of RUNS calls each; and
// the plan Postgres picks for each first page (an index scan, not a sort of every car).
//
// `npx tsx scripts/bench/stock-table.ts --cars 10000`: a fresh in-memory embedded server, N
// synthetic cars, then the figures. `--without-indexes` drops the sorts' indexes first (the
// yardstick: the same calls as before 20261128221000_stock_table_sorts.sql). `npm run bench` calls
// measureStockTable on its own stacks.
import { readStockPage, STOCK_SORTS, stockParams, type StockSort } from '~/data/vehicles';
import { startSupabase, type RunningSupabase } from '../supabase/server.ts';
import { approvedStaff } from './staff-client.ts';
import { median } from './stats.ts';
import { insertSynthetic } from './synthetic.ts';

const RUNS = 5;
const PAGE = 50;

export interface StockTableFigures {
  /** Per sort and direction: median ms of the first page's call and of the next page's. */
  calls: Array<{ by: StockSort; ascending: boolean; firstMs: number; nextMs: number }>;
  /** The slowest median of any call (first or next page, any sort). */
  worstMs: number;
  /** Why the measurement stopped, when a call failed (the bench reports it and goes on). */
  error?: string;
}

/** Times the table's REST calls against a running API holding the cars, as an approved staff member. */
export async function measureStockTable(db: RunningSupabase): Promise<StockTableFigures> {
  const staff = await approvedStaff(db, 'stock-table');
  const src = {
    url: db.url,
    anonKey: db.publishableKey,
    accessToken: async () => (await staff.auth.getSession()).data.session?.access_token,
  };
  const timed = async (f: () => Promise<unknown>): Promise<number> => {
    const t = performance.now();
    await f();
    return performance.now() - t;
  };
  const calls: StockTableFigures['calls'] = [];
  for (const by of STOCK_SORTS)
    for (const ascending of [true, false]) {
      const q = { order: { by, ascending }, limit: PAGE };
      const first = await readStockPage(src, q);
      if (!first.next) throw new Error(`sorting by ${by}: fewer than ${PAGE} cars`);
      const firstMs: number[] = [];
      const nextMs: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        firstMs.push(await timed(() => readStockPage(src, q)));
        nextMs.push(await timed(() => readStockPage(src, { ...q, after: first.next })));
      }
      calls.push({ by, ascending, firstMs: Math.round(median(firstMs)), nextMs: Math.round(median(nextMs)) });
    }
  await staff.auth.signOut();
  return { calls, worstMs: Math.max(...calls.flatMap((c) => [c.firstMs, c.nextMs])) };
}

/** The plan of each sort's first page as SQL (the same order and filter), its top node: an index scan or not. */
async function plans(db: RunningSupabase): Promise<string[]> {
  const out: string[] = [];
  for (const by of STOCK_SORTS)
    for (const ascending of [true, false]) {
      const order = stockParams({ order: { by, ascending }, limit: PAGE })
        .get('order')!
        .split(',')
        .map((part) => {
          const [column, dir, nulls] = part.split('.');
          return `${column} ${dir}${nulls ? ' nulls last' : ''}`;
        })
        .join(', ');
      const plan = await db.ctx.asAdmin((tx) =>
        tx.query<{ 'QUERY PLAN': string }>(
          `explain select id from public.vehicles where deleted_at is null order by ${order} limit ${PAGE}`,
        ),
      );
      const scan = plan.rows.map((r) => r['QUERY PLAN']).find((l) => /Scan/.test(l)) ?? '';
      out.push(`${by} ${ascending ? 'asc' : 'desc'}: ${scan.trim().replace(/\s+\(cost.*$/, '')}`);
    }
  return out;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--cars');
  const n = i >= 0 ? Number(argv[i + 1]) : 10_000;
  if (!Number.isInteger(n) || n < PAGE * 2 || n > 50_000) throw new Error('--cars takes a whole number, 100 to 50000');
  const db = await startSupabase({ memory: true, port: 0, quiet: true });
  try {
    const t = performance.now();
    await insertSynthetic(db.url, db.secretKey, n);
    if (argv.includes('--without-indexes'))
      await db.ctx.asAdmin(async (tx) => {
        const names = await tx.query<{ indexname: string }>(
          `select indexname from pg_catalog.pg_indexes where tablename = 'vehicles' and indexname like 'vehicles\\_stock\\_%\\_idx'`,
        );
        for (const r of names.rows) await tx.query(`drop index public.${r.indexname}`);
      });
    await db.ctx.asAdmin((tx) => tx.query('analyze public.vehicles'));
    console.log(`seeded ${n} cars in ${Math.round(performance.now() - t)} ms`);
    for (const line of await plans(db)) console.log(`plan ${line}`);
    const figures = await measureStockTable(db);
    console.log(`\n| Sort | First page (ms) | Next page (ms) |\n| --- | --- | --- |`);
    for (const c of figures.calls)
      console.log(`| ${c.by} ${c.ascending ? 'asc' : 'desc'} | ${c.firstMs} | ${c.nextMs} |`);
    console.log(`\nslowest median call: ${figures.worstMs} ms (median of ${RUNS} per cell, ${n} cars)`);
  } finally {
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
