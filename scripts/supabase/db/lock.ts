// One process per data directory: PGlite has no locking of its own, and two writers would
// corrupt the files. The lock file holds the owner's pid; a lock whose pid is gone is taken over.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alive } from '../../lib/process.ts';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Supabase server (pid ${pid}). Stop it first, or use --data-dir for a separate copy.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  if (existsSync(file)) {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirLockedError(dataDir, pid);
  }
  writeFileSync(file, String(process.pid));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Only remove the lock if it is still ours.
      if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    },
  };
}
