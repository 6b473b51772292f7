// Catalog look-ups PostgREST keeps in its schema cache. They run inside the request's own
// transaction (pg_catalog is readable by every role), so they always see the current schema.
import type { Transaction } from '../db/context.ts';
import { RestError } from './errors.ts';
import { fuzzyBest } from './fuzzy.ts';

export const API_SCHEMA = 'public';

export interface Relation {
  name: string;
  schema: string;
  /** "public"."name" */
  qualified: string;
  columns: string[];
  primaryKey: string[];
  /** column → its default expression (pg_get_expr from the catalog; an identity's nextval), for Prefer: missing=default */
  defaults: Record<string, string>;
  /** functions of one argument of this relation's row type (computed fields and relationships) */
  computed: Set<string>;
}

export async function findRelation(tx: Transaction, name: string, schema: string = API_SCHEMA): Promise<Relation> {
  const res = await tx.query<{
    columns: string[];
    pk: string[];
    defaults: Record<string, string> | null;
    computed: string[];
  }>(
    `select array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
            array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                   where i.indrelid = c.oid and i.indisprimary order by a.attnum) as pk,
            (select json_object_agg(a.attname, coalesce(pg_get_expr(d.adbin, d.adrelid),
                      format('nextval(%L::regclass)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))))
               from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                and (d.adbin is not null or a.attidentity <> '')) as defaults,
            array(select p.proname::text from pg_proc p where p.pronamespace = n.oid and p.pronargs = 1
                     and p.proargtypes[0] = c.reltype) as computed
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [schema, name],
  );
  const row = res.rows[0];
  if (!row) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  const qualified = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
  return {
    name,
    schema,
    qualified,
    columns: row.columns,
    primaryKey: row.pk,
    defaults: row.defaults ?? {},
    computed: new Set(row.computed),
  };
}

export function assertColumns(rel: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!rel.columns.includes(c)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${c}' column of '${rel.name}' in the schema cache`);
    }
  }
}

export interface FunctionInfo {
  name: string;
  /** input argument names and SQL types, in order */
  args: { name: string; type: string }[];
  required: number;
  /**
   * A function of one unnamed json, jsonb or text argument (PostgREST's "single unnamed
   * parameter"): called positionally with the request's value for '' (or, for json/jsonb, the whole body).
   */
  unnamed: { type: string; wholeBody: boolean } | null;
  returnsSet: boolean;
  /** 'scalar' | 'composite' | 'void' */
  returns: 'scalar' | 'composite' | 'void';
  /** the table or view of the API schema whose rows it returns, if any (for embedding) */
  relation: string | null;
  /** PostgREST's `ROWS 1` rule: a set-returning function declared to return one row */
  oneRow: boolean;
}

interface ProcRow {
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  argoids: number[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rows: number;
  rettype: string;
  composite: boolean;
  retrel: string | null;
}

/** Types a single unnamed argument may have for PostgREST to list the function at all. */
const UNNAMED_TYPES: Record<string, boolean> = { json: true, jsonb: true, text: false };

/** The overload a call with `given` argument names means: PGRST202 for none, PGRST203 for several. */
export async function findFunction(
  tx: Transaction,
  name: string,
  given: string[],
  schema: string = API_SCHEMA,
): Promise<FunctionInfo> {
  const res = await tx.query<ProcRow>(
    `select p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as argtypes,
            p.proargtypes::oid[]::int8[] as argoids,
            p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as retset, p.prorows::float8 as rows,
            format_type(p.prorettype, null) as rettype, (rt.typrelid <> 0 or p.prorettype = 'record'::regtype) as composite,
            (select rc.relname::text from pg_class rc where rc.oid = rt.typrelid and rc.relnamespace = n.oid
                and rc.relkind in ('r', 'v', 'm', 'p', 'f')) as retrel
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  const fits: { info: FunctionInfo; oids: number[] }[] = [];
  /** the input argument names of each overload in PostgREST's schema cache (for the hint) */
  const cached: string[][] = [];
  for (const row of res.rows) {
    const names = inputNames(row);
    const required = row.nargs - row.ndefaults;
    const type0 = row.argtypes[0] ?? '';
    const unnamed = row.nargs === 1 && names[0] === '' && type0 in UNNAMED_TYPES;
    if (!inSchemaCache(names, type0)) continue;
    cached.push(names);
    const wholeBody = UNNAMED_TYPES[type0] === true;
    const fit = unnamed
      ? given.length === 0
        ? required === 0
        : (given.length === 1 && given[0] === '') || wholeBody
      : given.every((g) => names.includes(g)) && names.slice(0, required).every((n) => given.includes(n));
    if (!fit) continue;
    fits.push({
      oids: row.argoids.map(Number),
      info: {
        name,
        args: names.map((n, i) => ({ name: n, type: row.argtypes[i] ?? 'text' })),
        required,
        unnamed: unnamed ? { type: type0, wholeBody } : null,
        returnsSet: row.retset,
        returns: row.rettype === 'void' ? 'void' : row.composite ? 'composite' : 'scalar',
        relation: row.retrel,
        oneRow: row.retset && row.rows === 1,
      },
    });
  }
  if (fits.length === 1 && fits[0]) return fits[0].info;
  if (fits.length > 1) {
    const byTypes = (a: number[], b: number[]): number => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
      return a.length - b.length;
    };
    fits.sort((a, b) => byTypes(a.oids, b.oids));
    const sig = (f: FunctionInfo): string =>
      `${schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => sig(f.info)).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const sig = [...given].sort().join(', ');
  throw new RestError(
    404,
    'PGRST202',
    given.length
      ? `Could not find the function ${schema}.${name}(${sig}) in the schema cache`
      : `Could not find the function ${schema}.${name} without parameters in the schema cache`,
    `Searched for the function ${schema}.${name}${given.length ? ` with parameter${given.length > 1 ? 's' : ''} ${sig}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    await noFunctionHint(tx, schema, name, given, cached),
  );
}

function inputNames(row: Pick<ProcRow, 'argnames' | 'argmodes' | 'nargs'>): string[] {
  const names = (row.argnames ?? [])
    .filter((_, i) => !row.argmodes || ['i', 'b', 'v'].includes(row.argmodes[i] ?? 'i'))
    .slice(0, row.nargs);
  while (names.length < row.nargs) names.push('');
  return names;
}

/** Functions with an unnamed argument, other than a single json, jsonb or text one, are not in PostgREST's schema cache at all. */
const inSchemaCache = (names: string[], type0: string): boolean =>
  !names.some((n) => !n) || (names.length === 1 && type0 in UNNAMED_TYPES);

/**
 * PostgREST's noRpcHint: with no overload of that name in the schema cache, the closest function
 * name of the schema (score 0.75 at least); otherwise the closest overload's argument names
 * (score 0.33 at least), written `(a, b)` sorted.
 */
async function noFunctionHint(
  tx: Transaction,
  schema: string,
  name: string,
  given: string[],
  overloads: string[][],
): Promise<string | null> {
  const prefix = `Perhaps you meant to call the function ${schema}.`;
  const paramList = (names: string[]): string => `(${[...names].sort().join(', ')})`;
  if (overloads.length > 0) {
    const best = fuzzyBest(overloads.map(paramList), paramList(given), 0.33);
    return best === null ? null : `${prefix}${name}${best}`;
  }
  const all = await tx.query<{
    name: string;
    argnames: string[] | null;
    argmodes: string[] | null;
    nargs: number;
    type0: string;
  }>(
    `select p.proname::text as name, p.proargnames as argnames, p.proargmodes::text[] as argmodes, p.pronargs as nargs,
            coalesce(format_type(p.proargtypes[0], null), '') as type0
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const names = [...new Set(all.rows.filter((r) => inSchemaCache(inputNames(r), r.type0)).map((r) => r.name))];
  const best = fuzzyBest(names, name, 0.75);
  return best === null ? null : `${prefix}${best}`;
}

/** Every input argument name of the overloads of public.<name> (to tell GET arguments from filters). */
export async function functionArgNames(
  tx: Transaction,
  name: string,
  schema: string = API_SCHEMA,
): Promise<Set<string>> {
  const res = await tx.query<{ arg: string }>(
    `select distinct unnest(p.proargnames) as arg from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2`,
    [schema, name],
  );
  return new Set(res.rows.map((r) => r.arg).filter(Boolean));
}
