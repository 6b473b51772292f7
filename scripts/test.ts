// `npm test`: `npm run check` (types, ESLint, Prettier), then unit + integration (Vitest), then end-to-end (Playwright in
// Chromium against the built site: the demo, then the live mode's own stack, playwright.live.config.ts). Stops at the first failing stage; prints one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not Playwright's test-results/, which it empties when it starts.
const outDir = 'test-reports';
mkdirSync(outDir, { recursive: true });
const vitestJson = `${outDir}/vitest.json`;
const playwrightJson = `${outDir}/playwright.json`;
const liveJson = `${outDir}/playwright-live.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });
rmSync(liveJson, { force: true });

function stage(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

function counts(): { passed: number; failed: number; skipped: number } {
  const c = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    c.passed += v.numPassedTests;
    c.failed += v.numFailedTests;
    c.skipped += v.numPendingTests + v.numTodoTests;
  }
  for (const file of [playwrightJson, liveJson]) {
    if (!existsSync(file)) continue;
    const p = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    c.passed += p.stats.expected + p.stats.flaky;
    c.failed += p.stats.unexpected;
    c.skipped += p.stats.skipped;
  }
  return c;
}

const ok =
  // `npm run check`: astro check, tsc, ESLint at zero warnings, Prettier (package.json holds the list).
  stage('check', 'npm', ['run', 'check']) &&
  stage('unit + integration', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]) &&
  stage('chromium', 'npx', ['tsx', 'scripts/ensure-chromium.ts']) &&
  stage('end-to-end', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  }) &&
  // The dealer's own site (PUBLIC_SITE_MODE=live) on a stack of its own.
  stage(
    'end-to-end, live mode',
    'npx',
    ['playwright', 'test', '-c', 'playwright.live.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: liveJson,
    },
  );

const c = counts();
console.log(`\n${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
process.exit(ok && c.failed === 0 ? 0 : 1);
