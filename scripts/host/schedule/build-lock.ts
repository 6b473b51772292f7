// One `astro build` at a time on this machine, across processes: Astro's caches (.astro/,
// node_modules/.astro) are shared by every build of the project and not safe to write twice
// at once (an e2e stack and the bench may both be rebuilding). The lock is a folder holding its
// owner's pid, made beside it and renamed into place: a rename onto a folder that exists (and holds
// a pid) fails, so taking the lock is atomic and no one ever sees a lock without its owner. (With
// mkdir then a pid file, a waiter could find the folder still empty, judge it abandoned and remove
// it under its new owner, whose build then failed.)
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { alive } from '../../lib/process.ts';

const POLL_MS = 150;

/**
 * Removes the lock folder by renaming it away first, then deleting the renamed copy. Deleted in
 * place, the folder was empty for a moment (its pid file gone, the folder not yet): a waiter's
 * rename onto an empty folder succeeds, and the removal's rmdir then failed with ENOTEMPTY under
 * the new owner, failing a build that had succeeded. False when the folder was gone already.
 */
async function removeLock(lockDir: string): Promise<boolean> {
  const away = `${lockDir}.released.${randomUUID()}`;
  try {
    await rename(lockDir, away);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await rm(away, { recursive: true, force: true });
  return true;
}

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
  const mine = `${lockDir}.${process.pid}.${randomUUID()}`;
  await mkdir(mine, { recursive: true });
  await writeFile(path.join(mine, 'pid'), String(process.pid));
  let waiting = false;
  // Since when the lock has been seen without a readable owner (a folder left by a crash).
  let ownerlessSince = 0;
  try {
    for (;;) {
      try {
        await rename(mine, lockDir);
        break;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw err;
        const owner = await ownerOf(lockDir);
        if (!waiting) onWait(owner);
        waiting = true;
        ownerlessSince = owner === null ? ownerlessSince || Date.now() : 0;
        if ((owner !== null && !alive(owner)) || (ownerlessSince && Date.now() - ownerlessSince > 5000)) {
          await removeLock(lockDir);
          ownerlessSince = 0;
          continue;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
  } catch (err) {
    await rm(mine, { recursive: true, force: true });
    throw err;
  }
  try {
    return await task();
  } finally {
    await removeLock(lockDir);
  }
}
