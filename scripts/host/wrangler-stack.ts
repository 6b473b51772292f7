// The site on Cloudflare's own local runtime (docs/deploying.md): a fresh in-memory embedded Supabase, the
// production build of the site against it (`npm run build`'s astro build), and `wrangler pages dev`
// (workerd, from the npm package) serving that dist/ as Cloudflare Pages serves it: `_headers`,
// `_redirects`, 404.html. Nothing reaches the network: telemetry, error reports and the `cf`
// object download are off (the update check gives up by itself). Prints `ready <site> <api>` once
// both answer; stops both on SIGINT/SIGTERM. Used by tests/host/wrangler.spec.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readPort } from './args.ts';
import { astroBuild } from './builder/astro-build.ts';
import { startSupabase, withoutEngineBudget } from '../supabase/server.ts';

const argv = process.argv.slice(2);
const sitePort = readPort(argv, 'site-port', undefined, 8788);
const apiPort = readPort(argv, 'api-port', undefined, 54388);
const host = '127.0.0.1';
const log = (line: string): void => console.log(`[wrangler-stack] ${line}`);
/** The newest compatibility date the bundled workerd supports is older than today's. */
const COMPATIBILITY_DATE = '2026-05-01';

/** No network for wrangler at run time. */
export const WRANGLER_OFFLINE_ENV: Readonly<Record<string, string>> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

const dir = path.resolve('.test-data', `wrangler-${sitePort}`);
await rm(dir, { recursive: true, force: true });
const outDir = path.join(dir, 'dist');
const api = await startSupabase({
  memory: true,
  quiet: true,
  port: apiPort,
  host,
  configOverrides: withoutEngineBudget,
});
let wrangler: ChildProcess | null = null;

const stop = async (): Promise<void> => {
  if (wrangler?.pid) {
    try {
      process.kill(-wrangler.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await api.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void stop().finally(() => process.exit(0));
  });

try {
  const siteUrl = `http://${host}:${sitePort}`;
  const started = Date.now();
  await astroBuild({ supabaseUrl: api.url, anonKey: api.anonKey, siteUrl })(outDir);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
    'bin',
    'wrangler.js',
  );
  wrangler = spawn(
    process.execPath,
    [bin, 'pages', 'dev', outDir, '--ip', host, '--port', String(sitePort), '--compatibility-date', COMPATIBILITY_DATE],
    { env: { ...process.env, ...WRANGLER_OFFLINE_ENV }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  wrangler.stdout?.on('data', (c: Buffer) => process.stdout.write(c));
  wrangler.stderr?.on('data', (c: Buffer) => process.stderr.write(c));
  wrangler.on('exit', (code) => {
    log(`wrangler exited (${code ?? 'signal'})`);
    void api.stop().finally(() => process.exit(1));
  });
  const until = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${siteUrl}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('wrangler pages dev did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`ready ${siteUrl} ${api.url}`);
} catch (err) {
  console.error('[wrangler-stack] failed:', err instanceof Error ? err.message : err);
  await stop();
  process.exit(1);
}
