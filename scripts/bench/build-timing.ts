// Times one `astro build` in a fresh process (scripts/bench/measured-build.mjs) and reads its
// peak memory and CPU time; used for the site and for the bare yardstick alike, so both pay the
// same start-up and run with the same Node options as every build of the project (BUILD_NODE_ARGS).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_ARGS } from '../host/builder/astro-build.ts';

const RUNNER = fileURLToPath(new URL('./measured-build.mjs', import.meta.url));

export interface BuildTiming {
  ms: number;
  maxRssBytes: number;
  /** CPU time of the build process itself (user + system), not of the processes it starts. */
  cpuMs: number;
}

/**
 * Writes the page cache back to disk before a timed build, outside its time. A build of 10,000
 * vehicles leaves about 850 MB to write back; without this the next build, site or bare, pays for
 * it (in earlier runs the bare build grew 10 → 13 → 19-21 s over its three pairs), so the ratio
 * read the disk as much as the build. `sync` is POSIX; elsewhere nothing is flushed.
 */
export function flushDisk(): void {
  if (process.platform !== 'win32') spawnSync('sync', { stdio: 'ignore' });
}

export function timedBuild(root: string, env: Record<string, string> = {}): Promise<BuildTiming> {
  flushDisk();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...BUILD_NODE_ARGS, RUNNER, root], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const line = out.split('\n').find((l) => l.startsWith('BENCH '));
      if (code !== 0 || !line)
        return reject(new Error(`astro build in ${root} failed (code ${code}):\n${(err || out).slice(-3000)}`));
      const { maxRssBytes, cpuMs } = JSON.parse(line.slice(6)) as { maxRssBytes: number; cpuMs: number };
      resolve({ ms, maxRssBytes, cpuMs });
    });
  });
}
