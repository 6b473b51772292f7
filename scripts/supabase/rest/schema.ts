// Catalog look-ups PostgREST keeps in its schema cache. They run inside the request's own
// transaction (pg_catalog is readable by every role), so they always see the current schema.
import type { Transaction } from '../db/context.ts';
import { RestError } from './errors.ts';

export const API_SCHEMA = 'public';

export interface Relation {
  name: string;
  /** "public"."name" */
  qualified: string;
  columns: string[];
  primaryKey: string[];
  /** column → its default expression (pg_get_expr from the catalog), for Prefer: missing=default */
  defaults: Record<string, string>;
}

export async function findRelation(tx: Transaction, name: string): Promise<Relation> {
  const res = await tx.query<{ columns: string[]; pk: string[]; defaults: Record<string, string> | null }>(
    `select array(select a.attname::text from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
            array(select a.attname::text from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                   where i.indrelid = c.oid and i.indisprimary order by a.attnum) as pk,
            (select json_object_agg(a.attname, pg_get_expr(d.adbin, d.adrelid)) from pg_attrdef d
               join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
              where d.adrelid = c.oid and a.attgenerated = '') as defaults
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [API_SCHEMA, name],
  );
  const row = res.rows[0];
  if (!row) {
    throw new RestError(404, 'PGRST205', `Could not find the table '${API_SCHEMA}.${name}' in the schema cache`);
  }
  const qualified = `"${API_SCHEMA}"."${name.replace(/"/g, '""')}"`;
  return { name, qualified, columns: row.columns, primaryKey: row.pk, defaults: row.defaults ?? {} };
}

export function assertColumns(rel: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!rel.columns.includes(c)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${c}' column of '${rel.name}' in the schema cache`);
    }
  }
}

interface FunctionInfo {
  name: string;
  /** input argument names and SQL types, in order */
  args: { name: string; type: string }[];
  required: number;
  returnsSet: boolean;
  /** 'scalar' | 'composite' | 'void' */
  returns: 'scalar' | 'composite' | 'void';
}

interface ProcRow {
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
  composite: boolean;
}

export async function findFunction(tx: Transaction, name: string, given: string[]): Promise<FunctionInfo> {
  const res = await tx.query<ProcRow>(
    `select p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as argtypes,
            p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as retset,
            format_type(p.prorettype, null) as rettype, (rt.typrelid <> 0 or p.prorettype = 'record'::regtype) as composite
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [API_SCHEMA, name],
  );
  for (const row of res.rows) {
    const names = (row.argnames ?? [])
      .filter((_, i) => !row.argmodes || ['i', 'b', 'v'].includes(row.argmodes[i] ?? 'i'))
      .slice(0, row.nargs);
    if (names.length !== row.nargs || names.some((n) => !n)) continue;
    const required = row.nargs - row.ndefaults;
    const fits = given.every((g) => names.includes(g)) && names.slice(0, required).every((n) => given.includes(n));
    if (!fits) continue;
    return {
      name,
      args: names.map((n, i) => ({ name: n, type: row.argtypes[i] ?? 'text' })),
      required,
      returnsSet: row.retset,
      returns: row.rettype === 'void' ? 'void' : row.composite ? 'composite' : 'scalar',
    };
  }
  const sig = [...given].sort().join(', ');
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${API_SCHEMA}.${name}(${sig}) in the schema cache`,
    `Searched for the function ${API_SCHEMA}.${name}${given.length ? ` with parameters ${sig}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/** Every input argument name of the overloads of public.<name> (to tell GET arguments from filters). */
export async function functionArgNames(tx: Transaction, name: string): Promise<Set<string>> {
  const res = await tx.query<{ arg: string }>(
    `select distinct unnest(p.proargnames) as arg from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2`,
    [API_SCHEMA, name],
  );
  return new Set(res.rows.map((r) => r.arg).filter(Boolean));
}
