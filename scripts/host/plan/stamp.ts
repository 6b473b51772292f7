// A build stamp written beside each build, so `npm start` can tell whether an existing build
// still matches the data and the source (and skip a build when it does).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ServerContext } from '../../supabase/server.ts';
import type { BuildCommand } from '../builder/command.ts';

export const STAMP_FILE = '.mewah-build.json';

export const buildStampSchema = z.object({
  builtAt: z.string(),
  supabaseUrl: z.string(),
  /** Changes with any insert, update, soft or hard delete of a vehicle. */
  dataVersion: z.string(),
  /** Newest modification time of the inputs (src/, public/, config) when the build started. */
  sourceMtimeMs: z.number(),
});
export type BuildStamp = z.infer<typeof buildStampSchema>;

type Admin = Pick<ServerContext, 'asAdmin'>;

export async function dataVersion(ctx: Admin): Promise<string> {
  const { rows } = await ctx.asAdmin((tx) =>
    tx.query<{ v: string }>(
      `select count(*)::text || '|' || coalesce(max(updated_at)::text, '') || '|' || coalesce(max(deleted_at)::text, '') as v
       from public.vehicles`,
    ),
  );
  return rows[0]?.v ?? '';
}

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const names = await readdir(entry);
  const times = await Promise.all(names.map((n) => newestMtime(path.join(entry, n))));
  return Math.max(info.mtimeMs, ...times);
}

const SOURCES = ['src', 'public', 'astro.config.mjs', 'tailwind.config.mjs', 'tailwind.config.ts', 'package-lock.json'];
export async function sourceMtime(cwd = process.cwd()): Promise<number> {
  const times = await Promise.all(SOURCES.map((s) => newestMtime(path.join(cwd, s))));
  return Math.max(...times);
}

/** Wraps a build so a stamp describing what it was built from lands in its folder. */
export function stamped(build: BuildCommand, ctx: Admin, supabaseUrl: string): BuildCommand {
  return async (outDir, request) => {
    // Read before building: an edit made during the build must make this build stale.
    const stamp: BuildStamp = {
      builtAt: new Date().toISOString(),
      supabaseUrl,
      dataVersion: await dataVersion(ctx),
      sourceMtimeMs: await sourceMtime(),
    };
    await build(outDir, request);
    await writeFile(path.join(outDir, STAMP_FILE), JSON.stringify(stamp, null, 2));
  };
}

export async function readStamp(dir: string): Promise<BuildStamp | null> {
  const text = await readFile(path.join(dir, STAMP_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = buildStampSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** Why a build folder cannot be served as is, or null when it is fresh. */
export async function staleReason(dir: string, ctx: Admin, supabaseUrl: string): Promise<string | null> {
  const index = await stat(path.join(dir, 'index.html')).catch(() => null);
  if (!index) return 'no build yet';
  const stamp = await readStamp(dir);
  if (!stamp) return 'the build has no stamp (made by `astro build` alone)';
  if (stamp.supabaseUrl !== supabaseUrl) return `it was built against ${stamp.supabaseUrl}`;
  if (stamp.dataVersion !== (await dataVersion(ctx))) return 'the inventory changed since';
  if ((await sourceMtime()) > stamp.sourceMtimeMs) return 'the source changed since';
  return null;
}
