// A select list as SQL, with PostgREST's resource embedding built as lateral subqueries in the
// same statement (PGlite runs one statement at a time): a to-one embed is `to_json` of its row, a
// to-many embed `json_agg` of its rows, each with its own filters, order and limit; `!inner`
// keeps only the parent rows with a match; `...spread` merges the columns into the parent;
// `count()`, `col.sum()` etc. aggregate, grouping by the other columns, as PostgREST 12 does.
import type { Transaction } from '../db/context.ts';
import { findRelationship, loadGraph, type RelationshipGraph } from './embed.ts';
import { RestError } from './errors.ts';
import type { Embed, Filter, SelectItem } from './parse.ts';
import type { EmbedParams, RestQuery } from './request.ts';
import { API_SCHEMA, findRelation, type Relation } from './schema.ts';
import { ident, renderField, renderFilter, renderOrder, type Params, type Scope } from './sql.ts';

interface Output {
  /** JSON key */
  name: string;
  /** SQL expression */
  expr: string;
  aggregate: boolean;
}

export interface BuiltSelect {
  /** `expr as "name", ...` (never empty: `select` of nothing is written as no column) */
  columns: string;
  outputs: Output[];
  /** lateral joins to append after the FROM item */
  joins: string;
  /** conditions (filters, `!inner` and embed null filters), joined with `and` by the caller */
  where: string[];
  /** ` group by ...` when the level aggregates, else '' */
  groupBy: string;
  /** to-one embeds (not spread): key → their row as json, for ordering the parents by their columns */
  toOne: Map<string, string>;
}

interface Context {
  tx: Transaction;
  params: Params;
  embedded: Map<string, EmbedParams>;
  aggregates: boolean;
  schema: string;
  used: Set<string>;
  graph: RelationshipGraph | null;
  relations: Map<string, Promise<Relation>>;
  next: number;
}

/** The relation a level reads: a table or view, or a function's rows (columns unknown when `columns` is null). */
export interface Source {
  name: string | null;
  columns: readonly string[] | null;
  computed: ReadonlySet<string>;
}

export const sourceOf = (rel: Relation): Source => ({ name: rel.name, columns: rel.columns, computed: rel.computed });

const outputName = (item: Extract<SelectItem, { kind: 'field' }>): string =>
  item.alias ??
  (item.aggregate
    ? item.aggregate
    : item.field.path.length
      ? (item.field.path[item.field.path.length - 1]?.key ?? '')
      : item.field.column);

/**
 * The top level of a select: `items` read from `source` under SQL alias `alias`, with `filters`
 * (the request's own). Embedded filters, order and paging come from `q.embedded`; a key there that
 * names no embed of the request is refused (PGRST108), as PostgREST does.
 */
export async function buildSelect(
  tx: Transaction,
  params: Params,
  q: Pick<RestQuery, 'embedded' | 'select' | 'aggregatesEnabled' | 'schema'>,
  source: Source,
  alias: string,
  filters: Filter[],
): Promise<BuiltSelect> {
  const ctx: Context = {
    tx,
    params,
    embedded: q.embedded,
    aggregates: q.aggregatesEnabled === true,
    schema: q.schema ?? API_SCHEMA,
    used: new Set(),
    graph: null,
    relations: new Map(),
    next: 0,
  };
  const built = await level(ctx, source, alias, q.select, '', filters);
  for (const path of q.embedded.keys()) {
    if (!ctx.used.has(path))
      throw new RestError(
        400,
        'PGRST108',
        `'${path.split('.').pop() ?? path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path.split('.').pop() ?? path}' is included in the 'select' query parameter.`,
      );
  }
  return built;
}

function relation(ctx: Context, name: string): Promise<Relation> {
  let found = ctx.relations.get(name);
  if (!found) ctx.relations.set(name, (found = findRelation(ctx.tx, name, ctx.schema)));
  return found;
}

async function level(
  ctx: Context,
  source: Source,
  alias: string,
  items: SelectItem[],
  path: string,
  filters: Filter[],
): Promise<BuiltSelect> {
  const scope: Scope = { alias, schema: ctx.schema, computed: source.computed, columns: source.columns ?? undefined };
  const outputs: Output[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  /** embed key → SQL that is null when the embed found nothing (for `embed=is.null` filters) */
  const embedEmpty = new Map<string, string>();
  const toOne = new Map<string, string>();
  /** embeds by alias or name: PostgREST names each one's lateral join after it (see below) */
  const lateral = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') {
      if (source.columns === null) outputs.push({ name: '*', expr: `${alias}.*`, aggregate: false });
      else for (const c of source.columns) outputs.push({ name: c, expr: `${alias}.${ident(c)}`, aggregate: false });
      continue;
    }
    if (item.kind === 'field') {
      let aggregate = item.aggregate;
      // `messages(count)`: PostgREST reads a bare `count` with no such column as count().
      if (!aggregate && item.field.column === 'count' && !item.field.path.length && !source.columns?.includes('count'))
        aggregate = 'count';
      // count(), sum() … need pgrst.db_aggregates_enabled (off on hosted unless the project sets it);
      // a bare `count` in an embed is PostgREST's older row count and always allowed.
      if (item.aggregate && !ctx.aggregates)
        throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
      if (aggregate) {
        let arg = '*';
        if (item.field.column !== '' && !(item.aggregate === undefined && item.field.column === 'count')) {
          const expr = renderField(item.field, ctx.params, scope);
          arg = item.cast ? `(${expr})::${item.cast}` : expr;
        }
        const call = `${aggregate}(${arg})`;
        outputs.push({
          name: item.alias ?? aggregate,
          expr: item.aggregateCast ? `(${call})::${item.aggregateCast}` : call,
          aggregate: true,
        });
        continue;
      }
      const expr = renderField(item.field, ctx.params, scope);
      outputs.push({ name: outputName(item), expr: item.cast ? `(${expr})::${item.cast}` : expr, aggregate: false });
      continue;
    }
    const made = await embed(ctx, source, alias, item, path);
    // PostgREST aliases an embed's lateral join <table>_<alias or name>_<depth>, so two embeds of one
    // table under one name (`users!first_user(*), users!second_user(*)`) fail in Postgres with
    // 42712; hosted answers that error, not the rows (docs/embedded-server.md).
    const key = item.alias ?? item.name;
    if (source.name !== null && lateral.has(key)) {
      const depth = path === '' ? 1 : path.split('.').length + 1;
      throw new RestError(400, '42712', `table name "${source.name}_${key}_${depth}" specified more than once`);
    }
    lateral.add(key);
    joins.push(made.join);
    outputs.push(...made.outputs);
    if (made.innerCond) where.push(made.innerCond);
    embedEmpty.set(item.alias ?? item.name, made.emptyCond);
    if (made.row !== null) {
      toOne.set(item.alias ?? item.name, made.row);
      toOne.set(item.name, made.row);
    }
    if (item.alias) embedEmpty.set(item.name, made.emptyCond);
  }
  for (const f of filters) {
    // `channels=not.is.null` filters on the embed itself (PostgREST 11+), not on a column.
    const onEmbed =
      f.kind === 'cond' && f.op === 'is' && !f.field.path.length && embedEmpty.get(f.field.column) !== undefined;
    if (onEmbed && f.kind === 'cond' && !source.columns?.includes(f.field.column)) {
      const empty = embedEmpty.get(f.field.column) ?? 'true';
      const v = String(f.value).toLowerCase();
      if (v !== 'null' && v !== 'not_null')
        throw new RestError(400, 'PGRST100', `"failed to parse filter (is.${v})"`, 'only is.null applies to an embed');
      const wantsEmpty = (v === 'null') !== f.negate;
      where.push(wantsEmpty ? `(${empty})` : `not (${empty})`);
      continue;
    }
    where.push(`(${renderFilter(f, ctx.params, scope)})`);
  }
  const anyAggregate = outputs.some((o) => o.aggregate);
  const groupBy =
    anyAggregate && outputs.some((o) => !o.aggregate)
      ? ` group by ${outputs
          .filter((o) => !o.aggregate)
          .map((o) => o.expr)
          .join(', ')}`
      : '';
  const columns = outputs.length
    ? outputs.map((o) => (o.name === '*' ? o.expr : `${o.expr} as ${ident(o.name)}`)).join(', ')
    : '';
  return { columns, outputs, joins: joins.join(''), where, groupBy, toOne };
}

interface MadeEmbed {
  join: string;
  outputs: Output[];
  innerCond: string | null;
  /** true when the embed found nothing */
  emptyCond: string;
  /** a to-one embed's row as json (null for to-many and spreads) */
  row: string | null;
}

async function embed(ctx: Context, parent: Source, parentAlias: string, item: Embed, path: string): Promise<MadeEmbed> {
  if (parent.name === null)
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship for '${item.name}' in the schema cache`,
      'The rows of this function are not a table or view, so nothing can be embedded in them.',
    );
  ctx.graph ??= await loadGraph(ctx.tx, ctx.schema);
  const rel = findRelationship(ctx.graph, parent.name, item.name, item.hint, ctx.schema);
  const target = await relation(ctx, rel.target);
  const n = ++ctx.next;
  // PostgREST's own alias (`messages_1`), which its error messages name.
  const child = ident(`${rel.target}_${n}`);
  const key = item.alias ?? item.name;
  const childPath = path ? `${path}.${key}` : key;
  // Embedded parameters may name the embed by its alias or by its relation name.
  const namePath = path ? `${path}.${item.name}` : item.name;
  const scopedPath = ctx.embedded.has(childPath) ? childPath : ctx.embedded.has(namePath) ? namePath : null;
  const scoped = scopedPath === null ? undefined : ctx.embedded.get(scopedPath);
  if (scopedPath !== null) ctx.used.add(scopedPath);

  const built = await level(ctx, sourceOf(target), child, item.items, childPath, scoped?.filters ?? []);
  const conds = [...built.where];
  let from: string;
  if (rel.fn) {
    from = `${ident(ctx.schema)}.${ident(rel.fn)}(${parentAlias}) as ${child}`;
  } else if (rel.junction) {
    const j = ident(`_pgrst_${n}_j`);
    const on = rel.junction.targetOn.map(([t, jc]) => `${j}.${ident(jc)} = ${child}.${ident(t)}`).join(' and ');
    from = `${target.qualified} as ${child} join ${ident(ctx.schema)}.${ident(rel.junction.name)} as ${j} on ${on}`;
    for (const [p, jc] of rel.junction.parentOn) conds.push(`${j}.${ident(jc)} = ${parentAlias}.${ident(p)}`);
  } else {
    from = `${target.qualified} as ${child}`;
    for (const [p, c] of rel.on) conds.push(`${child}.${ident(c)} = ${parentAlias}.${ident(p)}`);
  }
  const order = renderOrder(scoped?.order ?? [], ctx.params, {
    alias: child,
    schema: ctx.schema,
    toOne: built.toOne,
    computed: target.computed,
    columns: target.columns,
  });
  const page =
    (scoped?.limit !== null && scoped?.limit !== undefined ? ` limit ${ctx.params.add(scoped.limit, 'bigint')}` : '') +
    (scoped?.offset ? ` offset ${ctx.params.add(scoped.offset, 'bigint')}` : '');
  const inner = `select ${built.columns || 'null as _pgrst_none'} from ${from}${built.joins}${
    conds.length ? ` where ${conds.join(' and ')}` : ''
  }${built.groupBy}${order}${page}`;
  const lateral = `_pgrst_${n}_e`;
  const rows = `_pgrst_${n}_r`;
  const toMany = rel.cardinality === 'one-to-many' || rel.cardinality === 'many-to-many';
  const visible = item.items.length > 0;

  if (!toMany) {
    // One row at most: the embed is that row (null without one); !inner drops the parent instead.
    if (item.spread) {
      const names = built.outputs.map((o) => o.name);
      return {
        join: ` ${item.inner ? 'join' : 'left join'} lateral (${inner}) as ${lateral} on true`,
        outputs: names.map((name) => ({ name, expr: `${lateral}.${ident(name)}`, aggregate: false })),
        innerCond: null,
        emptyCond: `${lateral} is null`,
        row: null,
      };
    }
    return {
      join: ` ${item.inner ? 'join' : 'left join'} lateral (select to_json(${rows}) as v from (${inner}) as ${rows}) as ${lateral} on true`,
      outputs: visible ? [{ name: key, expr: `${lateral}.v`, aggregate: false }] : [],
      innerCond: null,
      emptyCond: `${lateral}.v is null`,
      row: `${lateral}.v`,
    };
  }
  if (item.spread) {
    // A spread to-many embed gives each of its columns as an array (PostgREST 13).
    const aggs = built.outputs.map((o) => `coalesce(json_agg(${rows}.${ident(o.name)}), '[]') as ${ident(o.name)}`);
    return {
      join: ` left join lateral (select ${[...aggs, 'count(*) as _pgrst_n'].join(', ')} from (${inner}) as ${rows}) as ${lateral} on true`,
      outputs: built.outputs.map((o) => ({ name: o.name, expr: `${lateral}.${ident(o.name)}`, aggregate: false })),
      innerCond: item.inner ? `${lateral}._pgrst_n > 0` : null,
      emptyCond: `${lateral}._pgrst_n = 0`,
      row: null,
    };
  }
  return {
    join: ` left join lateral (select coalesce(json_agg(${rows}), '[]') as v, count(*) as n from (${inner}) as ${rows}) as ${lateral} on true`,
    outputs: visible ? [{ name: key, expr: `${lateral}.v`, aggregate: false }] : [],
    innerCond: item.inner ? `${lateral}.n > 0` : null,
    emptyCond: `${lateral}.n = 0`,
    row: null,
  };
}
