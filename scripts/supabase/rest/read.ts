// GET/HEAD on a table or view: one JSON array (or object) built by Postgres itself, so number,
// date and json formatting match PostgREST's, plus Content-Range and optional exact count.
import type { Transaction } from '../db/context.ts';
import type { ApiResponse } from '../http/http.ts';
import type { RestQuery } from './request.ts';
import { CSV_TYPE, JSON_TYPE, contentRange, onlyRow } from './response.ts';
import type { Relation } from './schema.ts';
import { buildSelect, sourceOf } from './select.ts';
import { Params, answerTooLarge, cappedCsvRows, cappedJsonRows, ident, jsonRows, renderOrder } from './sql.ts';

/** `maxBytes`: the largest answer this caller may get (null: no limit), see MAX_ANSWER_BYTES. */
export async function readRows(
  tx: Transaction,
  rel: Relation,
  q: RestQuery,
  head: boolean,
  maxBytes: number | null = null,
): Promise<ApiResponse> {
  const alias = ident(rel.name);
  const scope = { alias, schema: rel.schema, computed: rel.computed, columns: rel.columns };
  const params = new Params();
  const built = await buildSelect(tx, params, q, sourceOf(rel), alias, q.filters);
  const where = built.where.length ? ` where ${built.where.join(' and ')}` : '';
  const fromParams = params.values.length; // the count below binds what the select and WHERE use
  const order = renderOrder(q.order, params, { ...scope, toOne: built.toOne });
  const from = `${rel.qualified} as ${alias}${built.joins}${where}`;
  const page = `select ${built.columns} from ${from}${built.groupBy}${order} limit ${params.add(q.limit, 'bigint')} offset ${params.add(q.offset, 'bigint')}`;
  if (q.media.plan) return explain(tx, jsonRows(`(${page}) _pgrst_t`), params.values, q.media.plan);
  const csv = q.media.format === 'csv';
  let sql = csv ? cappedCsvRows(page, maxBytes) : cappedJsonRows(`(${page}) _pgrst_t`, '_pgrst_t', maxBytes);
  // nulls=stripped: every null field left out (json_strip_nulls, as PostgREST does it).
  if (q.media.stripNulls)
    sql = `select json_strip_nulls(_pgrst_s.body::json)::text as body, _pgrst_s.n${maxBytes === null ? '' : ', _pgrst_s.bytes'} from (${sql}) _pgrst_s`;
  const res = await tx.query<{ body: string | null; n: number; bytes?: number }>(sql, params.values);
  const { body, n, bytes } = res.rows[0] ?? { body: '[]', n: 0 };
  if (body === null) throw answerTooLarge(Number(bytes), maxBytes ?? 0);

  let total: number | null = null;
  if (q.prefer.count && q.prefer.countKind !== 'exact') {
    // planned: the planner's estimate (EXPLAIN), as PostgREST reads it; estimated: exact up to
    // max_rows and the estimate above it.
    const plan = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) select ${built.columns} from ${from}${built.groupBy}`,
      params.values.slice(0, fromParams),
    );
    const raw = plan.rows[0]?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    total = Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
  }
  if (
    q.prefer.count &&
    (q.prefer.countKind === 'exact' || (q.prefer.countKind === 'estimated' && total !== null && total <= q.limit))
  ) {
    // The page's own query without order and paging (every parameter bound stays in use), so
    // `!inner` embeds and aggregates count as they filter.
    const counted = `(select ${built.columns} from ${from}${built.groupBy}) _pgrst_g`;
    const c = await tx.query<{ total: number }>(
      `select count(*)::int as total from ${counted}`,
      params.values.slice(0, fromParams),
    );
    total = c.rows[0]?.total ?? 0;
  }

  const headers: Record<string, string> = {
    'content-type': csv ? CSV_TYPE : JSON_TYPE,
    'content-range': contentRange(q.offset, n, total),
  };
  if (q.single) {
    const one = onlyRow(body);
    return { status: 200, headers, body: head ? undefined : one };
  }
  // PostgREST answers 206 when a known total is larger than the page it sent.
  const partial = total !== null && n < total;
  return { status: partial ? 206 : 200, headers, body: head ? undefined : body };
}

/**
 * The plan of the read PostgREST would run, as its db-plan-enabled answers it: EXPLAIN with the
 * options asked for, JSON or text, under the plan's own media type.
 */
async function explain(
  tx: Transaction,
  sql: string,
  values: unknown[],
  plan: { format: 'json' | 'text'; options: string[]; for: string },
): Promise<ApiResponse> {
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const res = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${sql}`, values);
  const lines = res.rows.map((r) => r['QUERY PLAN']);
  const body =
    plan.format === 'json'
      ? typeof lines[0] === 'string'
        ? lines[0]
        : JSON.stringify(lines[0])
      : lines.map(String).join('\n');
  return {
    status: 200,
    headers: { 'content-type': `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}"; charset=utf-8` },
    body,
  };
}
