// The whole product on one machine: the embedded Supabase, the site built from it, the static
// server with its rebuild hook, and the hook registered in the database. Used by `npm start`,
// the e2e stack and the rebuild benchmark, which differ only in options.
import path from 'node:path';
import { startSupabase, type RunningSupabase, type StartOptions } from '../supabase/server.ts';
import { astroBuild, type AstroBuildEnv } from './builder/astro-build.ts';
import type { BuildCommand } from './builder/command.ts';
import { Rebuilder } from './schedule/rebuilder.ts';
import { WarmAstroBuilder } from './builder/warm-build.ts';
import { CspReports } from './serve/csp-reports.ts';
import { createSiteServer, listenSite, vehicleIsPublicVia, type RunningSite } from './serve/server.ts';
import { withBuildLock } from './schedule/build-lock.ts';
import { incrementalBuild, type BuildPlanReport } from './plan/incremental.ts';
import { newHookSecret, registerRebuildHook } from './hook/hook-settings.ts';
import { stamped, staleReason } from './plan/stamp.ts';
import { sizedCopiesBeforeBuild } from '../photos/sized.ts';

export interface StackOptions {
  host?: string;
  sitePort: number;
  apiPort: number;
  /** Passed to startSupabase (dataDir, memory, reset, quiet, seedFile...). */
  supabase?: Omit<StartOptions, 'port' | 'host'>;
  /** One sub-folder per build goes here; the folder belongs to this stack alone. */
  buildsDir: string;
  /** Existing builds worth serving if still fresh (e.g. dist/); checked in order. */
  reuse?: string[];
  debounceMs?: number;
  /** false: build once at the start and never on an edit (Rebuilder's buildOnEdit). */
  buildOnEdit?: boolean;
  /**
   * Makes the build command for the running API; `astro` runs a full Astro build (warm worker),
   * `incremental` the default incremental one (scripts/host/plan/incremental.ts) over `astro`.
   */
  makeBuild?: (env: AstroBuildEnv, astro: BuildFactory, incremental: BuildFactory) => BuildCommand;
  /** Every line Astro prints, if wanted. */
  buildOutput?: (line: string) => void;
  log?: (line: string) => void;
  /** Runs once the API is up, before the rebuild hook is registered and the first build (e.g. adds cars). */
  prepare?: (api: RunningSupabase) => Promise<void>;
  /** Collect CSP violation reports at the site's /__csp-report (the e2e suite fails on any). */
  cspReports?: boolean;
}

export interface RunningStack {
  api: RunningSupabase;
  site: RunningSite;
  rebuilder: Rebuilder;
  secret: string;
  hookUrl: string;
  stop(): Promise<void>;
  /** What the last incremental-command build did (null before one, or when `makeBuild` does not use it). */
  lastPlan(): BuildPlanReport | null;
}

/** Makes a build command for `env`; the stack's default runs Astro in a warm worker. */
export type BuildFactory = (env: AstroBuildEnv) => BuildCommand;

/** Never two Astro builds at once on this machine (they share Astro's caches). */
const locked =
  (env: AstroBuildEnv, run: BuildCommand): BuildCommand =>
  (outDir, request) =>
    withBuildLock(
      () => run(outDir, request),
      (pid) => env.onOutput?.(`waiting for another astro build on this machine to finish (pid ${pid ?? '?'})`),
    );

/** `astro build` against `env` in a fresh process. */
export const lockedAstroBuild: BuildFactory = (env) => locked(env, astroBuild(env));

export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? ((line: string) => console.log(line));
  const api = await startSupabase({ ...opts.supabase, port: opts.apiPort, host });
  let closeBuilder = async (): Promise<void> => undefined;
  log(`Supabase API on ${api.url}`);
  try {
    await opts.prepare?.(api);
    const siteUrl = `http://${host}:${opts.sitePort}`;
    const hookUrl = `${siteUrl}/__hooks/rebuild`;
    const secret = newHookSecret();
    await registerRebuildHook(api.ctx, hookUrl, secret);
    log(`Rebuild hook registered in the database: ${hookUrl}`);

    const env: AstroBuildEnv = {
      supabaseUrl: api.url,
      anonKey: api.publishableKey,
      siteUrl,
      // config.toml's [storage.image_transformation] enabled decides how the built site sizes photos.
      imageTransformation: api.ctx.config.storage.imageTransformation,
      onOutput: opts.buildOutput,
    };
    const warm = new WarmAstroBuilder();
    // REBUILD_COLD=1: one fresh `astro build` process per build (slower; a fallback if needed).
    const astro: BuildFactory =
      process.env.REBUILD_COLD === '1' ? lockedAstroBuild : (buildEnv) => locked(buildEnv, warm.command(buildEnv));
    closeBuilder = () => warm.close();
    // By default only the pages an edit affects are rendered again (scripts/host/plan/incremental.ts).
    let lastPlan: BuildPlanReport | null = null;
    const incremental: BuildFactory = (buildEnv) =>
      incrementalBuild({
        env: buildEnv,
        astro,
        currentRoot: () => rebuilder.root,
        onPlan: (plan) => (lastPlan = plan),
        log: (line) => log(`[rebuild] ${line}`),
      });
    const siteBuild = opts.makeBuild ? opts.makeBuild(env, astro, incremental) : incremental(env);
    // With transformations off, every build first makes the sized copies photos stored
    // through the Storage API lack, here in the server with the secret key (never in the build's env).
    const build: BuildCommand = async (outDir, request) => {
      await sizedCopiesBeforeBuild({
        url: api.url,
        secretKey: api.secretKey,
        imageTransformation: api.ctx.config.storage.imageTransformation,
        log: (line) => log(`[rebuild] ${line}`),
      });
      return siteBuild(outDir, request);
    };
    let initialRoot: string | null = null;
    for (const dir of opts.reuse ?? []) {
      const why = await staleReason(dir, api.ctx, api.url);
      if (why === null) {
        initialRoot = path.resolve(dir);
        break;
      }
      log(`Not reusing ${path.relative(process.cwd(), dir) || '.'}: ${why}`);
    }
    const rebuilder = new Rebuilder({
      buildsDir: opts.buildsDir,
      initialRoot: initialRoot ?? path.join(opts.buildsDir, 'none'),
      build: stamped(build, api.ctx, api.url),
      debounceMs: opts.debounceMs ?? 500,
      buildOnEdit: opts.buildOnEdit ?? true,
      log: (line) => log(`[rebuild] ${line}`),
    });
    if (initialRoot) {
      log(`Serving the existing build in ${path.relative(process.cwd(), initialRoot)}`);
    } else {
      log('Building the site from the database (astro build)...');
      const first = await rebuilder.buildNow();
      if (!first.ok) throw new Error(`the first build failed: ${first.error ?? 'unknown error'}`);
    }

    const siteLog = (l: string): void => log(`[site] ${l}`);
    const cspReports = opts.cspReports ? new CspReports(siteLog) : undefined;
    const site = await listenSite(
      createSiteServer({
        rebuilder,
        secret,
        log: siteLog,
        cspReports,
        vehicleIsPublic: vehicleIsPublicVia({ url: api.url, anonKey: api.anonKey }),
      }),
      opts.sitePort,
      host,
    );
    log(`Site on ${site.url}`);
    let stopping: Promise<void> | null = null;
    const stop = (): Promise<void> =>
      (stopping ??= (async () => {
        await site.close();
        await rebuilder.close();
        await closeBuilder();
        await api.stop();
      })());
    return { api, site, rebuilder, secret, hookUrl, stop, lastPlan: () => lastPlan };
  } catch (err) {
    await closeBuilder();
    await api.stop();
    throw err;
  }
}

/** Stops the stack once on SIGINT/SIGTERM (a second signal exits at once). */
export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void = console.log): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(130);
    stopping = true;
    log(`\n${signal}: stopping (waiting for the database to close)...`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
