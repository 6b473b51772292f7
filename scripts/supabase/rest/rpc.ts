// /rpc/{fn}: named arguments from the JSON body (POST) or the query string (GET), typed by the
// function's own signature through json_to_record, then shaped as PostgREST does: scalar → value,
// set or table → array, composite → object, void → 204.
import type { Transaction } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { RestError } from './errors.ts';
import { RESERVED, type RestQuery } from './request.ts';
import { JSON_TYPE, assertMaxAffected, contentRange, onlyRow } from './response.ts';
import { API_SCHEMA, findFunction, findRelation } from './schema.ts';
import { buildSelect, sourceOf, type Source } from './select.ts';
import { Params, answerTooLarge, cappedJsonRows, ident, renderOrder } from './sql.ts';

/** GET/HEAD: query keys naming a function argument are arguments; the rest are filters. */
export function rpcArgs(req: ApiRequest, argNames: ReadonlySet<string>): Record<string, unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [k, v] of req.url.searchParams) if (!RESERVED.has(k) && argNames.has(k)) args[k] = v;
    return args;
  }
  if (!req.body.length) return {};
  const body = req.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return body as Record<string, unknown>;
}

export async function callFunction(
  tx: Transaction,
  name: string,
  args: Record<string, unknown>,
  q: RestQuery,
  head: boolean,
  /** the largest answer this caller may get (null: no limit), see MAX_ANSWER_BYTES */
  maxBytes: number | null = null,
): Promise<ApiResponse> {
  const given = Object.keys(args);
  const schema = q.schema ?? API_SCHEMA;
  const fn = await findFunction(tx, name, given, schema);
  const params = new Params();
  let argsRecord: string | null = null;
  let call: string;
  if (fn.unnamed) {
    // One unnamed json/jsonb/text argument: its value is the body's '' key, or (json) the whole body.
    const value = '' in args ? args[''] : fn.unnamed.wholeBody && given.length ? args : undefined;
    const text =
      value === undefined ? null : typeof value === 'string' && !fn.unnamed.wholeBody ? value : JSON.stringify(value);
    call = `${ident(schema)}.${ident(fn.name)}(${text === null ? '' : params.add(text, fn.unnamed.type)})`;
  } else {
    const used = fn.args.filter((a) => given.includes(a.name));
    // Types come from pg_catalog (format_type), never from the request.
    argsRecord = used.length
      ? `json_to_record(${params.add(JSON.stringify(args), 'json')}) as _pgrst_args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      : null;
    call = `${ident(schema)}.${ident(fn.name)}(${used.map((a) => `${ident(a.name)} := _pgrst_args.${ident(a.name)}`).join(', ')})`;
  }
  const from = argsRecord ? ` from ${argsRecord}` : '';

  let sql: string;
  const source = `${argsRecord ?? '(select) _pgrst_none'}, lateral ${call} _pgrst_r`;
  const total = (unpaged: string): string =>
    q.prefer.count ? `(select count(*)::int from (${unpaged}) _pgrst_c)` : 'null::int';
  if (fn.returns === 'composite') {
    // Rows of a table type can be shaped, embedded in, filtered, ordered and paged like a table.
    const alias = '_pgrst_r';
    const rel = fn.relation === null ? null : await findRelation(tx, fn.relation, schema);
    const src: Source = rel ? sourceOf(rel) : { name: null, columns: null, computed: new Set() };
    const built = await buildSelect(tx, params, q, src, alias, q.filters);
    const where = built.where.length ? ` where ${built.where.join(' and ')}` : '';
    const unpaged = `select ${built.columns} from ${source}${built.joins}${where}${built.groupBy}`;
    if (fn.returnsSet) {
      const order = renderOrder(q.order, params, {
        alias,
        schema,
        computed: src.computed,
        columns: src.columns ?? undefined,
        toOne: built.toOne,
      });
      const page = `${unpaged}${order} limit ${params.add(q.limit, 'bigint')} offset ${params.add(q.offset, 'bigint')}`;
      sql = `select _pgrst_a.*, ${total(unpaged)} as total from (${cappedJsonRows(`(${page}) _pgrst_t`, '_pgrst_t', maxBytes)}) _pgrst_a`;
    } else {
      sql = `select to_json(_pgrst_t)::text as body, 1 as n, 1 as total from (${unpaged}) _pgrst_t`;
    }
  } else if (fn.returnsSet) {
    sql = `select _pgrst_a.*, ${total(`select * from ${source}`)} as total from (${cappedJsonRows(source, '_pgrst_r', maxBytes)}) _pgrst_a`;
  } else if (fn.returns === 'void') {
    sql = `select ${call}${from}`;
  } else {
    sql = `select to_json(${call})::text as body, 1 as n, 1 as total${from}`;
  }
  const res = await tx.query<{ body: string | null; n: number; bytes?: number; total: number | null }>(
    sql,
    params.values,
  );
  if (fn.returns === 'void') return { status: 204 };
  const row = res.rows[0];
  const bytes = row?.bytes;
  if (bytes !== undefined && row?.body === null) throw answerTooLarge(Number(bytes), maxBytes ?? 0);
  const n = row?.n ?? 0;
  if (fn.returnsSet) assertMaxAffected(n, q.prefer.maxAffected);
  let body = row?.body ?? 'null';
  if (fn.returnsSet && q.single) body = onlyRow(body);
  const counted = q.prefer.count ? (row?.total ?? 0) : null;
  const headers = {
    'content-type': JSON_TYPE,
    'content-range': fn.returnsSet ? contentRange(q.offset, n, counted) : `0-0/${counted ?? '*'}`,
  };
  const partial = fn.returnsSet && !q.single && counted !== null && n < counted;
  return { status: partial ? 206 : 200, headers, body: head ? undefined : body };
}
