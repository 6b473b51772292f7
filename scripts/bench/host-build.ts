// `npx tsx scripts/bench/host-build.ts 1000 10000`: what a host's CI build costs after one edit
// (docs/deploying.md), per inventory size: `npm run build:ci` with no previous build (a host
// without a cache, or the first run) and with the previous build restored (the workflow's cache),
// each after one price edit. Embedded API in memory with N synthetic vehicles (no seed).
import { spawn } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../host/ports.ts';
import { startSupabase } from '../supabase/server.ts';
import { insertSynthetic } from './synthetic.ts';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const dir = path.resolve('.test-data', `host-build-${process.pid}`);

function ciBuild(env: Record<string, string>, args: string[]): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/host/ci-build.ts', ...args], {
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (c: Buffer) => {
      for (const line of c.toString().split('\n'))
        if (/build:ci|build: |mewah-host-limits/.test(line)) console.log(`  ${line.trim()}`);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`build:ci exited ${code}`)),
    );
  });
}

for (const n of sizes.length ? sizes : [1000, 10000]) {
  const api = await startSupabase({ memory: true, quiet: true, port: await freePort(), seedFile: false });
  try {
    await insertSynthetic(api.url, api.serviceRoleKey, n);
    const env = {
      PUBLIC_SUPABASE_URL: api.url,
      PUBLIC_SUPABASE_ANON_KEY: api.anonKey,
      PUBLIC_SITE_URL: 'https://mewah.example',
    };
    const out = path.join(dir, `dist-${n}`);
    const previous = path.join(dir, `previous-${n}`);
    const edit = async (): Promise<void> => {
      await api.ctx.asAdmin((tx) =>
        tx.query(
          `update public.vehicles set price = price + 1000 where id = (select id from public.vehicles order by id limit 1)`,
        ),
      );
    };
    await edit();
    const cold = await ciBuild(env, ['--out', out]);
    await rm(previous, { recursive: true, force: true });
    await cp(out, previous, { recursive: true });
    await edit();
    const warm = await ciBuild(env, ['--out', out, '--previous', previous]);
    console.log(
      `${n} vehicles: build after one edit ${cold.toFixed(1)} s without the cache, ${warm.toFixed(1)} s with it`,
    );
  } finally {
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
