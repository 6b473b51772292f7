// The public schema's TypeScript types, read from a migrated database's own catalog (pg_catalog), in
// the shape `supabase gen types typescript` writes (postgres-meta's TypeScript template): `Json`,
// `Database` with Tables (Row / Insert / Update / Relationships), Views, Functions, Enums and
// CompositeTypes, then the helper types `Tables<>`, `TablesInsert<>`, `TablesUpdate<>`, `Enums<>`,
// `CompositeTypes<>` and the `Constants` object. Names sort as the CLI sorts them, so the same
// schema always gives the same text. Used by scripts/gen-types.ts and the staleness test.
import prettier from 'prettier';
import type { Queryable } from '../supabase/server.ts';

/** The schema the types describe (the CLI's default). */
const SCHEMA = 'public';
/** The PostgREST feature set supabase-js picks from the types (`__InternalSupabase`). */
const POSTGREST_VERSION = '12';

interface Relation {
  oid: number;
  name: string;
  kind: string;
}
interface Column {
  relid: number;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}
interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  in_types: string[];
  defaults: number;
  returns: string;
  returns_set: boolean;
  returns_relid: number;
}
interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  one_to_one: boolean;
}
interface PgType {
  name: string;
  kind: string;
  relid: number;
  labels: string[] | null;
}

export interface Catalog {
  relations: Relation[];
  columns: Column[];
  functions: FunctionRow[];
  foreignKeys: ForeignKey[];
  types: PgType[];
}

const rows = async <T>(db: Queryable, sql: string): Promise<T[]> => (await db.query<T>(sql, [SCHEMA])).rows;

/** What the template needs of the catalog. Objects that belong to an extension are left out, as the CLI does. */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const notExtension = (cls: string, oid: string): string =>
    `not exists (select 1 from pg_depend d where d.classid = '${cls}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const relations = await rows<Relation>(
    db,
    `select c.oid::int as oid, c.relname as name, c.relkind::text as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and ${notExtension('pg_class', 'c.oid')}`,
  );
  const columns = await rows<Column>(
    db,
    `select a.attrelid::int as relid, a.attname as name, t.typname as type, not a.attnotnull as nullable,
            a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and a.attnum > 0 and not a.attisdropped`,
  );
  const functions = await rows<FunctionRow>(
    db,
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, i)
                  join pg_type t on t.oid = a.oid order by a.i)::text[] as arg_types,
            array(select t.typname from unnest(p.proargtypes::oid[]) with ordinality a(oid, i)
                  join pg_type t on t.oid = a.oid order by a.i)::text[] as in_types,
            p.pronargdefaults::int as defaults, r.typname as returns, p.proretset as returns_set,
            r.typrelid::int as returns_relid
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type r on r.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and r.typname not in ('trigger', 'event_trigger')
        and ${notExtension('pg_proc', 'p.oid')}`,
  );
  const foreignKeys = await rows<ForeignKey>(
    db,
    `select k.conname as name, c.relname as relation, f.relname as referenced_relation,
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
            array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[] as referenced_columns,
            exists (select 1 from pg_index x where x.indrelid = k.conrelid and x.indisunique
                      and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                        = (select array_agg(v order by v) from unnest(k.conkey) v)) as one_to_one
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class f on f.oid = k.confrelid join pg_namespace fn on fn.oid = f.relnamespace
      where k.contype = 'f' and cn.nspname = $1 and fn.nspname = $1`,
  );
  const types = await rows<PgType>(
    db,
    `select t.typname as name, t.typtype::text as kind, t.typrelid::int as relid,
            case when t.typtype = 'e' then array(select e.enumlabel from pg_enum e where e.enumtypid = t.oid
                                                   order by e.enumsortorder)::text[] end as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
       left join pg_class c on c.oid = t.typrelid
      where n.nspname = $1 and (t.typtype = 'e' or (t.typtype = 'c' and c.relkind = 'c'))
        and ${notExtension('pg_type', 't.oid')}`,
  );
  return { relations, columns, functions, foreignKeys, types };
}

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name);
const key = (name: string): string => JSON.stringify(name);
const never = '[_ in never]: never';

/** A Postgres type name → its TypeScript type, as the CLI maps them. */
function tsType(pg: string, cat: Catalog): string {
  if (pg === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'].includes(pg)) return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'vector',
      'interval',
      'inet',
      'name',
    ].includes(pg)
  )
    return 'string';
  if (pg === 'json' || pg === 'jsonb') return 'Json';
  if (pg === 'void') return 'undefined';
  if (pg === 'record') return 'Record<string, unknown>';
  if (pg.startsWith('_')) return `(${tsType(pg.slice(1), cat)})[]`;
  const own = cat.types.find((t) => t.name === pg);
  if (own?.kind === 'e') return `Database[${key(SCHEMA)}]['Enums'][${key(pg)}]`;
  if (own?.kind === 'c') return `Database[${key(SCHEMA)}]['CompositeTypes'][${key(pg)}]`;
  const rel = cat.relations.find((r) => r.name === pg);
  if (rel)
    return `Database[${key(SCHEMA)}][${key(rel.kind === 'v' || rel.kind === 'm' ? 'Views' : 'Tables')}][${key(pg)}]['Row']`;
  return 'unknown';
}

const columnsOf = (relid: number, cat: Catalog): Column[] => cat.columns.filter((c) => c.relid === relid).sort(byName);
const rowType = (relid: number, cat: Catalog): string =>
  `{ ${columnsOf(relid, cat)
    .map((c) => `${key(c.name)}: ${tsType(c.type, cat)}${c.nullable ? ' | null' : ''}`)
    .join('; ')} }`;

function insertOrUpdate(relid: number, cat: Catalog, mode: 'insert' | 'update'): string {
  const fields = columnsOf(relid, cat).map((c) => {
    if (c.identity === 'a' || c.generated === 's') return `${key(c.name)}?: never`;
    const optional = mode === 'update' || c.nullable || c.identity === 'd' || c.has_default;
    return `${key(c.name)}${optional ? '?' : ''}: ${tsType(c.type, cat)}${c.nullable ? ' | null' : ''}`;
  });
  return `{ ${fields.join('; ')} }`;
}

function relationships(name: string, cat: Catalog): string {
  const fks = cat.foreignKeys
    .filter((f) => f.relation === name)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name) ||
        a.referenced_relation.localeCompare(b.referenced_relation) ||
        JSON.stringify(a.referenced_columns).localeCompare(JSON.stringify(b.referenced_columns)),
    );
  return `[${fks
    .map(
      (f) =>
        `{ foreignKeyName: ${key(f.name)}; columns: ${JSON.stringify(f.columns)}; isOneToOne: ${f.one_to_one}; referencedRelation: ${key(f.referenced_relation)}; referencedColumns: ${JSON.stringify(f.referenced_columns)} }`,
    )
    .join(', ')}]`;
}

/** A function's callable arguments (its in arguments), or null when the CLI leaves it out (unnamed ones). */
function argsOf(fn: FunctionRow, cat: Catalog): string | null {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  const ins = fn.arg_types
    .map((type, i) => ({ type, mode: modes[i] ?? 'i', name: names[i] ?? '' }))
    .filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  if (ins.some((a) => a.name === '') && ins.length !== 1) return null;
  if (ins.length === 0) return 'never';
  const firstDefault = ins.length - fn.defaults;
  return `{ ${ins.map((a, i) => `${key(a.name)}${i >= firstDefault ? '?' : ''}: ${tsType(a.type, cat)}`).join('; ')} }`;
}

function returnsOf(fn: FunctionRow, cat: Catalog): string {
  const modes = fn.arg_modes ?? [];
  const table = fn.arg_types
    .map((type, i) => ({ type, mode: modes[i], name: fn.arg_names?.[i] ?? '' }))
    .filter((a) => a.mode === 't');
  let type: string;
  if (table.length > 0) type = `{ ${table.map((a) => `${key(a.name)}: ${tsType(a.type, cat)}`).join('; ')} }`;
  else if (cat.relations.some((r) => r.oid === fn.returns_relid)) type = rowType(fn.returns_relid, cat);
  else type = tsType(fn.returns, cat);
  return fn.returns_set ? `${type}[]` : type;
}

function functionsOf(cat: Catalog): string {
  const groups = new Map<string, FunctionRow[]>();
  for (const fn of [...cat.functions].sort(byName)) {
    if (argsOf(fn, cat) === null) continue;
    groups.set(fn.name, [...(groups.get(fn.name) ?? []), fn]);
  }
  if (groups.size === 0) return never;
  return [...groups]
    .map(([name, fns]) => {
      const args = [...new Set(fns.map((f) => argsOf(f, cat)))].join(' | ');
      return `${key(name)}: { Args: ${args}; Returns: ${returnsOf(fns[0] as FunctionRow, cat)} }`;
    })
    .join('; ');
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;
type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, '${SCHEMA}'>];
type SchemaName = keyof DatabaseWithoutInternals;
type TablesAndViews<S extends SchemaName> = DatabaseWithoutInternals[S]['Tables'] & DatabaseWithoutInternals[S]['Views'];

export type Tables<
  NameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName } ? keyof TablesAndViews<NameOrOptions['schema']> : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? TablesAndViews<NameOrOptions['schema']>[TableName] extends { Row: infer R } ? R : never
  : NameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[NameOrOptions] extends { Row: infer R } ? R : never
    : never;

export type TablesInsert<
  NameOrOptions extends keyof DefaultSchema['Tables'] | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'] : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I } ? I : never
  : NameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][NameOrOptions] extends { Insert: infer I } ? I : never
    : never;

export type TablesUpdate<
  NameOrOptions extends keyof DefaultSchema['Tables'] | { schema: SchemaName },
  TableName extends NameOrOptions extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'] : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U } ? U : never
  : NameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][NameOrOptions] extends { Update: infer U } ? U : never
    : never;

export type Enums<
  NameOrOptions extends keyof DefaultSchema['Enums'] | { schema: SchemaName },
  EnumName extends NameOrOptions extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['Enums'] : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['Enums'][EnumName]
  : NameOrOptions extends keyof DefaultSchema['Enums'] ? DefaultSchema['Enums'][NameOrOptions] : never;

export type CompositeTypes<
  NameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: SchemaName },
  TypeName extends NameOrOptions extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrOptions['schema']]['CompositeTypes'] : never = never,
> = NameOrOptions extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrOptions['schema']]['CompositeTypes'][TypeName]
  : NameOrOptions extends keyof DefaultSchema['CompositeTypes'] ? DefaultSchema['CompositeTypes'][NameOrOptions] : never;
`;

/** The text of src/data/database.types.ts for `cat`, before formatting. */
export function typesSource(cat: Catalog): string {
  const tables = cat.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind)).sort(byName);
  const views = cat.relations.filter((r) => r.kind === 'v' || r.kind === 'm').sort(byName);
  const enums = cat.types.filter((t) => t.kind === 'e').sort(byName);
  const composites = cat.types.filter((t) => t.kind === 'c').sort(byName);
  const tableText = tables
    .map(
      (t) =>
        `${key(t.name)}: { Row: ${rowType(t.oid, cat)}; Insert: ${insertOrUpdate(t.oid, cat, 'insert')}; Update: ${insertOrUpdate(t.oid, cat, 'update')}; Relationships: ${relationships(t.name, cat)} }`,
    )
    .join('; ');
  const viewText = views
    .map((v) => `${key(v.name)}: { Row: ${rowType(v.oid, cat)}; Relationships: ${relationships(v.name, cat)} }`)
    .join('; ');
  const enumText = enums.map((e) => `${key(e.name)}: ${(e.labels ?? []).map(key).join(' | ')}`).join('; ');
  const compositeText = composites
    .map(
      (c) =>
        `${key(c.name)}: { ${columnsOf(c.relid, cat)
          .map((a) => `${key(a.name)}: ${tsType(a.type, cat)} | null`)
          .join('; ')} }`,
    )
    .join('; ');
  return `// Generated by \`npm run gen:types\` (scripts/gen-types.ts) from the schema supabase/migrations
// build, in the shape \`supabase gen types typescript\` writes. Do not edit: change a migration and
// run the script again (tests/server/database-types.int.test.ts fails while this file is stale).
// Use as createClient<Database>(url, key).
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Lets supabase-js pick the PostgREST feature set without a second type argument.
  __InternalSupabase: { PostgrestVersion: '${POSTGREST_VERSION}' };
  ${key(SCHEMA)}: {
    Tables: { ${tableText || never} };
    Views: { ${viewText || never} };
    Functions: { ${functionsOf(cat)} };
    Enums: { ${enumText || never} };
    CompositeTypes: { ${compositeText || never} };
  };
};
${HELPERS}
export const Constants = {
  ${key(SCHEMA)}: { Enums: { ${enums.map((e) => `${key(e.name)}: [${(e.labels ?? []).map(key).join(', ')}]`).join(', ')} } },
} as const;
`;
}

/** The formatted file for the database `db` answers for, as `file` (its path picks the Prettier options). */
export async function generateTypes(db: Queryable, file: string): Promise<string> {
  const text = typesSource(await readCatalog(db));
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}
