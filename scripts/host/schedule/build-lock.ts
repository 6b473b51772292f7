// One `astro build` at a time on this machine, across processes: Astro's caches (.astro/,
// node_modules/.astro) are shared by every build of the project and not safe to write twice
// at once (an e2e stack and the bench may both be rebuilding). mkdir is atomic, so it is the lock.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { alive } from '../../lib/process.ts';

const POLL_MS = 150;

async function ownerOf(dir: string): Promise<number | null> {
  const text = await readFile(path.join(dir, 'pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Runs `task` while holding the machine-wide build lock (taken over if its owner died). */
export async function withBuildLock<T>(
  task: () => Promise<T>,
  onWait: (ownerPid: number | null) => void = () => undefined,
  lockDir = path.resolve('node_modules/.cache/mewah-astro-build.lock'),
): Promise<T> {
  await mkdir(path.dirname(lockDir), { recursive: true });
  let waitedSince = 0;
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = await ownerOf(lockDir);
      // A lock without a pid yet is being taken right now; give it a moment before judging it.
      if (!waitedSince) onWait(owner);
      waitedSince ||= Date.now();
      if ((owner !== null && !alive(owner)) || (owner === null && Date.now() - waitedSince > 5000)) {
        await rm(lockDir, { recursive: true, force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }
  try {
    return await task();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
