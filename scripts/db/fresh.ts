// A throwaway database at hosted Supabase's starting point (the embedded server's bootstrap),
// ready for the migrations or the schema files. It lives in memory, in this process: nothing is
// written to disk but the bootstrapped cluster, built once per set of bootstrap files and kept in
// the server's cache folder, so each database after the first only unpacks it.
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { PGlite, type Extension, type Extensions } from '@electric-sql/pglite';
import { BOOKKEEPING_SQL, bootstrap, bootstrapSteps } from '../supabase/db/bootstrap.ts';
import type { Database, Queryable } from '../supabase/db/engine.ts';
import { extensionsFor } from '../supabase/db/extensions.ts';
import { adaptMigrationSql } from '../supabase/db/migrations.ts';
import { cachedClusterFile } from '../supabase/db/open.ts';

/** The server's session settings (server.ts): extensions on the search path, as hosted. */
const SESSION_SQL = `set search_path to "$user", public, extensions`;

/** The contrib modules a set of SQL texts needs (pgcrypto and uuid-ossp always, as hosted). */
export function extensionsIn(sqls: readonly string[]): string[] {
  const names = new Set<string>();
  for (const sql of sqls) {
    for (const m of sql.matchAll(/\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([A-Za-z0-9_-]+))/gi)) {
      names.add((m[1] ?? m[2] ?? '').toLowerCase().replace(/-/g, '_'));
    }
  }
  return extensionsFor([...names]);
}

async function loadExtensions(names: readonly string[]): Promise<Extensions> {
  const out: Extensions = {};
  for (const name of names) {
    const mod = (await import(`@electric-sql/pglite/contrib/${name}`)) as Record<string, Extension>;
    const ext = mod[name];
    if (ext) out[name] = ext;
  }
  return out;
}

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
