// GET/HEAD on a table or view: one JSON array (or object) built by Postgres itself, so number,
// date and json formatting match PostgREST's, plus Content-Range and optional exact count.
import type { Transaction } from '../context.ts';
import type { ApiResponse } from '../http.ts';
import { contentRange, singleError, type RestQuery } from './request.ts';
import type { Relation } from './schema.ts';
import { Params, ident, renderOrder, renderSelect, renderWhere } from './sql.ts';

/** Hosted projects' default max_rows (supabase/config.toml [api] max_rows). */
export const MAX_ROWS = 1000;

export const JSON_TYPE = 'application/json; charset=utf-8';

export async function readRows(tx: Transaction, rel: Relation, q: RestQuery, head: boolean): Promise<ApiResponse> {
  const alias = ident(rel.name);
  const params = new Params();
  const cols = renderSelect(q.select, params, alias);
  const where = renderWhere(q.filters, params, alias);
  const order = renderOrder(q.order, params, alias);
  const limit = Math.min(q.limit ?? MAX_ROWS, MAX_ROWS);
  const page = `select ${cols} from ${rel.qualified} as ${alias}${where}${order} limit ${params.add(limit, 'bigint')} offset ${params.add(q.offset, 'bigint')}`;
  const res = await tx.query<{ body: string; n: number }>(
    `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n from (${page}) _pgrst_t`,
    params.values,
  );
  const { body, n } = res.rows[0] ?? { body: '[]', n: 0 };

  let total: number | null = null;
  if (q.prefer.count) {
    const countParams = new Params();
    const countWhere = renderWhere(q.filters, countParams, alias);
    const c = await tx.query<{ total: number }>(`select count(*)::int as total from ${rel.qualified} as ${alias}${countWhere}`, countParams.values);
    total = c.rows[0]?.total ?? 0;
  }

  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'content-range': contentRange(q.offset, n, total) };
  if (q.single) {
    if (n !== 1) throw singleError(n);
    const one = (JSON.parse(body) as unknown[])[0];
    return { status: 200, headers, body: head ? undefined : JSON.stringify(one) };
  }
  // PostgREST answers 206 when a known total is larger than the page it sent.
  const partial = total !== null && n < total;
  return { status: partial ? 206 : 200, headers, body: head ? undefined : body };
}
