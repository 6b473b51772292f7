// `npm run build:ci`: the production build a host's CI runs (.github/workflows/rebuild.yml),
// incremental when the previous build is restored from the CI cache. With `--previous <dir>`
// holding a build of the same source (the workflow's cache key is a hash of the source, so a
// restored build always is), only the pages an edit affects are rendered again, as in the rebuild
// loop (scripts/host/plan/incremental.ts); with none, a full build. Reads the inventory with the
// PUBLIC_* settings of the environment (the hosted project's URL and publishable key). The output is
// `--out` (default dist/); its dot-files (the manifest and the stamp) are what the next run needs
// and are never published (actions/upload-pages-artifact leaves dot-files out).
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settingFrom } from '~/config/env-schema';
import { apiKeyOf } from '~/config/local-supabase';
import { readFlag } from './args.ts';
import { astroBuild } from './builder/astro-build.ts';
import { incrementalBuild, type BuildPlanReport } from './plan/incremental.ts';
import { readStamp, sourceMtime, STAMP_FILE, type BuildStamp } from './plan/stamp.ts';
import { limitWarnings, measureOutput, plansFor } from '~/integrations/host-limits';
import { sizedCopiesBeforeBuild } from '../photos/sized.ts';

const argv = process.argv.slice(2);
const out = path.resolve(readFlag(argv, 'out') ?? 'dist');
const previousArg = readFlag(argv, 'previous');
const previous = previousArg ? path.resolve(previousArg) : null;
const env = {
  supabaseUrl: settingFrom(process.env, 'PUBLIC_SUPABASE_URL'),
  // The publishable key; the deprecated PUBLIC_SUPABASE_ANON_KEY is read when it is empty.
  anonKey: apiKeyOf(
    settingFrom(process.env, 'PUBLIC_SUPABASE_PUBLISHABLE_KEY'),
    settingFrom(process.env, 'PUBLIC_SUPABASE_ANON_KEY'),
  ),
  siteUrl: settingFrom(process.env, 'PUBLIC_SITE_URL'),
  onOutput: (line: string) => console.log(line),
};

/** A restored build is of this very source (the cache key says so): mark it so, whatever the checkout's file times. */
async function adopt(dir: string): Promise<string | null> {
  if (!(await stat(path.join(dir, 'index.html')).catch(() => null))) return null;
  const stamp: BuildStamp = {
    ...((await readStamp(dir)) ?? { builtAt: new Date(0).toISOString(), dataVersion: '' }),
    supabaseUrl: env.supabaseUrl,
    sourceMtimeMs: await sourceMtime(),
  };
  await writeFile(path.join(dir, STAMP_FILE), JSON.stringify(stamp, null, 2));
  return dir;
}

const started = performance.now();
// PUBLIC_IMAGE_TRANSFORMATION=off (no transformations on the plan): first the sized copies
// photos stored through the Storage API lack, with SUPABASE_SECRET_KEY (a CI secret, read here only;
// astroBuild leaves it out of the build's environment).
await sizedCopiesBeforeBuild({
  url: env.supabaseUrl,
  secretKey: process.env.SUPABASE_SECRET_KEY || undefined,
  imageTransformation: settingFrom(process.env, 'PUBLIC_IMAGE_TRANSFORMATION') !== 'off',
  log: (line) => console.log(line),
});
const base = previous ? await adopt(previous) : null;
console.log(
  base ? `previous build restored from ${path.relative(process.cwd(), base)}` : 'no previous build: full build',
);
const next = `${out}.next`;
await rm(next, { recursive: true, force: true });
let plan: BuildPlanReport | null = null;
await incrementalBuild({
  env,
  astro: astroBuild,
  // No previous build: an empty folder, which has no manifest, so the build is full.
  currentRoot: () => base ?? path.join(next, '.none'),
  onPlan: (p) => (plan = p),
  log: (line) => console.log(line),
})(next);
const stamp: BuildStamp = {
  builtAt: new Date().toISOString(),
  supabaseUrl: env.supabaseUrl,
  dataVersion: '',
  sourceMtimeMs: await sourceMtime(),
};
await writeFile(path.join(next, STAMP_FILE), JSON.stringify(stamp, null, 2));
await rm(out, { recursive: true, force: true });
await rename(next, out);
const report = plan as BuildPlanReport | null;
// A full build reported the site's size itself (the host-limits integration); an incremental one
// rendered a few pages only, so the whole output is measured here.
if (report?.kind === 'incremental') {
  const size = measureOutput(out);
  console.log(`output: ${size.files.toLocaleString('en-US')} files, ${(size.bytes / 1024 / 1024).toFixed(1)} MiB`);
  for (const warning of limitWarnings(size, plansFor(process.env.HOST_PLAN || undefined)))
    console.warn(`warning: ${warning}`);
}
console.log(
  `build:ci ${report?.kind ?? 'full'} build in ${((performance.now() - started) / 1000).toFixed(1)} s into ${path.relative(process.cwd(), out) || '.'}`,
);
