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

/** The PGlite version (part of every cache key: a cluster belongs to one version). */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  // The package does not export its package.json; it sits one folder above dist/.
  const main = require.resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(join(dirname(main), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The cache folder for clusters, keyed by everything that shapes them. */
export function cachedClusterFile(kind: 'empty' | 'prepared', parts: readonly string[]): string | null {
  try {
    const key = createHash('sha256')
      .update([pgliteVersion(), ...parts].join('\0'))
      .digest('hex')
      .slice(0, 16);
    const dir = join(tmpdir(), 'mewah-supabase-cache');
    mkdirSync(dir, { recursive: true });
    return join(dir, `${kind}-${key}.tar`);
  } catch {
    return null;
  }
}

/** The file an empty cluster for this PGlite version and these extensions is cached in. */
function clusterCacheFile(extensions: string[]): string | null {
  return cachedClusterFile('empty', [[...extensions].sort().join(',')]);
}

interface OpenOptions {
  /** the server's data directory (the cluster is its pgdata/ folder) */
  dataDir: string;
  /** contrib extension names (extensions.ts) */
  extensions: string[];
  /** session settings run after every (re)open */
  sessionSql: string;
  /** a prepared cluster (see cachedClusterFile) a fresh directory starts from when the file exists */
  preparedCluster?: string | null;
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
        preparedCluster: opts.preparedCluster ?? null,
      },
      opts.log,
    );
  } catch (e) {
    throw new DataDirDamagedError(opts.dataDir, e);
  }
}
