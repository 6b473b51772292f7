// `npm test`: the checks (astro check, ESLint, Prettier); when they pass, unit + integration (Vitest)
// and, beside it, end to end (Playwright in Chromium against the built site, in lanes of their own:
// scripts/e2e-lanes.ts). Prints each stage's time and one summary line. docs/testing.md says why the
// stages overlap as they do.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { E2E_LANES, laneArgs, laneEnv, type E2eLane } from './e2e-lanes.ts';

// Not Playwright's test-results/, which it empties when it starts.
const outDir = 'test-reports';
mkdirSync(outDir, { recursive: true });
const vitestJson = `${outDir}/vitest.json`;
const playwrightJson = (lane: E2eLane): string => `${outDir}/playwright-${lane.slug}.json`;
rmSync(vitestJson, { force: true });
for (const lane of E2E_LANES) rmSync(playwrightJson(lane), { force: true });

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** false: the output is held and printed whole when the step ends; 'prefix': each line as it
   * comes, after the step's name (for steps that run beside another) */
  stream?: boolean | 'prefix';
}

const times: { name: string; seconds: number; ok: boolean }[] = [];
const started = Date.now();

/** Runs one step; its time is recorded under its name. */
function run(step: Step): Promise<boolean> {
  const begin = Date.now();
  const stream = step.stream ?? true;
  if (stream) console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: stream === true ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...step.env },
    });
    const held: Buffer[] = [];
    if (stream === 'prefix') {
      for (const out of [child.stdout, child.stderr]) {
        let partial = '';
        out?.setEncoding('utf8').on('data', (chunk: string) => {
          const lines = (partial + chunk).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) if (line.trim()) console.log(`[${step.name}] ${line}`);
        });
        out?.on('end', () => partial.trim() && console.log(`[${step.name}] ${partial}`));
      }
    } else {
      child.stdout?.on('data', (c: Buffer) => held.push(c));
      child.stderr?.on('data', (c: Buffer) => held.push(c));
    }
    const done = (ok: boolean): void => {
      const seconds = (Date.now() - begin) / 1000;
      times.push({ name: step.name, seconds, ok });
      if (!stream) {
        console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
        process.stdout.write(Buffer.concat(held));
      }
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve(ok);
    };
    child.on('error', (e) => {
      held.push(Buffer.from(`${e.message}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs the steps at most `width` at a time (the machine has two cores); true when every one passed. */
async function side(width: number, steps: Step[]): Promise<boolean> {
  const queue = [...steps];
  let ok = true;
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let s = queue.shift(); s; s = queue.shift()) ok = (await run(s)) && ok;
    }),
  );
  return ok;
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  /** each failed test: where, what, and the first lines of why */
  failures: string[];
}

/** The first lines of an error, without colour codes: enough to name the failure. */
const gist = (message: string | undefined): string =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line}`)
    .join('\n');

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

function tally(): Tally {
  const c: Tally = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: {
        name: string;
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
      }[];
    };
    c.passed += v.numPassedTests;
    c.failed += v.numFailedTests;
    c.skipped += v.numPendingTests + v.numTodoTests;
    for (const file of v.testResults)
      for (const t of file.assertionResults.filter((a) => a.status === 'failed'))
        c.failures.push(`  ${path.relative(process.cwd(), file.name)} › ${t.fullName}\n${gist(t.failureMessages[0])}`);
  }
  for (const lane of E2E_LANES) {
    const file = playwrightJson(lane);
    if (!existsSync(file)) continue;
    const p = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      suites: PlaywrightSuite[];
    };
    c.passed += p.stats.expected + p.stats.flaky;
    c.failed += p.stats.unexpected;
    c.skipped += p.stats.skipped;
    const walk = (suite: PlaywrightSuite, file: string): void => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests.filter((x) => x.status === 'unexpected'))
          c.failures.push(
            `  [${lane.name}] ${file}:${spec.line} › ${spec.title}\n${gist(t.results.at(-1)?.error?.message)}`,
          );
      for (const inner of suite.suites ?? []) walk(inner, suite.file ?? file);
    };
    for (const suite of p.suites) walk(suite, suite.file ?? '');
  }
  return c;
}

const quiet = { stream: false } as const;

// Debian's Chromium, and Java for the HTML checker, installed while the checks run when a machine
// lacks them: apt-get waits on the network and the disk, not on the cores. One after the other:
// both take dpkg's lock.
const browsers = (async () =>
  (await run({ name: 'chromium', cmd: 'npx', args: ['tsx', 'scripts/ensure-chromium.ts'], ...quiet })) &&
  run({ name: 'java', cmd: 'npx', args: ['tsx', 'scripts/ensure-java.ts'], ...quiet }))();

async function main(): Promise<boolean> {
  // `npm run check`'s three tools, two at a time (each uses one core), after `astro sync` has written
  // the types of astro:env that astro check and ESLint's typed rules read (.astro/, absent on a clean
  // clone). astro check type-checks every file tsc would (the .ts and .tsx of tsconfig.json too), so
  // tsc is not run a second time.
  if (!(await run({ name: 'astro sync', cmd: 'npx', args: ['astro', 'sync'], ...quiet }))) return false;
  const checked = await side(2, [
    { name: 'astro check', cmd: 'npx', args: ['astro', 'check'], ...quiet },
    { name: 'eslint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], ...quiet },
    { name: 'prettier', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'], ...quiet },
  ]);
  if (!checked) return false;
  // Vitest, then the end-to-end lanes, each on a stack of its own (scripts/e2e-lanes.ts). Beside
  // Vitest, a lane that keeps the cores busy ran slower by as much as it gained: with all of them at
  // once, two cores ran 30 processes and builds took 40 to 160 s instead of 4; with the public lane
  // alone beside it, Vitest took 605 s instead of about 250. Only the rebuild lane, which mostly
  // waits for its builds, starts beside Vitest (docs/testing.md).
  const vitest = run({
    name: 'unit + integration',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    stream: 'prefix',
  });
  const lanes = new Map<string, Promise<boolean>>([
    ['checks', Promise.resolve(true)],
    ['unit', vitest],
  ]);
  const runLane = async (lane: E2eLane): Promise<boolean> => {
    if (lane.after) {
      const before = lanes.get(lane.after);
      if (!before) throw new Error(`lane ${lane.slug} waits for ${lane.after}, which is not listed before it`);
      await before;
    }
    return run({
      name: `end-to-end, ${lane.name}`,
      cmd: 'npx',
      args: ['playwright', 'test', ...laneArgs(lane), '--reporter=list,json'],
      env: { ...laneEnv(lane), PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson(lane) },
      stream: 'prefix',
    });
  };
  const endToEnd = browsers.then(async (installed) => {
    if (!installed) return false;
    const started = E2E_LANES.map((lane) => {
      const ran = runLane(lane);
      lanes.set(lane.slug, ran);
      return ran;
    });
    return (await Promise.all(started)).every(Boolean);
  });
  const [unit, e2e] = await Promise.all([vitest, endToEnd]);
  return unit && e2e;
}

const ok = await main();
await browsers;
const c = tally();
// The lanes' output interleaves: what failed is repeated here, at the end of the log.
if (c.failures.length) console.log(`\nfailed:\n${c.failures.join('\n')}`);
console.log('\nstage times:');
for (const t of times)
  console.log(`  ${t.name.padEnd(24)} ${t.seconds.toFixed(1).padStart(7)} s${t.ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\n${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
process.exit(ok && c.failed === 0 ? 0 : 1);
