// A throwaway database at hosted Supabase's starting point (the embedded server's bootstrap),
// ready for the migrations or the schema files. It lives in memory, in this process: nothing is
// written to disk but the bootstrapped cluster, built once per set of bootstrap files and kept in
// the server's cache folder, so each database after the first only unpacks it.
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { BOOKKEEPING_SQL, SESSION_SQL, bootstrap, bootstrapSteps } from '../supabase/db/bootstrap.ts';
import type { Database, Queryable } from '../supabase/db/engine.ts';
import { extensionsCreatedIn, extensionsFor } from '../supabase/db/extensions.ts';
import { loadExtensions } from '../supabase/db/pglite-extensions.ts';
import { adaptMigrationSql } from '../supabase/db/migrations.ts';
import { cachedClusterFile } from '../supabase/db/open.ts';

/** The contrib modules a set of SQL texts needs (pgcrypto and uuid-ossp always, as hosted). */
export const extensionsIn = (sqls: readonly string[]): string[] => extensionsFor(extensionsCreatedIn(sqls));

/** PGlite as the server's Database (the parts bootstrap and a migration use). */
function asDatabase(pg: PGlite): Database {
  const tx = (t: Queryable): Queryable => ({
    query: (sql, params) => t.query(sql, params),
    exec: (sql) => t.exec(sql),
  });
  return {
    query: (sql, params) => pg.query(sql, params),
    exec: (sql) => pg.exec(sql),
    transaction: (fn) => pg.transaction((t) => fn(tx(t))),
    close: () => pg.close(),
    dumpTo: async (path) => {
      const blob = await pg.dumpDataDir('none');
      const partial = `${path}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, path);
    },
    restarts: 0,
    ready: () => Promise.resolve(),
  };
}

export interface SqlFile {
  name: string;
  sql: string;
}

export interface FreshDatabase {
  db: Database;
  /** the engine itself (to serve it over the wire protocol) */
  pglite: PGlite;
  /** Runs SQL files in order, each in one transaction, adapted as the server adapts a migration. */
  apply(files: readonly SqlFile[]): Promise<void>;
  close(): Promise<void>;
}

/** Opens a new bootstrapped database in memory. */
export async function freshDatabase(extensionNames: readonly string[]): Promise<FreshDatabase> {
  const extensions = await loadExtensions(extensionNames);
  const cache = cachedClusterFile('prepared', [
    'bootstrapped, in memory',
    [...extensionNames].sort().join(','),
    BOOKKEEPING_SQL,
    ...bootstrapSteps().map((b) => `${b.name}\n${b.sql}`),
  ]);
  const cached = cache !== null && existsSync(cache);
  const pg = await PGlite.create({
    extensions,
    ...(cached ? { loadDataDir: new Blob([readFileSync(cache)]) } : {}),
  });
  const db = asDatabase(pg);
  try {
    await db.exec(SESSION_SQL);
    await bootstrap(db);
    if (cache && !cached) await db.dumpTo(cache).catch(() => undefined);
  } catch (e) {
    await pg.close().catch(() => undefined);
    throw e;
  }
  return {
    db,
    pglite: pg,
    async apply(files) {
      for (const f of files) {
        try {
          await db.transaction((t) => t.exec(adaptMigrationSql(f.sql)));
        } catch (e) {
          throw new Error(`${f.name} failed: ${(e as Error).message}`, { cause: e });
        }
      }
    },
    close: () => pg.close().catch(() => undefined),
  };
}

/** Reads files as { name, sql }, in the order given. */
export function readSqlFiles(paths: readonly string[]): SqlFile[] {
  return paths.map((p) => ({ name: p, sql: readFileSync(p, 'utf8') }));
}
