// /rpc/{fn}: named arguments from the JSON body (POST) or the query string (GET), typed by the
// function's own signature through json_to_record, then shaped as PostgREST does: scalar → value,
// set or table → array, composite → object, void → 204.
import type { Transaction } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { RestError } from './errors.ts';
import { RESERVED, type RestQuery } from './request.ts';
import { JSON_TYPE, onlyRow } from './response.ts';
import { API_SCHEMA, findFunction } from './schema.ts';
import { Params, answerTooLarge, cappedJsonRows, ident, renderOrder, renderSelect, renderWhere } from './sql.ts';

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
  const fn = await findFunction(tx, name, given);
  const params = new Params();
  const used = fn.args.filter((a) => given.includes(a.name));
  // Types come from pg_catalog (format_type), never from the request.
  const argsRecord = used.length
    ? `json_to_record(${params.add(JSON.stringify(args), 'json')}) as _pgrst_args(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : null;
  const from = argsRecord ? ` from ${argsRecord}` : '';
  const call = `${ident(API_SCHEMA)}.${ident(fn.name)}(${used.map((a) => `${ident(a.name)} := _pgrst_args.${ident(a.name)}`).join(', ')})`;

  let sql: string;
  const source = `${argsRecord ?? '(select) _pgrst_none'}, lateral ${call} _pgrst_r`;
  if (fn.returnsSet && fn.returns === 'composite') {
    // Rows of a table type can be shaped, filtered, ordered and paged like a table.
    const alias = '_pgrst_r';
    const page =
      `select ${renderSelect(q.select, params, alias)} from ${source}${renderWhere(q.filters, params, alias)}${renderOrder(q.order, params, alias)}` +
      ` limit ${params.add(q.limit, 'bigint')} offset ${params.add(q.offset, 'bigint')}`;
    sql = cappedJsonRows(`(${page}) _pgrst_t`, '_pgrst_t', maxBytes);
  } else if (fn.returnsSet) {
    sql = cappedJsonRows(source, '_pgrst_r', maxBytes);
  } else if (fn.returns === 'composite') {
    sql = `select to_json(_pgrst_r)::text as body, 1 as n from ${source}`;
  } else if (fn.returns === 'void') {
    sql = `select ${call}${from}`;
  } else {
    sql = `select to_json(${call})::text as body, 1 as n${from}`;
  }
  const res = await tx.query<{ body: string | null; n: number; bytes?: number }>(sql, params.values);
  if (fn.returns === 'void') return { status: 204 };
  const bytes = res.rows[0]?.bytes;
  if (bytes !== undefined && res.rows[0]?.body === null) throw answerTooLarge(Number(bytes), maxBytes ?? 0);
  let body = res.rows[0]?.body ?? 'null';
  if (fn.returnsSet && q.single) body = onlyRow(body);
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body: head ? undefined : body };
}
