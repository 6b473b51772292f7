// `npm run suite:auth`: the auth client's own test suite (supabase-js packages/core/auth-js, its
// GoTrueClient tests) run unchanged against the embedded server, as upstream CI runs it against
// the Supabase CLI's GoTrue: with the copy's own jest and jest.config.cli.js, the suite's own
// supabase/config.toml, RSA signing keys made as its test/generate-signing-keys.js makes them,
// and the port its clients name (54321). Nothing is fetched: AUTHJS_SUITE names a copy of the
// package, whose test dependencies (jest, ts-jest, jsonwebtoken, @faker-js/faker) must be
// installed where it can resolve them. The suite runs twice, first with no server (a test that
// passes then does not depend on one), then with the server; the figure is printed as
// `P/T passed (server-dependent S/N)`.
// docs/embedded-server.md keeps the latest.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { startSupabase, withoutEngineBudget } from '../supabase/server.ts';

/** The port the suite's clients are written against (test/lib/clients.ts). */
const SUITE_PORT = 54321;
/** The files the suite's CLI run covers that talk to GoTrue; the rest are unit tests. */
const SUITE_FILES = ['test/GoTrueClient.test.ts', 'test/GoTrueClient.signOut.test.ts'];
/** Upstream CI's jest config for the run against the CLI (project.json, target test:suite). */
const JEST_CONFIG = 'jest.config.cli.js';

const reportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      assertionResults: z.array(
        z.object({ fullName: z.string(), status: z.string(), failureMessages: z.array(z.string()).default([]) }),
      ),
    }),
  ),
});

interface Outcome {
  status: string;
  failure: string;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** As the suite's generate-signing-keys.js: one RSA-2048 private JWK with a kid, for RS256. */
function ensureSigningKeys(suite: string): void {
  const file = join(suite, 'test/supabase/signing_keys.json');
  if (existsSync(file)) return;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), key_ops: ['sign', 'verify'], alg: 'RS256' };
  writeFileSync(file, `${JSON.stringify([jwk], null, 2)}\n`);
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const probe = createServer();
    probe.once('error', () => ok(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok(true)));
  });
}

/** The copy's own jest, as resolved from the copy (upstream runs `jest` from the package folder). */
function jestBin(suite: string): string {
  try {
    return createRequire(join(suite, 'package.json')).resolve('jest/bin/jest');
  } catch {
    return fail(`${suite} cannot resolve jest: install jest and ts-jest where the copy finds them`);
  }
}

/** One run of the suite; outcomes keyed by file and full test name. */
async function runSuite(suite: string, label: string): Promise<Map<string, Outcome>> {
  const out = join(mkdtempSync(join(tmpdir(), 'authjs-')), 'report.json');
  console.log(`--- ${label}`);
  let log = '';
  const code = await new Promise<number | null>((ok) => {
    const child = spawn(
      process.execPath,
      [
        jestBin(suite),
        '--config',
        JEST_CONFIG,
        '--runInBand',
        // Coverage changes no outcome and only slows the run; forceExit because the suite leaves
        // timers running and this config (unlike the package's default one) does not set it.
        '--coverage=false',
        '--forceExit',
        '--json',
        `--outputFile=${out}`,
        ...SUITE_FILES,
      ],
      { cwd: suite, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    // jest's own log (every failure in full) is shown only when it wrote no report.
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', ok);
  });
  if (!existsSync(out)) fail(`${log}\njest wrote no report (exit ${code})`);
  const report = reportSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
  rmSync(out, { force: true });
  // A file jest could not load (a test dependency missing, such as tslib) has no test in the
  // report: the run would count 0/0 and pass for nothing.
  const empty = report.testResults.filter((file) => file.assertionResults.length === 0);
  if (empty.length || report.testResults.length === 0)
    fail(`${log}
jest ran no test in ${empty.map((f) => f.name).join(', ') || 'any file'} (exit ${code})`);
  const outcomes = new Map<string, Outcome>();
  for (const file of report.testResults) {
    const name = file.name.slice(suite.length + 1);
    for (const t of file.assertionResults) {
      const failure = (t.failureMessages[0] ?? '').split('\n')[0] ?? '';
      // The suite names two tests alike; a count keeps each its own entry.
      let key = `${name} > ${t.fullName}`;
      for (let n = 2; outcomes.has(key); n += 1) key = `${name} > ${t.fullName} (#${n})`;
      outcomes.set(key, { status: t.status, failure });
    }
  }
  return outcomes;
}

async function main(): Promise<void> {
  const given = process.env.AUTHJS_SUITE;
  if (!given) fail('AUTHJS_SUITE must name a copy of supabase-js packages/core/auth-js');
  const suite = resolve(given);
  const configFile = join(suite, 'test/supabase/config.toml');
  for (const file of [...SUITE_FILES, JEST_CONFIG, 'test/supabase/config.toml']) {
    if (!existsSync(join(suite, file))) fail(`${suite} has no ${file}`);
  }
  if (!(await portIsFree(SUITE_PORT))) fail(`port ${SUITE_PORT}, which the suite's clients use, is taken`);
  ensureSigningKeys(suite);

  const offline = await runSuite(suite, 'without a server (to tell which tests need one)');
  const noMigrations = mkdtempSync(join(tmpdir(), 'authjs-migrations-'));
  const server = await startSupabase({
    port: SUITE_PORT,
    memory: true,
    quiet: true,
    configFile,
    migrationsDir: noMigrations,
    seedFile: false,
    // The bare server: this site's own tables and rules have no part in the auth client's suite.
    app: () => ({}),
    configOverrides: withoutEngineBudget,
  });
  let online: Map<string, Outcome>;
  try {
    online = await runSuite(suite, `against the embedded server at ${server.url}`);
  } finally {
    await server.stop();
    rmSync(noMigrations, { recursive: true, force: true });
  }

  const dependent = [...online.keys()].filter((k) => offline.get(k)?.status !== 'passed');
  const passed = [...online.values()].filter((o) => o.status === 'passed').length;
  const dependentPassed = dependent.filter((k) => online.get(k)?.status === 'passed');
  const failing = dependent.filter((k) => online.get(k)?.status !== 'passed');
  if (failing.length) {
    console.log('\nServer-dependent tests not passing:');
    for (const k of failing) {
      const o = online.get(k);
      console.log(`- ${k} [${o?.status}] ${o?.failure ?? ''}`);
    }
  }
  console.log(`\n${passed}/${online.size} passed (server-dependent ${dependentPassed.length}/${dependent.length})`);
}

await main();
