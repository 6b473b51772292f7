// Renders parsed requests as SQL text with every value bound as a parameter. Only identifiers
// (quoted) and whitelisted keywords are ever written into the SQL text.
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './parse.ts';
import { RestError, parseError } from './errors.ts';

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

function renderField(f: FieldRef, params: Params, qualifier?: string): string {
  let sql = qualifier ? `${qualifier}.${ident(f.column)}` : ident(f.column);
  for (const step of f.path) {
    const key = /^-?\d+$/.test(step.key) ? params.add(Number(step.key), 'int') : params.add(step.key, 'text');
    sql += `${step.asText ? '->>' : '->'}${key}`;
  }
  return sql;
}

/** JSON key PostgREST uses for a selected field. */
const outputName = (item: SelectItem): string =>
  item.alias ??
  (item.field && item.field.path.length
    ? (item.field.path[item.field.path.length - 1]?.key ?? '')
    : (item.field?.column ?? ''));

export function renderSelect(items: SelectItem[], params: Params, qualifier: string): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`;
      const field = item.field as FieldRef;
      const expr = renderField(field, params, qualifier);
      const casted = item.cast ? `(${expr})::${item.cast}` : expr;
      return `${casted} as ${ident(outputName(item))}`;
    })
    .join(', ');
}

const arrayLiteral = (items: string[]): string =>
  `{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

function renderCondition(c: Condition, params: Params, qualifier: string): string {
  const col = renderField(c.field, params, qualifier);
  const value = typeof c.value === 'string' ? c.value : '';
  let sql: string;
  switch (c.op) {
    case 'eq':
      sql = `${col} = ${params.add(value)}`;
      break;
    case 'neq':
      sql = `${col} <> ${params.add(value)}`;
      break;
    case 'gt':
      sql = `${col} > ${params.add(value)}`;
      break;
    case 'gte':
      sql = `${col} >= ${params.add(value)}`;
      break;
    case 'lt':
      sql = `${col} < ${params.add(value)}`;
      break;
    case 'lte':
      sql = `${col} <= ${params.add(value)}`;
      break;
    // PostgREST accepts * as the LIKE wildcard because % is awkward in URLs.
    case 'like':
      sql = `${col}::text like ${params.add(value.replace(/\*/g, '%'), 'text')}`;
      break;
    case 'ilike':
      sql = `${col}::text ilike ${params.add(value.replace(/\*/g, '%'), 'text')}`;
      break;
    case 'match':
      sql = `${col}::text ~ ${params.add(value, 'text')}`;
      break;
    case 'imatch':
      sql = `${col}::text ~* ${params.add(value, 'text')}`;
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
    case 'cs':
      sql = `${col} @> ${params.add(value)}`;
      break;
    case 'cd':
      sql = `${col} <@ ${params.add(value)}`;
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

function renderFilter(f: Filter, params: Params, qualifier: string): string {
  if (f.kind === 'cond') return renderCondition(f, params, qualifier);
  const inner = f.items.length
    ? f.items.map((i) => `(${renderFilter(i, params, qualifier)})`).join(f.op === 'or' ? ' or ' : ' and ')
    : f.op === 'or'
      ? 'false'
      : 'true';
  return f.negate ? `not (${inner})` : inner;
}

export function renderWhere(filters: Filter[], params: Params, qualifier: string): string {
  return filters.length ? ` where ${filters.map((f) => `(${renderFilter(f, params, qualifier)})`).join(' and ')}` : '';
}

export function renderOrder(terms: OrderTerm[], params: Params, qualifier: string): string {
  if (!terms.length) return '';
  const parts = terms.map(
    (t) => `${renderField(t.field, params, qualifier)} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${parts.join(', ')}`;
}
