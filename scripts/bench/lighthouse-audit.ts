// Lighthouse helpers for `npm run bench:lighthouse`: Debian's Chromium through chrome-launcher,
// one audit per call with Lighthouse's defaults (mobile emulation, simulated throttling), the
// figures the benchmark prints, their medians, and the table.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ensureChromium } from '../ensure-chromium.ts';
import { median } from './stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

export class ChromeLaunchError extends Error {}

/** Chromium with its profile in `userDataDir` (the caller removes it, also when the launch fails). */
export async function launchChromium(userDataDir: string): Promise<LaunchedChrome> {
  // Checked (there and executable) before the launch: chrome-launcher leaves a failed spawn as an
  // unhandled 'error' event.
  let chromePath: string;
  try {
    chromePath = ensureChromium();
  } catch (err) {
    throw new ChromeLaunchError(err instanceof Error ? err.message : String(err));
  }
  try {
    // handleSIGINT off: the benchmark's own signal handler kills Chrome and stops the stack.
    return await launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      handleSIGINT: false,
      logLevel: 'silent',
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new ChromeLaunchError(
      `could not launch Chromium at ${chromePath} (set PLAYWRIGHT_CHROMIUM_PATH, or apt-get install chromium): ${why}`,
    );
  }
}

/** SIGTERM first, so Chromium closes and reaps its own children; then the whole group, and the profile. */
export async function closeChromium(chrome: LaunchedChrome): Promise<void> {
  const proc = chrome.process;
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
  }
  chrome.kill();
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]): number =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run of `url` in the Chrome listening on `port`; the full result is returned too. */
export async function audit(url: string, port: number): Promise<{ figures: Figures; lhr: Result }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const figures: Figures = {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferKb: numeric(lhr, 'total-byte-weight') / 1024,
  };
  return { figures, lhr };
}

/**
 * What every audited public page holds to, in any spell of the machine (medians): the largest
 * paint within 1.2 s on Lighthouse's simulated phone, a performance score of 100, nothing moving
 * (CLS 0) and nothing blocking the main thread (TBT 0).
 */
export const LIGHTHOUSE_BUDGET = { lcpMs: 1200, performance: 100, cls: 0, tbtMs: 0 } as const;

/**
 * The vehicle whose photos are 4000 × 3000 staff uploads is reported beside the seed's vehicle
 * page without a budget line: its photos come from Storage's image transformations, which the
 * embedded server performs on the same two cores while Lighthouse measures (docs/benchmarks.md).
 */
export const UNBUDGETED_PAGES: readonly string[] = ['uploaded', 'ms-uploaded'];

/** The budget, as the benchmark prints it. */
export const budgetText = (): string =>
  `LCP ≤ ${(LIGHTHOUSE_BUDGET.lcpMs / 1000).toFixed(2)} s, performance ${LIGHTHOUSE_BUDGET.performance}, CLS ${LIGHTHOUSE_BUDGET.cls}, TBT ${LIGHTHOUSE_BUDGET.tbtMs} ms`;

/** What of the budget a page's figures miss, in words ('LCP 1.34 s'); empty when within. */
export function budgetMisses(f: Figures): string[] {
  const misses: string[] = [];
  if (f.lcpMs > LIGHTHOUSE_BUDGET.lcpMs) misses.push(`LCP ${(f.lcpMs / 1000).toFixed(2)} s`);
  if (Math.round(f.performance) < LIGHTHOUSE_BUDGET.performance)
    misses.push(`performance ${Math.round(f.performance)}`);
  if (Number(f.cls.toFixed(3)) > LIGHTHOUSE_BUDGET.cls) misses.push(`CLS ${f.cls.toFixed(3)}`);
  if (Math.round(f.tbtMs) > LIGHTHOUSE_BUDGET.tbtMs) misses.push(`TBT ${Math.round(f.tbtMs)} ms`);
  return misses;
}

/** The median of every figure over several runs of one page. */
export function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
}

export function table(rows: { page: string; figures: Figures }[]): string {
  const head = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'transfer'];
  const body = rows.map(({ page, figures: f }) => [
    page,
    String(Math.round(f.performance)),
    String(Math.round(f.accessibility)),
    String(Math.round(f.bestPractices)),
    String(Math.round(f.seo)),
    `${(f.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    `${Math.round(f.transferKb)} KB`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] as string).length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
