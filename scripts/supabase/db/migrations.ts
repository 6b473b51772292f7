// Applies supabase/migrations/<version>_<name>.sql in version order, once each, recording them in
// supabase_migrations.schema_migrations as the Supabase CLI does; then the seed on a new database.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database } from './engine.ts';

interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^(\d+)_(.+)\.sql$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1] ?? '', name: m[2] ?? '', path: join(dir, m[0]) }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

// Extensions hosted Supabase has but PGlite cannot load; the bootstrap provides what the
// project relies on (pg_net's net schema), so statements about them are dropped.
const UNAVAILABLE = [
  'pg_net',
  'supabase_vault',
  'pg_graphql',
  'pg_stat_statements',
  'pgsodium',
  'pgjwt',
  'pg_cron',
  'http',
  'pg_stat_monitor',
  'pgaudit',
  'plpgsql_check',
  'index_advisor',
  'wrappers',
];
const extName = String.raw`(?:"([^"]+)"|([A-Za-z0-9_-]+))`;

/** Makes an ordinary Supabase migration loadable on PGlite. */
export function adaptMigrationSql(sql: string): string {
  return sql
    .replace(
      new RegExp(String.raw`\b(create|drop|alter)\s+extension\s+(if\s+(?:not\s+)?exists\s+)?${extName}[^;]*;`, 'gi'),
      (stmt, verb: string, ifx: string | undefined, q?: string, u?: string) => {
        const name = (q ?? u ?? '').toLowerCase();
        if (UNAVAILABLE.includes(name)) return `-- skipped on PGlite: ${stmt.replace(/\s+/g, ' ')}`;
        // pgcrypto and uuid-ossp are preinstalled in schema extensions, as on hosted Supabase.
        if (verb.toLowerCase() === 'create' && !ifx) return stmt.replace(/extension\s+/i, 'extension if not exists ');
        return stmt;
      },
    )
    .replace(
      new RegExp(String.raw`\bcomment\s+on\s+extension\s+${extName}[^;]*;`, 'gi'),
      (stmt, q?: string, u?: string) =>
        UNAVAILABLE.includes((q ?? u ?? '').toLowerCase()) ? '-- skipped on PGlite' : stmt,
    );
}

export async function applyMigrations(db: Database, dir: string): Promise<MigrationFile[]> {
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const applied: MigrationFile[] = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(m.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(adaptMigrationSql(sql));
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [sql]],
        );
      });
    } catch (e) {
      throw new Error(`migration ${basename(m.path)} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(m);
  }
  return applied;
}

/** Runs the seed once per database (a restart keeps whatever the data has become). */
export async function applySeed(db: Database, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const seeded = await db.query('select 1 from supabase_migrations.seed_files limit 1');
  if (seeded.rows.length > 0) return false;
  const sql = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [basename(file), hash]);
    });
  } catch (e) {
    throw new Error(`seed ${basename(file)} failed: ${(e as Error).message}`, { cause: e });
  }
  return true;
}
