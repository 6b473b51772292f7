// The real build command: `astro build` in a child process, into the folder the rebuilder picked
// (astro.config.mjs reads ASTRO_OUT_DIR), against the running API's URL and anon key.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rebuildEnv } from '~/data/vehicles/server';
import type { BuildCommand } from './command.ts';

export interface AstroBuildEnv {
  supabaseUrl: string;
  anonKey: string;
  /** The public origin the site is served from (canonical URLs, sitemap). */
  siteUrl?: string;
  /** False when the API has no image transformations: the site then uses sized copies. */
  imageTransformation?: boolean;
  cwd?: string;
  /**
   * The rebuild contract file for this build (written by scripts/host/plan/incremental.ts;
   * src/data/vehicles/rebuild-contract.server.ts), or none: the build reads Supabase and renders every page.
   */
  rebuild?: string;
  /** Receives the build's output lines; by default only the tail is kept for the error. */
  onOutput?: (line: string) => void;
}

const TAIL_LINES = 25;

/**
 * Node's options for every `astro build` this project runs (`npm run build`, the rebuild loop's cold
 * and warm builds, the bench). An explicit heap limit changes how eagerly V8 grows the heap: with
 * Node's default on this 24 GiB machine (4,144 MB) a 10,000-vehicle build let its heap fill with
 * garbage up to 780–950 MB of RSS; with 1,536 MB it collected sooner and peaked at 450–550 MB, in
 * the same time (README, "Where the build time went"). The heap that stays alive while pages render
 * is about 150 MB at 10,000 vehicles, so the limit leaves room for ten times the inventory.
 */
export const BUILD_NODE_ARGS: readonly string[] = ['--max-old-space-size=1536'];

/** Settings a build never gets (the sized-copies step before it reads them, server-side). */
const SERVER_ONLY = ['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'];

/** The settings an Astro build for `env` runs with (its process's environment, given at spawn). */
export function buildSettings(env: AstroBuildEnv): Record<string, string> {
  return {
    PUBLIC_SUPABASE_URL: env.supabaseUrl,
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: env.anonKey,
    ...(env.siteUrl ? { PUBLIC_SITE_URL: env.siteUrl } : {}),
    ...(env.imageTransformation === false ? { PUBLIC_IMAGE_TRANSFORMATION: 'off' } : {}),
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** This process's environment for an Astro build: everything but the server-only secrets. */
export function buildProcessEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of SERVER_ONLY) delete env[name];
  return env;
}

/** Astro's command-line entry in the project at `cwd`: the `astro` bin its package.json names. */
export function astroBinIn(cwd: string): string {
  const require = createRequire(path.join(cwd, 'package.json'));
  const pkgPath = require.resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(pkgPath, 'utf8')) as { bin: Record<string, string> };
  return path.resolve(path.dirname(pkgPath), bin.astro ?? 'bin/astro.mjs');
}

export function astroBuild(env: AstroBuildEnv): BuildCommand {
  const cwd = env.cwd ?? process.cwd();
  const astroBin = astroBinIn(cwd);
  return (outDir) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [...BUILD_NODE_ARGS, astroBin, 'build'], {
        cwd,
        env: {
          ...buildProcessEnv(),
          ASTRO_OUT_DIR: outDir,
          ...buildSettings(env),
          // This build's contract, or none (empty: not one this process may have been given).
          ...rebuildEnv(env.rebuild ?? ''),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const tail: string[] = [];
      const collect = (chunk: Buffer): void => {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (!line.trim()) continue;
          env.onOutput?.(line);
          tail.push(line);
          if (tail.length > TAIL_LINES) tail.shift();
        }
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`astro build exited with ${signal ?? `code ${code}`}:\n${tail.join('\n')}`));
      });
    });
}
