// Relationships for resource embedding, as PostgREST finds them in its schema cache: foreign keys
// read from pg_catalog (many-to-one, one-to-many, one-to-one when the key columns are unique,
// many-to-many through a junction table whose keys are part of its own key), the same keys seen
// through views that keep the key columns, and computed relationships (a function taking a row of
// the parent and returning rows of another table). Read inside the request's transaction.
import type { Transaction } from '../db/context.ts';
import { RestError } from './errors.ts';
import { API_SCHEMA } from './schema.ts';

interface ForeignKey {
  name: string;
  /** the table (or view) holding the key columns */
  src: string;
  tgt: string;
  srcCols: string[];
  tgtCols: string[];
  /** the key columns are unique in src: one-to-one */
  srcUnique: boolean;
  /** the key columns are part of a larger unique key of src: src may be a junction table */
  srcInKey: boolean;
  /** seen through a view of src or tgt */
  viaView: boolean;
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Relationship {
  cardinality: Cardinality;
  /** the embedded relation (table or view) */
  target: string;
  /** pairs (parent column, embedded column) */
  on: [string, string][];
  /** many-to-many: the junction and its pairs (parent column, junction column), (embedded column, junction column) */
  junction?: { name: string; parentOn: [string, string][]; targetOn: [string, string][] };
  /** a computed relationship: the function called with the parent row */
  fn?: string;
  /** through a view: a table's own relationship wins over it when both match */
  viaView?: boolean;
  /** for the PGRST201 details */
  describe: { relationship: string; hintName: string };
}

export interface RelationshipGraph {
  fks: ForeignKey[];
  /** functions of one row argument returning rows of a relation: parent relation → fn name → info */
  computed: { fn: string; parent: string; target: string; toOne: boolean }[];
}

interface FkRow {
  name: string;
  src: string;
  tgt: string;
  src_cols: string[];
  tgt_cols: string[];
  src_unique: boolean;
  src_in_key: boolean;
}

interface ViewRow {
  view: string;
  base: string;
  /** base columns the view shows under the same name */
  cols: string[];
}

const FK_SQL = `
select c.conname::text as name, s.relname::text as src, t.relname::text as tgt,
       array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as src_cols,
       array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as tgt_cols,
       exists(select 1 from pg_index i where i.indrelid = c.conrelid and i.indisunique
                and i.indkey::int2[] @> c.conkey and i.indkey::int2[] <@ c.conkey) as src_unique,
       exists(select 1 from pg_index i where i.indrelid = c.conrelid and i.indisunique
                and i.indkey::int2[] @> c.conkey and i.indnkeyatts > cardinality(c.conkey)) as src_in_key
  from pg_constraint c
  join pg_class s on s.oid = c.conrelid join pg_namespace sn on sn.oid = s.relnamespace
  join pg_class t on t.oid = c.confrelid join pg_namespace tn on tn.oid = t.relnamespace
 where c.contype = 'f' and sn.nspname = $1 and tn.nspname = $1 and c.conparentid = 0`;

const VIEW_SQL = `
select v.relname::text as view, b.relname::text as base,
       array(select distinct a.attname::text from pg_depend d2
               join pg_attribute a on a.attrelid = d2.refobjid and a.attnum = d2.refobjsubid
               join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and not va.attisdropped
              where d2.objid = r.oid and d2.refobjid = b.oid and d2.refobjsubid > 0) as cols
  from pg_rewrite r
  join pg_class v on v.oid = r.ev_class join pg_namespace vn on vn.oid = v.relnamespace
  join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
  join pg_class b on b.oid = d.refobjid join pg_namespace bn on bn.oid = b.relnamespace
 where v.relkind in ('v', 'm') and vn.nspname = $1 and bn.nspname = $1 and b.oid <> v.oid
 group by v.oid, v.relname, b.oid, b.relname, r.oid`;

const COMPUTED_SQL = `
select p.proname::text as fn, pc.relname::text as parent, rc.relname::text as target,
       (not p.proretset or p.prorows = 1) as to_one
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  join pg_type at on at.oid = p.proargtypes[0] join pg_class pc on pc.oid = at.typrelid
  join pg_type rt on rt.oid = p.prorettype join pg_class rc on rc.oid = rt.typrelid
  join pg_namespace rn on rn.oid = rc.relnamespace
 where n.nspname = $1 and p.pronargs = 1 and p.prokind = 'f' and rn.nspname = $1`;

/** Every relationship of the API schema (asked only by requests that embed). */
export async function loadGraph(tx: Transaction, schema: string = API_SCHEMA): Promise<RelationshipGraph> {
  const [fkRes, viewRes, compRes] = [
    await tx.query<FkRow>(FK_SQL, [schema]),
    await tx.query<ViewRow>(VIEW_SQL, [schema]),
    await tx.query<{ fn: string; parent: string; target: string; to_one: boolean }>(COMPUTED_SQL, [schema]),
  ];
  const base: ForeignKey[] = fkRes.rows.map((r) => ({
    name: r.name,
    src: r.src,
    tgt: r.tgt,
    srcCols: r.src_cols,
    tgtCols: r.tgt_cols,
    srcUnique: r.src_unique,
    srcInKey: r.src_in_key,
    viaView: false,
  }));
  // A view keeping every key column of its base table takes part in that table's keys.
  const over = (table: string, cols: string[]): string[] => [
    table,
    ...viewRes.rows.filter((v) => v.base === table && cols.every((c) => v.cols.includes(c))).map((v) => v.view),
  ];
  const fks: ForeignKey[] = [];
  for (const fk of base) {
    for (const src of over(fk.src, fk.srcCols))
      for (const tgt of over(fk.tgt, fk.tgtCols)) {
        const viaView = src !== fk.src || tgt !== fk.tgt;
        // A view is no junction and makes no self-reference of its own.
        if (viaView && src === tgt) continue;
        fks.push({ ...fk, src, tgt, srcInKey: fk.srcInKey && src === fk.src, viaView });
      }
  }
  return {
    fks,
    computed: compRes.rows.map((r) => ({ fn: r.fn, parent: r.parent, target: r.target, toOne: r.to_one })),
  };
}

const cols = (table: string, c: string[]): string => `${table}(${c.join(', ')})`;
const single = (c: string[]): string | null => (c.length === 1 ? (c[0] ?? null) : null);
const zip = (a: string[], b: string[]): [string, string][] => a.map((x, i) => [x, b[i] ?? '']);

/** The one relationship `parent` → `name` (with an optional hint) means, or PGRST200/PGRST201. */
export function findRelationship(
  graph: RelationshipGraph,
  parent: string,
  name: string,
  hint: string | undefined,
  schema: string = API_SCHEMA,
): Relationship {
  const found: Relationship[] = [];
  const hintFits = (fk: ForeignKey, viaTableName: boolean, selfRef: boolean): boolean =>
    hint === undefined ||
    (!selfRef && fk.name === hint) ||
    (viaTableName && (single(fk.srcCols) === hint || single(fk.tgtCols) === hint));
  for (const fk of graph.fks) {
    const selfRef = fk.src === fk.tgt;
    // Many-to-one (one-to-one when the key is unique): the parent holds the key.
    if (fk.src === parent) {
      const byTable = fk.tgt === name && !selfRef;
      const byColumnOrName = single(fk.srcCols) === name || fk.name === name;
      if ((byTable && hintFits(fk, true, false)) || (byColumnOrName && hint === undefined)) {
        found.push({
          cardinality: fk.srcUnique ? 'one-to-one' : 'many-to-one',
          viaView: fk.viaView,
          target: fk.tgt,
          on: zip(fk.srcCols, fk.tgtCols),
          describe: {
            relationship: `${fk.name} using ${cols(fk.src, fk.srcCols)} and ${cols(fk.tgt, fk.tgtCols)}`,
            hintName: fk.name,
          },
        });
      }
    }
    // One-to-many (one-to-one when the key is unique): the embedded relation holds the key.
    const o2mByName = fk.tgt === parent && fk.name === name && !selfRef && hint === undefined;
    if (fk.tgt === parent && ((fk.src === name && hintFits(fk, true, selfRef)) || o2mByName)) {
      found.push({
        cardinality: fk.srcUnique && !selfRef ? 'one-to-one' : 'one-to-many',
        viaView: fk.viaView,
        target: fk.src,
        on: zip(fk.tgtCols, fk.srcCols),
        describe: {
          relationship: `${fk.name} using ${cols(fk.tgt, fk.tgtCols)} and ${cols(fk.src, fk.srcCols)}`,
          hintName: fk.name,
        },
      });
    }
  }
  // Many-to-many: a junction with a key to the parent and a key to the embedded relation.
  for (const a of graph.fks) {
    if (a.tgt !== parent || !a.srcInKey || a.src === parent) continue;
    for (const b of graph.fks) {
      if (b === a || b.src !== a.src || b.tgt !== name || !b.srcInKey || b.tgt === a.src) continue;
      if (hint !== undefined && hint !== a.src && hint !== a.name && hint !== b.name) continue;
      found.push({
        cardinality: 'many-to-many',
        viaView: a.viaView || b.viaView,
        target: b.tgt,
        on: [],
        junction: { name: a.src, parentOn: zip(a.tgtCols, a.srcCols), targetOn: zip(b.tgtCols, b.srcCols) },
        describe: {
          relationship: `${a.src} using ${a.name}(${a.srcCols.join(', ')}) and ${b.name}(${b.srcCols.join(', ')})`,
          hintName: a.src,
        },
      });
    }
  }
  if (hint === undefined) {
    for (const c of graph.computed) {
      if (c.parent !== parent || c.fn !== name) continue;
      found.push({
        cardinality: c.toOne ? 'many-to-one' : 'one-to-many',
        target: c.target,
        on: [],
        fn: c.fn,
        describe: { relationship: c.fn, hintName: c.fn },
      });
    }
  }
  if (found.length === 1 && found[0]) return found[0];
  const direct = found.filter((r) => !r.viaView);
  if (direct.length === 1 && direct[0] && found.length > 1) return direct[0];
  if (!found.length) {
    const using = hint === undefined ? '' : ` using the hint '${hint}'`;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${using} in the schema '${schema}', but no matches were found.`,
    );
  }
  found.sort((x, y) => x.describe.hintName.localeCompare(y.describe.hintName));
  const details = found.map((r) => ({
    cardinality: r.cardinality,
    embedding: `${parent} with ${name}`,
    relationship: r.describe.relationship,
  }));
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
    details,
    `Try changing '${name}' to one of the following: ${found.map((r) => `'${name}!${r.describe.hintName}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
