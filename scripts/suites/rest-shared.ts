// Runs a supabase-js package's own test suite (a copy given by path; nothing is fetched) against the
// embedded server started on that suite's own test/supabase folder, and prints `P/T passed`.
// The suites call http://localhost:54321 without an apikey; a set-up file run inside each test
// worker (rest-suite-setup.ts) sends those requests to this server's port with the publishable key,
// as a caller of hosted Supabase must. What each suite still fails, and why: docs/embedded-server.md.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, startVitest, type TestSpecification } from 'vitest/node';
import { startSupabase, withoutEngineBudget } from '../supabase/server.ts';

export interface SuiteRun {
  /** environment variable naming the package copy, e.g. POSTGRESTJS_SUITE */
  envVar: string;
  /** what a migration needs changed to run on PGlite (documented in docs/embedded-server.md) */
  adaptMigration?: (sql: string) => string;
  /** SQL run once after the migrations and seed (e.g. the suite's own storage fixtures) */
  afterSeed?: string;
  /** test files to run (globs relative to the package); the .test.ts files under test/ when absent */
  include?: string[];
  /** test files (globs relative to the package) to leave out, with the reason printed */
  skip?: Record<string, string>;
}

const SETUP_FILE = fileURLToPath(new URL('./rest-suite-setup.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The suites' own order (their jest sequencer sorts by path): later files expect earlier files' writes. */
class ByPath extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve([...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId)));
  }
}

function suiteDir(envVar: string): string {
  const dir = process.env[envVar];
  if (!dir) throw new Error(`Set ${envVar} to a copy of the package (the folder holding test/ and src/).`);
  const abs = resolve(dir);
  if (!existsSync(join(abs, 'test', 'supabase', 'config.toml')))
    throw new Error(`${abs} has no test/supabase/config.toml: is ${envVar} the package folder?`);
  return abs;
}

export async function runClientSuite(run: SuiteRun): Promise<number> {
  const pkg = suiteDir(run.envVar);
  const supa = join(pkg, 'test', 'supabase');
  // The suite's migrations go through a scratch copy so the adaptation never touches the copy given.
  const scratch = mkdtempSync(join(tmpdir(), 'client-suite-'));
  const migrations = join(scratch, 'migrations');
  // A suite without migrations (storage-js) starts from the server's own schemas.
  if (existsSync(join(supa, 'migrations'))) cpSync(join(supa, 'migrations'), migrations, { recursive: true });
  else mkdirSync(migrations);
  for (const name of readdirSync(migrations)) {
    const file = join(migrations, name);
    if (run.adaptMigration) writeFileSync(file, run.adaptMigration(readFileSync(file, 'utf8')));
  }
  const seed = join(supa, 'seed.sql');
  // A data folder of its own rather than --memory: a memory cluster restored from the prepared copy
  // resumes each sequence 32 values on (Postgres logs sequences ahead), and the suites expect the
  // ids a freshly seeded database gives, as `supabase start` has them.
  const server = await startSupabase({
    port: 0,
    dataDir: join(scratch, 'data'),
    quiet: true,
    configFile: join(supa, 'config.toml'),
    migrationsDir: migrations,
    seedFile: existsSync(seed) ? seed : false,
    app: () => ({}),
    // The suites' config.toml has no [db.engine_share] (an embedded-only key, so its default
    // budget applies), the CLI and hosted have no per-address engine budget, and every request of
    // a suite comes from one address: the suites run without it.
    configOverrides: withoutEngineBudget,
  });
  try {
    if (run.afterSeed) await server.ctx.asAdmin((tx) => tx.query(run.afterSeed ?? ''));
    process.env.CLIENT_SUITE_API_URL = server.url;
    process.env.CLIENT_SUITE_PUBLISHABLE_KEY = server.publishableKey;
    process.env.CLIENT_SUITE_SERVICE_ROLE_KEY = server.serviceRoleKey;
    process.env.CI = 'true'; // inline snapshots are compared, never written into the copy
    for (const [file, why] of Object.entries(run.skip ?? {})) console.log(`skipped ${file}: ${why}`);
    // Arguments narrow the run to matching test files (as vitest's own filters do).
    const vitest = await startVitest(
      'test',
      process.argv.slice(2),
      {
        root: pkg,
        include: run.include ?? ['test/**/*.test.ts'],
        exclude: Object.keys(run.skip ?? {}),
        globals: true,
        setupFiles: [SETUP_FILE],
        testTimeout: 30_000,
        fileParallelism: false,
        sequence: { shuffle: false, sequencer: ByPath },
        watch: false,
        reporters: process.env.SUITE_REPORTER ? [process.env.SUITE_REPORTER] : ['dot'],
        config: false,
      },
      {
        resolve: {
          // The suites' own dependencies resolve from this repository's node_modules (supabase-js brings them).
          alias: Object.fromEntries(
            ['zod', 'iceberg-js']
              .map((name) => [name, join(REPO_ROOT, 'node_modules', name)] as const)
              .filter(([, dir]) => existsSync(dir)),
          ),
        },
      },
    );
    const modules = vitest.state.getTestModules();
    let passed = 0;
    let total = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'skipped') continue;
        total++;
        if (state === 'passed') passed++;
      }
    }
    await vitest.close();
    console.log(`${passed}/${total} passed`);
    return passed;
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
