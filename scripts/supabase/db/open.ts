// Opening PGlite with the extensions hosted Supabase preinstalls, in memory or on disk, and
// turning a damaged data directory into a clear message instead of a WebAssembly stack trace.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';

export class DataDirDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    cause: unknown,
  ) {
    super(
      `The database in ${dataDir} could not be opened (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'It may be damaged or from another PGlite version. Start with --reset to recreate it (this deletes local data).',
    );
    this.name = 'DataDirDamagedError';
  }
}

export function pgDataPath(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

async function freshCluster(extensions: Extensions): Promise<Blob> {
  const mem = await PGlite.create({ extensions });
  try {
    return await mem.dumpDataDir('none');
  } finally {
    await mem.close();
  }
}

export async function openDatabase(
  dataDir: string | null,
  extensions: Extensions,
): Promise<{ db: PGlite; fresh: boolean }> {
  if (!dataDir) return { db: await PGlite.create({ extensions }), fresh: true };
  const dir = pgDataPath(dataDir);
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  let db: PGlite | undefined;
  try {
    // initdb straight onto the host file system is slow (many small synced writes); building the
    // cluster in memory and unpacking it into the directory is several times faster.
    const loadDataDir = fresh ? await freshCluster(extensions) : undefined;
    db = await PGlite.create({ dataDir: dir, extensions, loadDataDir });
    await db.query('select 1');
  } catch (e) {
    await db?.close().catch(() => undefined);
    throw new DataDirDamagedError(dataDir, e);
  }
  return { db, fresh };
}
