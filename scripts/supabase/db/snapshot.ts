// A database's rows, kept so that it can be put back as it was: the integration tests serve one
// migrated and seeded database per worker, and each test file starts from the same rows instead of
// opening a new cluster (half a second of work in the engine's own thread, and a second more of
// unpacking it onto disk). Only rows go back: a file that changed a definition (a table, function,
// role, grant, setting) is seen by catalogFingerprint(), and its database is not reused.
//
// The copies live in temporary tables of PGlite's one session, so no schema a test can see gains a
// table; a restart of the engine (a statement timeout) loses them, and restoreSnapshot() then fails.
import { SESSION_SQL } from './bootstrap.ts';
import type { Database } from './engine.ts';

/** Copies every table's rows and every sequence's position (run once, on the seeded database). */
const TAKE_SQL = `
create temp table snapshot_tables (n int primary key, rel regclass not null, cols text not null, rows bigint not null);
create temp table snapshot_since (xid bigint not null);
create temp table snapshot_sequences (seq regclass primary key, last_value bigint not null, is_called bool not null);
do $$
declare
  r record;
  i int := 0;
  v bigint;
  called bool;
begin
  for r in
    select c.oid::regclass as rel,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as cols
    from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where c.relkind = 'r' and c.relnatts > 0 and s.nspname not in ('pg_catalog', 'information_schema')
      and s.nspname !~ '^pg_(toast|temp_|toast_temp_)'
  loop
    continue when r.cols is null;
    i := i + 1;
    execute format('create temp table snapshot_rows_%s as select %s from only %s', i, r.cols, r.rel);
    execute format('insert into snapshot_tables select %s, %L::regclass, %L, count(*) from snapshot_rows_%s', i, r.rel, r.cols, i);
  end loop;
  for r in
    select c.oid::regclass as seq from pg_class c join pg_namespace s on s.oid = c.relnamespace
    where c.relkind = 'S' and s.nspname !~ '^pg_(toast|temp_|toast_temp_)'
  loop
    execute format('select last_value, is_called from %s', r.seq) into v, called;
    insert into snapshot_sequences values (r.seq, v, called);
  end loop;
  insert into snapshot_since values (pg_catalog.pg_current_xact_id()::text::bigint);
end $$;
`;

/**
 * Puts back the rows of each table a file changed: one whose row count differs, or that holds a
 * row written after the last restore (a row's xmin is the transaction that wrote it; an update
 * writes a new row). Triggers and foreign-key checks are off (the rows were consistent when
 * copied). Every sequence goes back to where it was. Then it ends what a file may have left in the
 * session (settings, prepared statements, listeners, advisory locks).
 */
const RESTORE_SQL = `
set session_replication_role = replica;
do $$
declare
  r record;
  since bigint := (select xid from snapshot_since);
  changed bool;
begin
  for r in select * from snapshot_tables order by n loop
    execute format(
      'select (select count(*) from only %1$s) <> %2$s or exists (select 1 from only %1$s where xmin::text::bigint > %3$s)',
      r.rel, r.rows, since) into changed;
    continue when not changed;
    execute format('delete from only %s', r.rel);
    execute format('insert into %s (%s) overriding system value select %s from snapshot_rows_%s', r.rel, r.cols, r.cols, r.n);
  end loop;
  for r in select * from snapshot_sequences loop
    perform pg_catalog.setval(r.seq, r.last_value, r.is_called);
  end loop;
  update snapshot_since set xid = pg_catalog.pg_current_xact_id()::text::bigint;
end $$;
close all;
deallocate all;
unlisten *;
select pg_catalog.pg_advisory_unlock_all();
reset session authorization;
reset all;
discard sequences;
discard plans;
`;

/**
 * Every definition's version: each catalog row's creating transaction. Any DDL, grant, role or
 * setting change (and any temporary table a test makes) writes a new row version, so the value
 * changes; rows written to tables do not touch the catalogs.
 */
const FINGERPRINT_SQL = `
select md5(string_agg(k, ',' order by k)) as fingerprint from (
  select 'class' || oid || ':' || xmin as k from pg_class
  union all select 'attribute' || attrelid || '.' || attnum || ':' || xmin from pg_attribute
  union all select 'attrdef' || oid || ':' || xmin from pg_attrdef
  union all select 'constraint' || oid || ':' || xmin from pg_constraint
  union all select 'index' || indexrelid || ':' || xmin from pg_index
  union all select 'proc' || oid || ':' || xmin from pg_proc
  union all select 'namespace' || oid || ':' || xmin from pg_namespace
  union all select 'type' || oid || ':' || xmin from pg_type
  union all select 'enum' || oid || ':' || xmin from pg_enum
  union all select 'trigger' || oid || ':' || xmin from pg_trigger
  union all select 'event_trigger' || oid || ':' || xmin from pg_event_trigger
  union all select 'policy' || oid || ':' || xmin from pg_policy
  union all select 'rewrite' || oid || ':' || xmin from pg_rewrite
  union all select 'sequence' || seqrelid || ':' || xmin from pg_sequence
  union all select 'authid' || oid || ':' || xmin from pg_authid
  union all select 'auth_members' || oid || ':' || xmin from pg_auth_members
  union all select 'role_setting' || setdatabase || '.' || setrole || ':' || xmin from pg_db_role_setting
  union all select 'default_acl' || oid || ':' || xmin from pg_default_acl
  union all select 'extension' || oid || ':' || xmin from pg_extension
  union all select 'database' || oid || ':' || xmin from pg_database
  union all select 'publication' || oid || ':' || xmin from pg_publication
  union all select 'description' || objoid || '.' || classoid || '.' || objsubid || ':' || xmin from pg_description
) catalog
`;

export async function takeSnapshot(db: Database): Promise<void> {
  await db.exec(TAKE_SQL);
}

/** Puts the rows back as takeSnapshot() found them, and the session as a new open leaves it. */
export async function restoreSnapshot(db: Database): Promise<void> {
  await db.exec(`${RESTORE_SQL}\n${SESSION_SQL}`);
}

export async function catalogFingerprint(db: Database): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}
