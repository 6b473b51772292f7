// The real build command: `astro build` in a child process, into the folder the rebuilder picked
// (astro.config.mjs reads ASTRO_OUT_DIR), against the running API's URL and anon key.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { BuildCommand } from './rebuilder.ts';

export interface AstroBuildEnv {
  supabaseUrl: string;
  anonKey: string;
  /** The public origin the site is served from (canonical URLs, sitemap). */
  siteUrl?: string;
  cwd?: string;
  /** More environment for this build (the rebuild loop's MEWAH_* files). */
  vars?: Record<string, string>;
  /** Receives the build's output lines; by default only the tail is kept for the error. */
  onOutput?: (line: string) => void;
}

const TAIL_LINES = 25;

export function astroBuild(env: AstroBuildEnv): BuildCommand {
  const cwd = env.cwd ?? process.cwd();
  const astroBin = path.join(cwd, 'node_modules', 'astro', 'astro.js');
  return (outDir) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [astroBin, 'build'], {
        cwd,
        env: {
          ...process.env,
          ASTRO_OUT_DIR: outDir,
          PUBLIC_SUPABASE_URL: env.supabaseUrl,
          PUBLIC_SUPABASE_ANON_KEY: env.anonKey,
          ...(env.siteUrl ? { PUBLIC_SITE_URL: env.siteUrl } : {}),
          ASTRO_TELEMETRY_DISABLED: '1',
          ...env.vars,
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
