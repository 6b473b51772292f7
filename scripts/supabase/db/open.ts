// Opening the database engine (PGlite in its worker, engine.ts) with the extensions hosted
// Supabase preinstalls, and turning a damaged data directory into a clear message instead of a
// WebAssembly stack trace.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openEngine, type Database } from './engine.ts';

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

/** The file an empty cluster for this PGlite version and these extensions is cached in. */
function clusterCacheFile(extensions: string[]): string | null {
  try {
    const require = createRequire(import.meta.url);
    // The package does not export its package.json; it sits one folder above dist/.
    const main = require.resolve('@electric-sql/pglite');
    const pkg = JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const key = createHash('sha256')
      .update(`${pkg.version}\0${[...extensions].sort().join(',')}`)
      .digest('hex')
      .slice(0, 16);
    const dir = join(tmpdir(), 'mewah-supabase-cache');
    mkdirSync(dir, { recursive: true });
    return join(dir, `cluster-${key}.tar`);
  } catch {
    return null;
  }
}

export interface OpenOptions {
  /** the server's data directory (the cluster is its pgdata/ folder) */
  dataDir: string;
  /** contrib extension names (extensions.ts) */
  extensions: string[];
  /** session settings run after every (re)open */
  sessionSql: string;
  log?: (line: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<{ db: Database; fresh: boolean }> {
  try {
    return await openEngine(
      {
        pgdata: pgDataPath(opts.dataDir),
        extensions: opts.extensions,
        sessionSql: opts.sessionSql,
        clusterCache: clusterCacheFile(opts.extensions),
      },
      opts.log,
    );
  } catch (e) {
    throw new DataDirDamagedError(opts.dataDir, e);
  }
}
