// Brings a database to "what hosted Supabase provides before migrations": roles, auth, storage
// and pg_net's schema. Each step is recorded, so a restart runs only steps that are new
// (e.g. a bootstrap file added after the data directory was created).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './engine.ts';

const here = (rel: string): string => fileURLToPath(new URL(rel, import.meta.url));

interface BootstrapStep {
  name: string;
  sql: string;
}

/** The SQL files in sql/, in order; each is one step, recorded under its name. */
const STEPS = ['roles', 'auth', 'storage', 'pgnet', 'auth-signups', 'auth-mfa', 'pgcron'] as const;

export function bootstrapSteps(): BootstrapStep[] {
  return STEPS.map((name) => ({ name, sql: readFileSync(here(`../sql/${name}.sql`), 'utf8') }));
}

/** The session settings run after every open: extensions on the search path, as hosted Supabase has them. */
export const SESSION_SQL = `set search_path to "$user", public, extensions`;

export const BOOKKEEPING_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key, statements text[], name text
  );
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
  create table if not exists supabase_migrations.bootstrap_steps (
    name text primary key, applied_at timestamptz not null default now()
  );
`;

/** Runs the bootstrap steps not yet applied; returns their names. */
export async function bootstrap(db: Database): Promise<string[]> {
  await db.exec(BOOKKEEPING_SQL);
  const done = new Set(
    (await db.query<{ name: string }>('select name from supabase_migrations.bootstrap_steps')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const step of bootstrapSteps()) {
    if (done.has(step.name)) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.exec(step.sql);
        await tx.query('insert into supabase_migrations.bootstrap_steps (name) values ($1)', [step.name]);
      });
    } catch (e) {
      throw new Error(`bootstrap step "${step.name}" failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(step.name);
  }
  return applied;
}
