// One migrated and seeded database per Vitest worker, lent to each test server in turn instead of
// a new cluster per file (opening one costs about two seconds of CPU; putting the rows back, a
// fraction of that). A file still starts from the seeded rows and sees nothing another file did:
// when its server stops, the rows go back as they were (scripts/supabase/db/snapshot.ts); a file
// that changed a definition (a function, grant, role setting, trigger), or whose statement timeout
// restarted the engine, leaves a database that is closed instead, and the next file opens a new one.
// The integration project keeps modules between files (vitest.config.ts, isolate: false), so
// this module's pool lives as long as its worker.
import {
  catalogFingerprint,
  prepareDatabase,
  restoreSnapshot,
  takeSnapshot,
  type PreparedDatabase,
} from '../../scripts/supabase/server.ts';

interface Pooled {
  prepared: PreparedDatabase;
  /** catalogFingerprint() when the database was lent */
  fingerprint: string;
  restarts: number;
}

/** Idle databases by seed file (a test may start a server in live mode, which seeds nothing). */
const idle = new Map<string, Pooled>();

async function openPooled(seedFile: string | false): Promise<Pooled> {
  const prepared = await prepareDatabase({ memory: true, quiet: true, seedFile });
  try {
    await takeSnapshot(prepared.db);
    return { prepared, fingerprint: await catalogFingerprint(prepared.db), restarts: prepared.db.restarts };
  } catch (e) {
    await prepared.close().catch(() => undefined);
    throw e;
  }
}

/** The worker's seeded database (a new one if none is idle); giveBack() once its server has stopped. */
export async function borrowDatabase(
  seedFile: string | false,
): Promise<{ database: PreparedDatabase; giveBack(): Promise<void> }> {
  const key = String(seedFile);
  const lent = idle.get(key) ?? (await openPooled(seedFile));
  idle.delete(key);
  const { db } = lent.prepared;
  const giveBack = async (): Promise<void> => {
    try {
      const reusable =
        !idle.has(key) && db.restarts === lent.restarts && (await catalogFingerprint(db)) === lent.fingerprint;
      if (!reusable) throw new Error('not reusable');
      await restoreSnapshot(db);
      // Emptying a table gives it new files, a new catalog row: the next file is compared with this.
      lent.fingerprint = await catalogFingerprint(db);
      idle.set(key, lent);
    } catch {
      await lent.prepared.close().catch(() => undefined);
    }
  };
  return { database: lent.prepared, giveBack };
}
