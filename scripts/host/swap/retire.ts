// After the swap (served-root.ts): what stays is the served build and the one before it (requests
// may still be reading it); older builds are deleted here.
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Deletes every build folder under `buildsDir` except `keep` (the served one and the previous). */
export async function retireOldBuilds(buildsDir: string, keep: readonly string[]): Promise<void> {
  const entries = await readdir(buildsDir).catch(() => [] as string[]);
  const kept = new Set(keep);
  const old = entries.map((name) => path.resolve(buildsDir, name)).filter((dir) => !kept.has(dir));
  if (old.length) await removeElsewhere(old);
}

/**
 * Deletes folders in a child process. A build of 10,000 pages is tens of thousands of files: in
 * this process their removal filled libuv's small thread pool, and the first requests for the
 * site just swapped in waited seconds behind it.
 */
function removeElsewhere(dirs: readonly string[]): Promise<void> {
  const script =
    'const fs=require("node:fs");for(const d of JSON.parse(process.argv[1]))fs.rmSync(d,{recursive:true,force:true});';
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script, JSON.stringify(dirs)], { stdio: 'ignore' });
    // If the child cannot run, remove them here after all.
    const fallback = (): void =>
      void Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))).then(
        () => resolve(),
        () => resolve(),
      );
    child.once('error', fallback);
    child.once('exit', (code) => (code === 0 ? resolve() : fallback()));
  });
}
