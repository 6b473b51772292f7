// `npm run bench:lighthouse [-- --runs N] [-- --out DIR]`: on a fresh stack with the seeded
// inventory (in memory, free ports, loopback only), Lighthouse 12 with its default mobile
// emulation and simulated throttling audits the public pages in Debian's Chromium and prints
// the scores, LCP, TBT, CLS and transfer size per page (medians when N > 1). A measurement, not
// a test: it exits 0 whatever the scores; 1 if Chromium or the stack cannot start.
// --out DIR keeps each page's last Lighthouse report (JSON) for a closer look.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { z } from 'zod';
import {
  audit,
  ChromeLaunchError,
  closeChromium,
  launchChromium,
  medianFigures,
  table,
  type Figures,
} from './lighthouse-audit.ts';
import { freePort } from '../host/ports.ts';
import { startStack, type RunningStack } from '../host/stack.ts';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  const inline = args.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : i >= 0 ? args[i + 1] : undefined;
}
const runs = Number(option('--runs') ?? '1');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(1);
}
const outDir = option('--out');
const dir = path.resolve('.test-data', `lighthouse-${process.pid}`);

let stack: RunningStack | null = null;
let chrome: LaunchedChrome | null = null;
let cleaning: Promise<void> | null = null;
const cleanup = (): Promise<void> =>
  (cleaning ??= (async () => {
    try {
      if (chrome) await closeChromium(chrome);
    } finally {
      await stack?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the stack...`);
    cleanup().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  await mkdir(path.join(dir, 'chrome-profile'), { recursive: true });
  chrome = await launchChromium(path.join(dir, 'chrome-profile')); // first: no build if Chromium is missing
  console.log('Starting the stack (embedded Supabase in memory with the seed, astro build, static server)...');
  stack = await startStack({
    sitePort: await freePort(),
    apiPort: await freePort(),
    supabase: { memory: true, quiet: true },
    buildsDir: path.join(dir, 'builds'),
    log: (line) => (line.startsWith('[') ? undefined : console.log(line)),
  });
  const site = stack.site.url;
  const index = z.array(z.object({ id: z.string() })).parse(await (await fetch(`${site}/inventory-index.json`)).json());
  const first = index[0];
  if (!first) throw new Error('the served /inventory-index.json lists no vehicle: is the seed empty?');
  const pages = ['/', '/inventory', `/vehicle/${first.id}`, '/sell', '/auth'];

  console.log(`Lighthouse ${runs} run(s) per page in Chromium (port ${chrome.port}), mobile, simulated throttling\n`);
  const rows: { page: string; figures: Figures }[] = [];
  for (const page of pages) {
    const figures: Figures[] = [];
    for (let r = 1; r <= runs; r++) {
      const { figures: f, lhr } = await audit(`${site}${page}`, chrome.port);
      figures.push(f);
      console.log(`${page} run ${r}/${runs}: performance ${f.performance}, accessibility ${f.accessibility}`);
      if (outDir && r === runs) {
        await mkdir(outDir, { recursive: true });
        const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
        await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
    }
    rows.push({ page, figures: medianFigures(figures) });
  }
  console.log(
    `\n${runs > 1 ? `medians over ${runs} runs` : 'one run'} per page (Lighthouse mobile, simulated throttling)\n`,
  );
  console.log(table(rows));
} catch (err) {
  exitCode = 1;
  // After a signal, the audit in flight fails as Chromium closes: nothing worth printing.
  if (!cleaning) console.error(err instanceof ChromeLaunchError ? `bench:lighthouse: ${err.message}` : err);
} finally {
  await cleanup();
}
process.exit(exitCode);
