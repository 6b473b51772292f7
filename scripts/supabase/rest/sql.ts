// Renders parsed requests as SQL text with every value bound as a parameter. Only identifiers
// (quoted) and whitelisted keywords are ever written into the SQL text.
import type { Condition, FieldRef, Filter, OrderTerm } from './parse.ts';
import { RestError, parseError } from './errors.ts';
import { API_SCHEMA } from './schema.ts';

export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** One row (body, n): the rows of `source` (a subquery or a set-returning call) as a JSON array, and their count. */
export const jsonRows = (source: string, alias: string = '_pgrst_t'): string =>
  `select coalesce(json_agg(${alias}), '[]')::text as body, count(*)::int as n from ${source}`;

/**
 * Largest answer a caller other than the service role may get (docs/security.md): 16 MiB, about five
 * times a 1,000-row page of full vehicle rows. Checked inside the database engine, so a larger
 * answer never reaches the server's own memory or a socket.
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** jsonRows, with body null (and `bytes` its size) when it is larger than `maxBytes`. */
export const cappedJsonRows = (source: string, alias: string, maxBytes: number | null): string =>
  maxBytes === null
    ? jsonRows(source, alias)
    : `select case when octet_length(_pgrst_a.body) > ${Math.floor(maxBytes)} then null else _pgrst_a.body end as body,` +
      ` _pgrst_a.n, octet_length(_pgrst_a.body)::bigint as bytes from (${jsonRows(source, alias)}) _pgrst_a`;

/**
 * One row (body, n) like jsonRows but CSV, as PostgREST writes it: a header of the column names,
 * then each row's own text form without its parentheses (Postgres quoting and all).
 */
export const csvRows = (page: string): string =>
  `select coalesce((select string_agg(_pgrst_k, ',') from json_object_keys((select row_to_json(_pgrst_h) from (${page}) _pgrst_h limit 1)) _pgrst_k)` +
  ` || chr(10) || coalesce(string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), chr(10)), ''), '') as body,` +
  ` count(*)::int as n from (${page}) _pgrst_t`;

/** cappedJsonRows for the CSV of `page` (a query). */
export const cappedCsvRows = (page: string, maxBytes: number | null): string =>
  maxBytes === null
    ? csvRows(page)
    : `select case when octet_length(_pgrst_a.body) > ${Math.floor(maxBytes)} then null else _pgrst_a.body end as body,` +
      ` _pgrst_a.n, octet_length(_pgrst_a.body)::bigint as bytes from (${csvRows(page)}) _pgrst_a`;

/** PostgREST's error shape for an answer past MAX_ANSWER_BYTES (this project's own refusal). */
export const answerTooLarge = (bytes: number, maxBytes: number): RestError =>
  new RestError(
    400,
    'PGRST100',
    'The answer is too large',
    `It would be ${bytes} bytes; at most ${maxBytes} are sent`,
    'Select fewer columns or ask for fewer rows (limit)',
  );

/** Collects bound values; `add` returns the placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

/**
 * The relation a field is read from: its SQL alias and its computed fields (functions taking a
 * row of it, called as `fn(alias)`, which PostgREST lets a select, filter or order name like columns).
 */
export interface Scope {
  alias: string;
  /** the schema of the computed fields (the API schema when absent) */
  schema?: string;
  computed?: ReadonlySet<string>;
  columns?: readonly string[];
  /** to-one embeds of this level: key → the SQL of their row as json (for `order=makes(name)`) */
  toOne?: ReadonlyMap<string, string>;
}

const scopeOf = (q: string | Scope): Scope => (typeof q === 'string' ? { alias: q } : q);

export function renderField(f: FieldRef, params: Params, qualifier?: string | Scope): string {
  const scope = qualifier === undefined ? null : scopeOf(qualifier);
  const computed = scope?.computed?.has(f.column) && !scope.columns?.includes(f.column);
  let sql = computed
    ? `${ident(scope?.schema ?? API_SCHEMA)}.${ident(f.column)}(${scope?.alias})`
    : scope
      ? `${scope.alias}.${ident(f.column)}`
      : ident(f.column);
  for (const step of f.path) {
    const key = /^-?\d+$/.test(step.key) ? params.add(Number(step.key), 'int') : params.add(step.key, 'text');
    sql += `${step.asText ? '->>' : '->'}${key}`;
  }
  return sql;
}

const arrayLiteral = (items: string[]): string =>
  `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** The SQL operator of each comparison (the value side is typed by the column or cast to text). */
const COMPARE: Partial<Record<Condition['op'], { op: string; text: boolean }>> = {
  eq: { op: '=', text: false },
  neq: { op: '<>', text: false },
  gt: { op: '>', text: false },
  gte: { op: '>=', text: false },
  lt: { op: '<', text: false },
  lte: { op: '<=', text: false },
  like: { op: 'like', text: true },
  ilike: { op: 'ilike', text: true },
  match: { op: '~', text: true },
  imatch: { op: '~*', text: true },
  cs: { op: '@>', text: false },
  cd: { op: '<@', text: false },
  sl: { op: '<<', text: false },
  sr: { op: '>>', text: false },
  // PostgREST: nxl “does not extend to the left of” (&>), nxr “… to the right of” (&<).
  nxl: { op: '&>', text: false },
  nxr: { op: '&<', text: false },
  adj: { op: '-|-', text: false },
};

// PostgREST accepts * as the LIKE wildcard because % is awkward in URLs.
const likePattern = (op: Condition['op'], v: string): string =>
  op === 'like' || op === 'ilike' ? v.replace(/\*/g, '%') : v;

/** `{a,b}` or `(a,b)` (PostgREST's list for any/all) as its items. */
function listItems(value: string): string[] {
  const inner = /^[{(]([\s\S]*)[})]$/.exec(value.trim());
  if (!inner) throw parseError(`"failed to parse filter (${value})"`, 'any/all expect a list: {a,b}');
  const body = inner[1] ?? '';
  return body === '' ? [] : body.split(',').map((v) => v.trim().replace(/^"(.*)"$/, '$1'));
}

function renderCondition(c: Condition, params: Params, qualifier: string | Scope): string {
  const col = renderField(c.field, params, qualifier);
  const value = typeof c.value === 'string' ? c.value : '';
  let sql: string;
  const cmp = COMPARE[c.op];
  if (cmp && (c.modifier === 'any' || c.modifier === 'all')) {
    const items = listItems(value).map((v) => likePattern(c.op, v));
    const lhs = cmp.text ? `${col}::text` : col;
    const array = cmp.text ? params.add(arrayLiteral(items), 'text[]') : params.add(arrayLiteral(items));
    sql = `${lhs} ${cmp.op} ${c.modifier}(${array})`;
    return c.negate ? `not (${sql})` : sql;
  }
  switch (c.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'cs':
    case 'cd':
    case 'sl':
    case 'sr':
    case 'nxl':
    case 'nxr':
    case 'adj':
      sql = `${col} ${cmp?.op ?? '='} ${params.add(value)}`;
      break;
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch':
      sql = `${col}::text ${cmp?.op ?? '='} ${params.add(likePattern(c.op, value), 'text')}`;
      break;
    case 'in':
      sql = `${col} = any(${params.add(arrayLiteral(c.value as string[]))})`;
      break;
    case 'is': {
      const kw = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
        value.toLowerCase()
      ];
      if (!kw)
        throw parseError(
          `"failed to parse filter (is.${value})" (line 1, column 4)`,
          'is. accepts null, not_null, true, false or unknown',
        );
      sql = `${col} is ${kw}`;
      break;
    }
    case 'isdistinct':
      sql = `${col} is distinct from ${params.add(value)}`;
      break;
    case 'ov':
      sql = `${col} && ${params.add(value.replace(/^\((.*)\)$/, '{$1}'))}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = {
        fts: 'to_tsquery',
        plfts: 'plainto_tsquery',
        phfts: 'phraseto_tsquery',
        wfts: 'websearch_to_tsquery',
      }[c.op];
      const q = c.modifier
        ? `${fn}(${params.add(c.modifier, 'regconfig')}, ${params.add(value, 'text')})`
        : `${fn}(${params.add(value, 'text')})`;
      sql = `${col} @@ ${q}`;
      break;
    }
  }
  return c.negate ? `not (${sql})` : sql;
}

export function renderFilter(f: Filter, params: Params, qualifier: string | Scope): string {
  if (f.kind === 'cond') return renderCondition(f, params, qualifier);
  const inner = f.items.length
    ? f.items.map((i) => `(${renderFilter(i, params, qualifier)})`).join(f.op === 'or' ? ' or ' : ' and ')
    : f.op === 'or'
      ? 'false'
      : 'true';
  return f.negate ? `not (${inner})` : inner;
}

export function renderWhere(filters: Filter[], params: Params, qualifier: string | Scope): string {
  return filters.length ? ` where ${filters.map((f) => `(${renderFilter(f, params, qualifier)})`).join(' and ')}` : '';
}

export function renderOrder(terms: OrderTerm[], params: Params, qualifier: string | Scope): string {
  if (!terms.length) return '';
  const scope = scopeOf(qualifier);
  const parts = terms.map((t) => {
    let expr: string;
    if (t.embed !== undefined) {
      const row = scope.toOne?.get(t.embed);
      if (row === undefined)
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${t.embed}' is not possible`,
          `'${t.embed}' is not a to-one embed of this select`,
        );
      // jsonb orders numbers as numbers and strings as text, as the column's own order would.
      expr = `(${row})::jsonb -> ${params.add(t.field.column, 'text')}`;
      for (const step of t.field.path) {
        const key = /^-?\d+$/.test(step.key) ? params.add(Number(step.key), 'int') : params.add(step.key, 'text');
        expr = `(${expr})${step.asText ? '->>' : '->'}${key}`;
      }
    } else expr = renderField(t.field, params, qualifier);
    return `${expr} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}
