// PGlite loads contrib extensions only when told at start-up. Hosted Supabase preinstalls
// pgcrypto and uuid-ossp; any other extension a migration creates is found by scanning the
// migrations and loaded from PGlite's bundled contrib modules when it has one.
import { readFileSync } from 'node:fs';
import { listMigrations } from './migrations.ts';

/** Contrib modules shipped with PGlite 0.5 (SQL name with '-' becomes '_'). */
const BUNDLED = new Set([
  'amcheck',
  'bloom',
  'btree_gin',
  'btree_gist',
  'citext',
  'cube',
  'dict_int',
  'dict_xsyn',
  'earthdistance',
  'fuzzystrmatch',
  'hstore',
  'intarray',
  'isn',
  'lo',
  'ltree',
  'moddatetime',
  'pg_trgm',
  'seg',
  'tablefunc',
  'tcn',
  'tsm_system_rows',
  'tsm_system_time',
  'unaccent',
]);

/** Extension names that these SQL texts create. */
export function extensionsCreatedIn(sqls: readonly string[]): string[] {
  const names = new Set<string>();
  for (const sql of sqls) {
    for (const match of sql.matchAll(
      /\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([A-Za-z0-9_-]+))/gi,
    )) {
      names.add((match[1] ?? match[2] ?? '').toLowerCase().replace(/-/g, '_'));
    }
  }
  return [...names];
}

/** Extension names created by the migrations in `dir`. */
export function extensionsUsedBy(dir: string): string[] {
  return extensionsCreatedIn(listMigrations(dir).map((m) => readFileSync(m.path, 'utf8')));
}

/** The contrib modules the engine loads (engine-worker.ts imports each by name). */
export function extensionsFor(names: string[]): string[] {
  const out = new Set(['pgcrypto', 'uuid_ossp']);
  for (const name of names) if (BUNDLED.has(name)) out.add(name);
  return [...out];
}
