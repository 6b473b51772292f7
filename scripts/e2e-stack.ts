// The stack Playwright runs against (playwright.config.ts webServer): a fresh in-memory Supabase
// with migrations and seed, the site built from it, served with the rebuild hook registered.
// In live mode (playwright.live.config.ts) the database starts empty, as a dealer's does, and the
// stack adds the dealer's cars of ./host/e2e-live-stock.ts through the API before the first build.
// While the file `breakBuildFlag(sitePort)` exists, builds fail for real (Astro's vehicles
// data read is pointed at a dead API), so a spec can check that a broken build keeps the old site.
// With E2E_BUILD_ON_EDIT=0 (npm test's staff lanes, whose specs read only the staff pages) the site
// is built once and edits are only noted: their rebuilds took the two cores from the browsers.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readPort } from './host/args.ts';
import { breakBuildFlag, e2eDir } from './host/e2e-paths.ts';
import { addLiveStock } from './host/e2e-live-stock.ts';
import { defaultSeedFile } from './supabase/app/site-seed.ts';
import { startStack, stopOnSignals } from './host/stack.ts';
import { withoutEngineBudget } from './supabase/server.ts';
import { hashQuickly } from './supabase/keys/passwords.ts';

const argv = process.argv.slice(2);
const sitePort = readPort(argv, 'site-port', process.env.E2E_SITE_PORT, 4331);
const apiPort = readPort(argv, 'api-port', process.env.E2E_API_PORT, 54331);
const log = (line: string): void => console.log(`[e2e-stack] ${line}`);
const verbose = process.env.E2E_VERBOSE_BUILDS === '1';

// The specs' accounts hash their passwords at bcrypt's lowest cost, as GoTrue's own tests and the
// Vitest suite do (tests/support/quick-hashes.ts): the staff specs sign in again and again.
hashQuickly(true);

const dir = e2eDir(sitePort);
await rm(dir, { recursive: true, force: true });
const started = Date.now();

try {
  const stack = await startStack({
    sitePort,
    apiPort,
    // Every browser of the suite is 127.0.0.1: no engine budget, as for the look-up limit below.
    supabase: {
      memory: true,
      quiet: true,
      configOverrides: withoutEngineBudget,
    },
    buildsDir: path.join(dir, 'builds'),
    prepare: defaultSeedFile(process.env) ? undefined : (api) => addLiveStock(api.url, api.secretKey),
    debounceMs: 300,
    buildOnEdit: process.env.E2E_BUILD_ON_EDIT !== '0',
    log,
    // Every page is served with its CSP reporting here; the suite's teardown fails on any report.
    cspReports: true,
    // Playwright pipes this output into the test log: Astro's lines only on request (a failed
    // build's reason is logged anyway), but always the lines that explain a slow or failed build.
    buildOutput: (line) => {
      if (verbose || /waiting for another astro build|error/i.test(line)) console.log(`[astro] ${line}`);
    },
    // The product's incremental rebuilds, with a way to make them fail for real.
    makeBuild: (env, _astro, incremental) => (outDir, request) => {
      const broken = existsSync(breakBuildFlag(sitePort));
      if (broken) log('break-build flag present: this build will fail');
      return incremental(broken ? { ...env, supabaseUrl: 'http://127.0.0.1:9' } : env)(outDir, request);
    },
  });
  // Every browser login comes from 127.0.0.1: raise the database's per-address username look-up
  // limit (an operator's setting, supabase/migrations/20261126806000_username_lookup_limits.sql) so
  // the suite's many logins never meet it (tests/security/username.int.test.ts covers the limit).
  // It takes milliseconds; the suite's first login comes seconds after the site first answers.
  await stack.api.ctx.asAdmin((tx) => tx.query('update private.username_lookup_limits set per_address = 1000'));
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: site ${stack.site.url}, API ${stack.api.url}`);
  stopOnSignals(stack.stop, log);
} catch (err) {
  console.error('[e2e-stack] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
