// Incremental rebuilds for the rebuild loop. Each build reads the inventory once (the one paged
// reader), hands it to Astro in the rebuild contract's file (src/data/vehicles/rebuild-contract.server.ts),
// and leaves a manifest (src/data/vehicles/build-plan.server.ts) of what every vehicle page shows.
// The next build compares the data with that manifest and renders only the vehicle pages and static
// inventory pages (/inventory/N) that differ, plus every page built once (landing, /inventory,
// index, sitemap...), into a scratch folder, with Astro's supported API only (getStaticPaths
// filtered through the contract's onlyVehicles and onlyInventory). The new site
// is a hard-linked copy of the served one with those files replaced and the pages of vanished
// vehicles and inventory pages removed; the rebuilder swaps it in as usual.
// A full build happens when asked, when the served build has no manifest, when the source
// changed since it was built, and when most vehicle pages changed anyway.
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { limits } from '~/config/constants';
import {
  affectedPages,
  fromRow,
  manifestOf,
  MANIFEST_FILE,
  MANIFEST_VERSION,
  readAll,
  toCard,
  vehiclePagesOf,
  writeRebuildContract,
  type BuildManifest,
} from '~/data/vehicles/server';
import { LANGS, paths } from '~/lib/paths';
import type { AstroBuildEnv } from '../builder/astro-build.ts';
import type { BuildCommand, BuildRequest } from '../builder/command.ts';
import { readStamp, sourceMtime, STAMP_FILE } from './stamp.ts';

export interface IncrementalOptions {
  env: AstroBuildEnv;
  /** Makes an Astro build command for an env (the stack's warm worker, locked). */
  astro: (env: AstroBuildEnv) => BuildCommand;
  /** The folder being served now: the base an incremental build starts from. */
  currentRoot: () => string;
  /** Above this share of vehicle pages to render, a full build is simpler and as fast. */
  maxShare?: number;
  /** Told what each successful build did (full or incremental, and why). */
  onPlan?: (plan: BuildPlanReport) => void;
  log?: (line: string) => void;
}

/** What the last build did, for logs, tests and the bench. */
export interface BuildPlanReport {
  kind: 'full' | 'incremental';
  reason: string;
  rendered: number;
  removed: number;
  /** Static inventory pages (/inventory/N, each in every language) rendered. */
  inventoryRendered: number;
}

const PAGE = 1000;
const MIN_FOR_FULL_BY_SHARE = 200;

async function readManifest(dir: string): Promise<BuildManifest | null> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const m = JSON.parse(text) as BuildManifest;
    return m.version === MANIFEST_VERSION && Array.isArray(m.vehicles) ? m : null;
  } catch {
    return null;
  }
}

/** Recreates `from` under `to` with hard links (no file content is copied), minus `skip`. */
export async function linkTree(from: string, to: string, skip: (rel: string) => boolean, rel = ''): Promise<void> {
  await mkdir(path.join(to, rel), { recursive: true });
  const entries = await readdir(path.join(from, rel), { withFileTypes: true });
  await Promise.all(
    entries.map(async (e) => {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (skip(child)) return;
      if (e.isDirectory()) await linkTree(from, to, skip, child);
      else await link(path.join(from, child), path.join(to, child));
    }),
  );
}

/** Moves every file of `from` into `to`, replacing (never writing through) what is there. */
async function moveInto(from: string, to: string, rel = ''): Promise<void> {
  const entries = await readdir(path.join(from, rel), { withFileTypes: true });
  await mkdir(path.join(to, rel), { recursive: true });
  await Promise.all(
    entries.map(async (e) => {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await moveInto(from, to, child);
      else await rename(path.join(from, child), path.join(to, child));
    }),
  );
}

export function incrementalBuild(opts: IncrementalOptions): BuildCommand {
  const log = opts.log ?? (() => undefined);
  const maxShare = opts.maxShare ?? 0.5;

  return async (outDir: string, request?: BuildRequest): Promise<void> => {
    const work = `${outDir}.work`;
    const t0 = performance.now();
    const phases: string[] = [];
    let mark = t0;
    const lap = (name: string): void => {
      const now = performance.now();
      phases.push(`${name} ${((now - mark) / 1000).toFixed(1)} s`);
      mark = now;
    };
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    try {
      // What this build will show: read once, handed to Astro, and described in the manifest.
      const rows = await readAll(
        { url: opts.env.supabaseUrl, anonKey: opts.env.anonKey },
        { columns: 'page', limit: PAGE },
      ).catch((err: unknown) => {
        const why = err instanceof Error ? err.message : String(err);
        throw new Error(`astro build not started: cannot read the inventory from ${opts.env.supabaseUrl} (${why})`);
      });
      const vehicles = rows.map(fromRow);
      const manifest = manifestOf(vehiclePagesOf(vehicles, vehicles.map(toCard), limits.similarCount), toCard);
      lap('read and plan');

      const root = opts.currentRoot();
      const before = await readManifest(root);
      const stamp = await readStamp(root);
      let reason: string | null = null;
      if (request?.full || process.env.REBUILD_FULL === '1') reason = 'a full build was asked for';
      else if (!before) reason = 'the served build has no manifest';
      else if (!stamp || (await sourceMtime()) > stamp.sourceMtimeMs)
        reason = 'the source changed since the served build';
      const affected = before ? affectedPages(before, manifest) : null;
      // A small inventory always builds incrementally (rendering is cheap either way, and the
      // path stays exercised at seed size); a large one rebuilds fully when most pages changed.
      const total = manifest.vehicles.length;
      if (!reason && affected && total >= MIN_FOR_FULL_BY_SHARE && affected.render.length > maxShare * total) {
        reason = `${affected.render.length} of ${total} vehicle pages changed`;
      }

      let last: BuildPlanReport;
      if (reason !== null || !affected) {
        const contract = await writeRebuildContract(work, { rows });
        await opts.astro({ ...opts.env, rebuild: contract })(outDir);
        lap('astro');
        last = {
          kind: 'full',
          reason: reason ?? 'full',
          rendered: manifest.vehicles.length,
          removed: 0,
          inventoryRendered: manifest.inventory.length,
        };
      } else {
        const contract = await writeRebuildContract(work, {
          rows,
          onlyVehicles: affected.render,
          onlyInventory: affected.inventoryRender,
        });
        const partial = path.join(work, 'partial');
        // The served build, hard-linked, without: its stamp and manifest (written anew below,
        // and writing through a link would change the served build), and the pages of vehicles
        // and inventory pages that are gone. What the partial build renders replaces its linked
        // copy afterwards (moveInto). The links are made while Astro builds in its own process
        // (they depend on nothing it makes). Each vehicle and inventory page exists once per
        // language (/vehicle/x and /ms/vehicle/x).
        const removed = new Set([
          ...affected.remove.flatMap((id) => LANGS.map((lang) => paths.vehicle(id, lang).slice(1))),
          ...affected.inventoryRemove.flatMap((n) => LANGS.map((lang) => paths.inventoryPage(n, lang).slice(1))),
        ]);
        const linked = linkTree(root, outDir, (rel) => rel === STAMP_FILE || rel === MANIFEST_FILE || removed.has(rel));
        const built = opts.astro({ ...opts.env, rebuild: contract })(partial);
        // Both settle before either failure is reported (nothing is left writing into outDir).
        const [link, astro] = await Promise.allSettled([linked, built]);
        if (astro.status === 'rejected') throw astro.reason;
        if (link.status === 'rejected') throw link.reason;
        lap('astro and link');
        await moveInto(partial, outDir);
        lap('move');
        last = {
          kind: 'incremental',
          reason: 'only the affected pages',
          rendered: affected.render.length,
          removed: affected.remove.length,
          inventoryRendered: affected.inventoryRender.length,
        };
      }
      await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
      log(
        `${last.kind} build: ${last.reason}; ${last.rendered} vehicle page(s) and ${last.inventoryRendered} inventory page(s) rendered, ${last.removed} removed (${phases.join(', ')})`,
      );
      opts.onPlan?.(last);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
