// `npm run bench [-- --sizes 1000,10000] [--check] [--out bench/results]`: the catalogue at scale,
// measured in one run per size N on a fresh embedded database filled with N synthetic vehicles:
// data load, a full `astro build` against bare Astro builds (three pairs, median time ratio, and
// peak memory), /inventory and index sizes, what a visitor downloads on /inventory, filter timing,
// edit -> served with the incremental rebuild, the staff list, and the vehicle page's JavaScript.
// Prints a table, writes JSON and Markdown under bench/results/; --check exits 1 on a budget miss.
// A script that reports figures, never a timed test.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { ensureChromium } from '../ensure-chromium.ts';
import { formatPrice } from '~/lib/format';
import { startSupabase, withoutEngineBudget } from '../supabase/server.ts';
import { readFlag } from '../host/args.ts';
import { freePort } from '../host/ports.ts';
import { signedInStaff } from './staff-client.ts';
import { startStack, type RunningStack } from '../host/stack.ts';
import { FIRST_SCREEN_BUDGET_BYTES, firstScreenEnd, measurePage } from './size.ts';
import { writeBareProject } from './bare.ts';
import { flushDisk, timedBuild, type BuildTiming } from './build-timing.ts';
import { measureFilterTiming } from './filter-timing.ts';
import { measureInventoryDownload } from './inventory-download.ts';
import { FIRST_CONTENT, measureStaffList, type StaffListFigures } from './staff-list.ts';
import { measureDesk, seedDeskActivity, type DeskFigures } from './desk.ts';
import { CSV_IMPORT_ROWS, measureCsvImport, type CsvImportTiming } from './csv-import.ts';
import { measureStockTable, type StockTableFigures } from './stock-table.ts';
import { insertSynthetic, syntheticVehicleRows } from './synthetic.ts';
import { median } from './stats.ts';

const KB = 1024;
const MB = 1024 * 1024;
const EDITS = 5;
/**
 * The site's build and the bare build of as many pages are timed this many times, one after the
 * other, each after the disk is flushed (build-timing.ts); the ratio is the median of the pairs'
 * ratios. A single pair moved by up to 2× on this shared 2-core machine (a neighbour's load lands
 * on one build and not the other), and with three pairs the median was whichever pair fell in the
 * middle; five pairs need two outliers on one side to move it.
 */
const BUILD_PAIRS = 5;
const EDIT_TIMEOUT_MS = 180_000;

/** The budgets (docs/benchmarks.md), checked by --check. */
/** The size from which the build-ratio budget applies. */
export const BUILD_RATIO_AT = 10_000;

export const BUDGETS = {
  buildRatio: 3,
  peakMemoryBytes: 1024 * MB,
  indexGzipBytes: 300 * KB,
  inventoryDownloadBytes: 400 * KB,
  filterP95Ms: 2,
  editToServedMs: 20_000,
  staffFirstCardsMs: 2000,
  /** The staff list's first cards on the seed's few cars (a fresh seeded stack), median of 5. */
  staffFirstCardsSeedMs: 500,
  /** The leads inbox's first leads on the seed (its leads, below), median of 5. */
  staffFirstLeadsSeedMs: 500,
  staffBytesBeforeScroll: 1 * MB,
  vehiclePageJsBytes: 100 * KB,
  csvImportMs: 30_000,
  deskTilesMs: 2000,
  /** The staff stock table's slowest REST call, any sort, first or next page (median of 5 each). */
  stockTableCallMs: 300,
} as const;

export interface SizeResult {
  n: number;
  dataLoadMs: number;
  buildMs: number;
  bareBuildMs: number;
  buildRatio: number;
  /** HTML pages the site build wrote (both languages: about 2N + inventory pages). */
  sitePages: number;
  /** A bare build of as many trivial pages as the site wrote, and the site's ratio to it (medians). */
  bareSamePagesMs: number;
  buildRatioSamePages: number;
  /** Each pair of builds behind those medians, in the order they ran. */
  buildPairs: Array<{ siteMs: number; bareMs: number; ratio: number; siteCpuMs: number; bareCpuMs: number }>;
  /** The same pairs' CPU time (user + system of each build process), site ÷ bare, median: reported, not budgeted. */
  buildCpuRatioSamePages: number;
  buildPeakBytes: number;
  bareBuildPeakBytes: number;
  inventoryHtml: { raw: number; gzip: number };
  /** Gzipped HTML up to the first screen's end on /inventory, the higher of its two languages (`npm run size`). */
  inventoryFirstScreenGzip: number;
  index: { raw: number; gzip: number; brotli: number };
  inventoryDownloadBytes: number;
  filter: { medianMs: number; p95Ms: number; samples: number };
  edits: { medianMs: number; timesMs: number[]; kinds: string[] };
  staff: StaffListFigures;
  vehiclePageJsBytes: number;
  /** A 1,000-row CSV checked and imported through supabase-js (scripts/bench/csv-import.ts). */
  csvImport: CsvImportTiming;
  /** The dealer's desk on a year of daily views (scripts/bench/desk.ts). */
  desk: DeskFigures;
  /** Writing that year of views, the leads and price changes. */
  deskDataMs: number;
  /** The staff stock table's first and next page per sort, as REST calls (scripts/bench/stock-table.ts). */
  stockTable: StockTableFigures;
}

const sizes = (buf: Buffer) => ({
  raw: buf.length,
  gzip: gzipSync(buf, { level: 9 }).length,
  brotli: brotliCompressSync(buf).length,
});
const say = (line: string): void => console.log(`[bench] ${line}`);

/** JavaScript a vehicle page loads (as `npm run size` counts it) in a built site. */
async function vehiclePageJs(dist: string): Promise<number> {
  const ids = await readdir(path.join(dist, 'vehicle'));
  const first = ids[0];
  if (!first) return 0;
  const html = await readFile(path.join(dist, 'vehicle', first, 'index.html'), 'utf8');
  return measurePage(`/vehicle/${first}`, html, (u) => {
    try {
      return readFileSync(path.join(dist, u), 'utf8');
    } catch {
      return '';
    }
  }).bytes;
}

async function timeEdits(stack: RunningStack, n: number): Promise<SizeResult['edits']> {
  const staff = await signedInStaff(stack.api.url, stack.api.publishableKey, 'bench');
  // Vehicles spread over the inventory (the synthetic rows, seed 1), so neighbours differ.
  const rows = syntheticVehicleRows(n);
  const picks = Array.from(
    { length: EDITS },
    (_, i) => rows[Math.floor(((i + 0.5) * rows.length) / EDITS)] as Record<string, unknown>,
  );
  const timesMs: number[] = [];
  const kinds: string[] = [];
  for (const [i, row] of picks.entries()) {
    const id = String(row.id);
    const price = Number(row.price) + 1000 * (i + 1) + 7;
    await stack.rebuilder.idle();
    const saved = performance.now();
    const upd = await staff.from('vehicles').update({ price }).eq('id', id);
    if (upd.error) throw new Error(upd.error.message);
    const url = `${stack.site.url}/vehicle/${id}/`;
    for (;;) {
      const html = await (await fetch(url)).text();
      // The built page, not the live fallback: it carries the price in its HTML.
      if (html.includes(formatPrice(price))) break;
      if (performance.now() - saved > EDIT_TIMEOUT_MS)
        throw new Error(`edit ${i + 1}: the new price never appeared on ${url}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    timesMs.push(Math.round(performance.now() - saved));
    await stack.rebuilder.idle();
    kinds.push(stack.lastPlan()?.kind ?? '?');
    say(`  edit ${i + 1}/${EDITS}: served after ${(timesMs[i]! / 1000).toFixed(1)} s (${kinds[i]} build)`);
  }
  return { medianMs: median(timesMs), timesMs, kinds };
}

async function benchSize(n: number, work: string, browser: Browser): Promise<SizeResult> {
  const dir = path.join(work, `n${n}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });

  say(`N = ${n}: loading ${n} synthetic vehicles into a fresh embedded database`);
  const dataDir = path.join(dir, 'db');
  const loader = await startSupabase({ dataDir, reset: true, port: await freePort(), seedFile: false, quiet: true });
  const load = async () => {
    const t0 = performance.now();
    await insertSynthetic(loader.url, loader.secretKey, n);
    return { dataLoadMs: Math.round(performance.now() - t0) };
  };
  const { dataLoadMs } = await load().finally(() => loader.stop());

  say(`N = ${n}: starting the stack (site, API, rebuild hook) on that database`);
  const stack = await startStack({
    sitePort: await freePort(),
    apiPort: await freePort(),
    supabase: { dataDir, seedFile: false, quiet: true, configOverrides: withoutEngineBudget },
    buildsDir: path.join(dir, 'builds'),
    log: (line) => (line.includes('build') ? say(`  ${line}`) : undefined),
    // Astro's own phase timings of each rebuild (where an edit's time goes).
    buildOutput: (line) => (/\[(build|vite)\].*\d(ms|s)\b/.test(line) ? say(`    astro: ${line.trim()}`) : undefined),
  });
  try {
    // The browser's figures come first, on the stack's own build (written back to disk first): after
    // the timed builds below have written and deleted about 10 GB, this machine's disk, and everything
    // that touches it, was up to 2× slower (staff first cards 838-914 ms in earlier runs, where they
    // came after three pairs; 2,023 ms after five).
    flushDisk();
    say(`N = ${n}: Chromium on /inventory and /manage-inventory`);
    const download = await measureInventoryDownload({ siteUrl: stack.site.url, browser });
    const staff = await measureStaffList({
      siteUrl: stack.site.url,
      apiUrl: stack.api.url,
      anonKey: stack.api.publishableKey,
      browser,
    });
    say(`N = ${n}: astro build (fresh process) and a bare Astro build of as many pages, ${BUILD_PAIRS} times in turn`);
    const out = path.join(dir, 'dist');
    const bareDir = path.resolve('.bench-bare');
    const siteBuild = async () => {
      await rm(out, { recursive: true, force: true });
      return timedBuild(process.cwd(), {
        ASTRO_OUT_DIR: out,
        PUBLIC_SUPABASE_URL: stack.api.url,
        PUBLIC_SUPABASE_PUBLISHABLE_KEY: stack.api.publishableKey,
        PUBLIC_SITE_URL: stack.site.url,
      });
    };
    const bareBuild = async (pages: number) => {
      await writeBareProject(bareDir, pages);
      return timedBuild(bareDir).finally(() => rm(bareDir, { recursive: true, force: true }));
    };
    // The site writes each public page in English and Malay, so the yardstick is a bare
    // build of as many pages as it wrote: the per-page measure of "a build that grows like Astro itself".
    let sitePages = 0;
    const pairs: Array<{ site: BuildTiming; bare: BuildTiming }> = [];
    for (let i = 0; i < BUILD_PAIRS; i++) {
      const site = await siteBuild();
      sitePages = await countHtmlPages(out);
      const bare = await bareBuild(sitePages);
      pairs.push({ site, bare });
      say(
        `  pair ${i + 1}: site ${(site.ms / 1000).toFixed(1)} s (${sitePages} pages, ${(site.maxRssBytes / MB).toFixed(0)} MB, CPU ${(site.cpuMs / 1000).toFixed(1)} s), bare ${(bare.ms / 1000).toFixed(1)} s (CPU ${(bare.cpuMs / 1000).toFixed(1)} s): ${(site.ms / bare.ms).toFixed(2)}×`,
      );
    }
    const bareN = await bareBuild(n);
    const siteMs = median(pairs.map((p) => p.site.ms));
    const bareSameMs = median(pairs.map((p) => p.bare.ms));
    say(`  bare build of ${n} pages: ${(bareN.ms / 1000).toFixed(1)} s`);

    const inventoryHtml = sizes(await readFile(path.join(out, 'inventory', 'index.html')));
    // No marked end counts as past the budget: the page lost its marker.
    const firstScreens = await Promise.all(
      [['inventory'], ['ms', 'inventory']].map(
        async (dir) =>
          firstScreenEnd(await readFile(path.join(out, ...dir, 'index.html'), 'utf8'))?.gzipBytes ??
          Number.POSITIVE_INFINITY,
      ),
    );
    const indexFile = path.join(out, 'inventory-index.json');
    const index = sizes(await readFile(indexFile));
    const filter = await measureFilterTiming(indexFile);
    const vehicleJs = await vehiclePageJs(out);

    say(`N = ${n}: ${EDITS} edits, each timed from the save to the rebuilt page being served`);
    const edits = await timeEdits(stack, n);
    say(`N = ${n}: a ${CSV_IMPORT_ROWS}-row CSV import through supabase-js`);
    const csvImport = await measureCsvImport(stack.api.url, stack.api.publishableKey);
    say(`N = ${n}: the staff stock table, first and next page per sort (REST)`);
    // A refused or failed call is reported as a miss; the rest of the run goes on.
    const stockTable = await measureStockTable(stack.api).catch((e: unknown): StockTableFigures => ({
      calls: [],
      worstMs: Number.POSITIVE_INFINITY,
      error: String(e),
    }));
    // Last: the desk's calls are long at scale, and the embedded server charges them to this
    // address's engine share ([db.engine_share]); a build's reads after them were answered 429.
    // Its year of views (over a million rows at 10,000 cars) is written only now, after the builds,
    // which never read it: written before them, the stack's first build at 10,000 took 231 s
    // instead of about 45 and a later build's read ran out of time (docs/benchmarks.md).
    say(`N = ${n}: a year of daily views, leads and price changes for the dealer's desk`);
    const t1 = performance.now();
    const viewRows = await seedDeskActivity(stack.api);
    const deskDataMs = Math.round(performance.now() - t1);
    say(`N = ${n}: Chromium on /manage-inventory/desk (${viewRows.toLocaleString('en')} days of views)`);
    const desk = await measureDesk({
      siteUrl: stack.site.url,
      apiUrl: stack.api.url,
      anonKey: stack.api.publishableKey,
      browser,
      viewRows,
      db: stack.api,
    });

    await rm(out, { recursive: true, force: true });
    return {
      n,
      dataLoadMs,
      buildMs: Math.round(siteMs),
      bareBuildMs: Math.round(bareN.ms),
      buildRatio: Math.round((siteMs / bareN.ms) * 100) / 100,
      sitePages,
      bareSamePagesMs: Math.round(bareSameMs),
      buildRatioSamePages: Math.round(median(pairs.map((p) => p.site.ms / p.bare.ms)) * 100) / 100,
      buildPairs: pairs.map((p) => ({
        siteMs: Math.round(p.site.ms),
        bareMs: Math.round(p.bare.ms),
        ratio: Math.round((p.site.ms / p.bare.ms) * 100) / 100,
        siteCpuMs: p.site.cpuMs,
        bareCpuMs: p.bare.cpuMs,
      })),
      buildCpuRatioSamePages: Math.round(median(pairs.map((p) => p.site.cpuMs / p.bare.cpuMs)) * 100) / 100,
      // The highest of the site's builds: the budget is on every build, not a typical one.
      buildPeakBytes: Math.max(...pairs.map((p) => p.site.maxRssBytes)),
      bareBuildPeakBytes: bareN.maxRssBytes,
      inventoryHtml: { raw: inventoryHtml.raw, gzip: inventoryHtml.gzip },
      inventoryFirstScreenGzip: Math.max(...firstScreens),
      index,
      inventoryDownloadBytes: download.bytes,
      filter,
      edits,
      staff,
      vehiclePageJsBytes: vehicleJs,
      csvImport,
      desk,
      deskDataMs,
      stockTable,
    };
  } finally {
    await stack.stop();
  }
}

/** Every budget the result misses, as sentences. */
export function misses(r: SizeResult): string[] {
  const out: string[] = [];
  const b = BUDGETS;
  // Checked per page: the site writes every page in two languages (README, "The catalogue at 10,000 vehicles").
  // The build-ratio budget is stated at 10,000 vehicles; below that the fixed bundling
  // cost (two Vite bundles of ~270 modules against the bare project's one page) dominates.
  if (r.n >= BUILD_RATIO_AT && r.buildRatioSamePages > b.buildRatio)
    out.push(`build ${r.buildRatioSamePages}× a bare build of as many pages > ${b.buildRatio}×`);
  if (r.buildPeakBytes >= b.peakMemoryBytes) out.push(`build peak ${(r.buildPeakBytes / MB).toFixed(0)} MB ≥ 1 GB`);
  if (r.inventoryFirstScreenGzip > FIRST_SCREEN_BUDGET_BYTES)
    out.push(
      `/inventory's first screen ends at ${r.inventoryFirstScreenGzip} bytes gzipped > ${FIRST_SCREEN_BUDGET_BYTES}`,
    );
  if (r.index.gzip > b.indexGzipBytes) out.push(`index ${(r.index.gzip / KB).toFixed(0)} KB gzipped > 300 KB`);
  if (r.inventoryDownloadBytes > b.inventoryDownloadBytes)
    out.push(`/inventory download ${(r.inventoryDownloadBytes / KB).toFixed(0)} KB > 400 KB`);
  if (r.filter.p95Ms > b.filterP95Ms) out.push(`filter p95 ${r.filter.p95Ms.toFixed(2)} ms > 2 ms`);
  if (r.edits.medianMs > b.editToServedMs) out.push(`edit → served ${(r.edits.medianMs / 1000).toFixed(1)} s > 20 s`);
  if (r.staff.firstCardsMs > b.staffFirstCardsMs) out.push(`staff first cards ${r.staff.firstCardsMs} ms > 2 s`);
  if (r.staff.bytesBeforeScroll > b.staffBytesBeforeScroll)
    out.push(`staff list ${(r.staff.bytesBeforeScroll / KB).toFixed(0)} KB before scroll > 1 MB`);
  if (r.vehiclePageJsBytes > b.vehiclePageJsBytes)
    out.push(`vehicle page JS ${(r.vehiclePageJsBytes / KB).toFixed(1)} KB > 100 KB`);
  if (r.desk.tilesMs > b.deskTilesMs) out.push(`desk tiles ${r.desk.tilesMs} ms > 2 s`);
  for (const [call, ms] of Object.entries(r.desk.callsMs))
    if (typeof ms === 'string') out.push(`desk call ${call} ${ms}`);
  if (r.csvImport.ms > b.csvImportMs)
    out.push(`CSV import of 1,000 rows ${(r.csvImport.ms / 1000).toFixed(1)} s > 30 s`);
  if (r.stockTable.error) out.push(`stock table: ${r.stockTable.error}`);
  else if (r.stockTable.worstMs > b.stockTableCallMs)
    out.push(`stock table call ${r.stockTable.worstMs} ms > ${b.stockTableCallMs} ms`);
  return out;
}

export function markdown(results: readonly SizeResult[], when: string): string {
  const kb = (x: number) => `${(x / KB).toFixed(0)} KB`;
  const col = (f: (r: SizeResult) => string) => results.map(f).join(' | ');
  const rows: Array<[string, (r: SizeResult) => string, string]> = [
    ['data load (insert through REST)', (r) => `${(r.dataLoadMs / 1000).toFixed(1)} s`, '—'],
    ['`astro build` (fresh process, median)', (r) => `${(r.buildMs / 1000).toFixed(1)} s`, '—'],
    ['bare Astro build of N trivial pages', (r) => `${(r.bareBuildMs / 1000).toFixed(1)} s`, '—'],
    ['build ÷ bare of N pages', (r) => `${r.buildRatio.toFixed(2)}×`, '—'],
    ['HTML pages the site wrote (English and Malay)', (r) => r.sitePages.toLocaleString('en'), '—'],
    ['bare Astro build of as many pages (median)', (r) => `${(r.bareSamePagesMs / 1000).toFixed(1)} s`, '—'],
    [
      `build ÷ bare of as many pages, median of ${BUILD_PAIRS} pairs (each pair)`,
      (r) =>
        `**${r.buildRatioSamePages.toFixed(2)}×** (${r.buildPairs.map((p) => `${p.ratio.toFixed(2)}`).join(', ')})`,
      '≤ 3× at 10,000',
    ],
    [
      'the same pairs in CPU time (user + system of the build process), median (each pair)',
      (r) =>
        `${r.buildCpuRatioSamePages.toFixed(2)}× (${r.buildPairs.map((p) => `${(p.siteCpuMs / 1000).toFixed(1)} / ${(p.bareCpuMs / 1000).toFixed(1)} s`).join(', ')})`,
      '—',
    ],
    ['build peak memory (RSS), highest of the builds', (r) => `${(r.buildPeakBytes / MB).toFixed(0)} MB`, '< 1 GB'],
    ['/inventory HTML raw / gzip', (r) => `${kb(r.inventoryHtml.raw)} / ${kb(r.inventoryHtml.gzip)}`, '—'],
    [
      "/inventory's first screen's end, gzipped HTML (both languages)",
      (r) => `${r.inventoryFirstScreenGzip} B`,
      `≤ ${FIRST_SCREEN_BUDGET_BYTES} B`,
    ],
    [
      '/inventory-index.json raw / gzip / brotli',
      (r) => `${kb(r.index.raw)} / ${kb(r.index.gzip)} / ${kb(r.index.brotli)}`,
      'gzip ≤ 300 KB',
    ],
    ['visitor download on /inventory (10 s, no interaction)', (r) => kb(r.inventoryDownloadBytes), '≤ 400 KB'],
    [
      'filter per keystroke, median / p95',
      (r) => `${r.filter.medianMs.toFixed(2)} / ${r.filter.p95Ms.toFixed(2)} ms`,
      'p95 ≤ 2 ms',
    ],
    ['edit → page served, median of 5 (incremental)', (r) => `${(r.edits.medianMs / 1000).toFixed(1)} s`, '≤ 20 s'],
    [
      'staff list: first cards / bytes before scroll, median of 5 first visits (each visit)',
      (r) =>
        `${r.staff.firstCardsMs} ms / ${kb(r.staff.bytesBeforeScroll)} (${r.staff.samplesMs.map((ms) => `${ms}`).join(', ')} ms; first, uncounted: ${r.staff.warmUpMs} ms)`,
      '≤ 2 s / ≤ 1 MB',
    ],
    ['JS on /vehicle/{id}, gzipped', (r) => `${(r.vehiclePageJsBytes / KB).toFixed(1)} KB`, '≤ 100 KB'],
    ['CSV import of 1,000 rows (check + one transaction)', (r) => `${(r.csvImport.ms / 1000).toFixed(1)} s`, '< 30 s'],
    [
      "dealer's desk: tiles on screen, median of 3 first visits (each visit)",
      (r) => `${r.desk.tilesMs} ms (${r.desk.samplesMs.join(', ')} ms)`,
      '≤ 2 s',
    ],
    [
      "dealer's desk calls: tiles / charts / cars, over this many days of views",
      (r) =>
        `${r.desk.callsMs.tiles} / ${r.desk.callsMs.charts} / ${r.desk.callsMs.cars} ms, ${r.desk.viewRows.toLocaleString('en')} rows`,
      '—',
    ],
    ["writing the desk's year of views, leads and price changes", (r) => `${(r.deskDataMs / 1000).toFixed(1)} s`, '—'],
    [
      'staff stock table: slowest call of any sort, first or next page, median of 5 (first / next, each sort)',
      (r) =>
        r.stockTable.error ??
        `${r.stockTable.worstMs} ms (${r.stockTable.calls.map((c) => `${c.by} ${c.ascending ? '▲' : '▼'} ${c.firstMs}/${c.nextMs}`).join(', ')})`,
      `≤ ${BUDGETS.stockTableCallMs} ms`,
    ],
  ];
  return [
    `Measured ${when} on ${process.platform}/${process.arch}, Node ${process.version}, ${availableParallelism()} CPU(s).`,
    '',
    `| figure | ${results.map((r) => `N = ${r.n.toLocaleString('en')}`).join(' | ')} | budget |`,
    `| --- | ${results.map(() => '---').join(' | ')} | --- |`,
    ...rows.map(([name, f, budget]) => `| ${name} | ${col(f)} | ${budget} |`),
    '',
  ].join('\n');
}

/** The staff list's first cards on a fresh stack with the repository's seed (a few dozen cars). */
/** The leads a dealer finds in the inbox on the seed's stack: a day's enquiries (one address may send 10 an hour). */
const SEED_LEADS = 8;

interface SeedStaffFigures {
  /** /manage-inventory's first cards */
  stock: StaffListFigures;
  /** /manage-inventory/leads's first leads */
  leads: StaffListFigures;
}

async function benchStaffAtSeed(work: string, browser: Browser): Promise<SeedStaffFigures> {
  say('seed: starting a stack with the seed, then Chromium on /manage-inventory and /manage-inventory/leads');
  const stack = await startStack({
    sitePort: await freePort(),
    apiPort: await freePort(),
    supabase: { memory: true, quiet: true, configOverrides: withoutEngineBudget },
    buildsDir: path.join(work, 'seed-builds'),
    log: () => undefined,
  });
  try {
    const opts = {
      siteUrl: stack.site.url,
      apiUrl: stack.api.url,
      anonKey: stack.api.publishableKey,
      browser,
    };
    const stock = await measureStaffList({ ...opts, page: FIRST_CONTENT.stock });
    // The seed has no leads (a visitor's personal data is never seeded): the service key writes
    // them, as the sell and enquiry forms would have.
    const admin = createClient(stack.api.url, stack.api.secretKey, { auth: { persistSession: false } });
    const { error } = await admin.from('leads').insert(
      Array.from({ length: SEED_LEADS }, (_, i) => ({
        kind: 'enquiry',
        name: `Bench Buyer ${i + 1}`,
        mobile: `+6012345${String(6000 + i)}`,
        message: 'Is the car still available?',
        consent_at: new Date().toISOString(),
      })),
    );
    if (error) throw new Error(`seed leads: ${error.message}`);
    const leads = await measureStaffList({ ...opts, page: FIRST_CONTENT.leads });
    return { stock, leads };
  } finally {
    await stack.stop();
  }
}

const seedLine = ({ stock, leads }: SeedStaffFigures): string =>
  [
    `Staff list on the seed: first cards ${stock.firstCardsMs} ms, median of 5 first visits (${stock.samplesMs.join(', ')} ms; the visit before them, uncounted: ${stock.warmUpMs} ms); budget ≤ ${BUDGETS.staffFirstCardsSeedMs} ms.`,
    `Leads inbox on the seed (${SEED_LEADS} leads): first leads ${leads.firstCardsMs} ms, median of 5 first visits (${leads.samplesMs.join(', ')} ms; uncounted: ${leads.warmUpMs} ms); budget ≤ ${BUDGETS.staffFirstLeadsSeedMs} ms.`,
  ].join('\n');

/** The seed's staff budgets missed. */
const seedMisses = ({ stock, leads }: SeedStaffFigures): string[] => [
  ...(stock.firstCardsMs > BUDGETS.staffFirstCardsSeedMs
    ? [`seed: staff first cards ${stock.firstCardsMs} ms > ${BUDGETS.staffFirstCardsSeedMs} ms`]
    : []),
  ...(leads.firstCardsMs > BUDGETS.staffFirstLeadsSeedMs
    ? [`seed: first leads ${leads.firstCardsMs} ms > ${BUDGETS.staffFirstLeadsSeedMs} ms`]
    : []),
];

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const check = argv.includes('--check');
  // `--staff-seed-only`: only the staff list and the leads inbox on the seed (a minute, not the hour of the sizes).
  const seedOnly = argv.includes('--staff-seed-only');
  const list = (readFlag(argv, 'sizes') ?? '1000,10000').split(',').map((s) => Number(s.trim()));
  if (list.some((x) => !Number.isInteger(x) || x < 1 || x > 50_000))
    throw new Error('--sizes takes whole numbers from 1 to 50000, e.g. --sizes 1000,10000');
  const outDir = path.resolve(readFlag(argv, 'out') ?? path.join('bench', 'results'));
  const work = path.resolve('.test-data', `bench-${process.pid}`);

  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: SizeResult[] = [];
  let seedStaff: SeedStaffFigures;
  try {
    seedStaff = await benchStaffAtSeed(work, browser);
    console.log(seedLine(seedStaff));
    if (seedOnly) {
      if (check && seedMisses(seedStaff).length) process.exitCode = 1;
      return;
    }
    for (const n of list) results.push(await benchSize(n, work, browser));
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
  const when = new Date().toISOString();
  const md = `${markdown(results, when)}\n${seedLine(seedStaff)}\n`;
  await mkdir(outDir, { recursive: true });
  const stem = when.replace(/[:.]/g, '-');
  await writeFile(
    path.join(outDir, `${stem}.json`),
    JSON.stringify({ when, budgets: BUDGETS, seedStaff, results }, null, 2),
  );
  await writeFile(path.join(outDir, `${stem}.md`), md);
  await writeFile(path.join(outDir, 'latest.md'), md);
  console.log(`\n${md}`);
  const missed = results.flatMap((r) => misses(r).map((m) => `N = ${r.n}: ${m}`));
  missed.push(...seedMisses(seedStaff));
  console.log(missed.length ? `Budget misses:\n- ${missed.join('\n- ')}` : 'Every budget met.');
  console.log(`Results: ${path.relative(process.cwd(), path.join(outDir, `${stem}.json`))} and .md`);
  if (check && missed.length) process.exit(1);
}

await main();

/** The HTML pages under `dir` (every page of the build, both languages). */
async function countHtmlPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).length;
}
