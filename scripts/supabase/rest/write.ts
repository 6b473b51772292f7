// POST (insert/upsert), PATCH (update) and DELETE on a table. Bodies go to Postgres as one JSON
// parameter and are typed by json_populate_record(set), so no value is ever spliced into SQL.
import type { Transaction } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { RestError } from './errors.ts';
import type { RestQuery } from './request.ts';
import { JSON_TYPE, assertMaxAffected, contentRange, onlyRow, singleError } from './response.ts';
import { assertColumns, type Relation } from './schema.ts';
import { buildSelect, sourceOf } from './select.ts';
import { Params, ident, jsonRows, renderWhere } from './sql.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function bodyRows(req: ApiRequest): Json[] {
  const body = req.json();
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', null);
  return rows;
}

/**
 * Runs `dml` and shapes PostgREST's answer. `upsert`: the DML is an INSERT … ON CONFLICT, whose
 * answer is 201 when it inserted a row and 200 when it only updated (PostgREST's rule), told apart
 * by `xmax = 0` on the returned rows (a row version just inserted has no xmax).
 */
async function finish(
  tx: Transaction,
  rel: Relation,
  q: RestQuery,
  dml: string,
  params: Params,
  created: boolean,
  upsert = false,
): Promise<ApiResponse> {
  const wantRows = q.prefer.returnMode === 'representation' || q.single;
  const alias = ident(rel.name);
  const inserted = upsert ? `, (${alias}.xmax = 0) as _pgrst_inserted` : '';
  let n: number;
  let anyInserted = created && !upsert;
  let body: string | undefined;
  if (wantRows) {
    const built = await buildSelect(tx, params, q, sourceOf(rel), alias, []);
    const where = built.where.length ? ` where ${built.where.join(' and ')}` : '';
    const res = await tx.query<{ body: string; n: number; ins: boolean }>(
      `with ${alias} as (${dml} returning ${alias}.*${inserted}) ` +
        `select _pgrst_p.body, _pgrst_p.n, ${upsert ? `exists(select 1 from ${alias} where _pgrst_inserted)` : 'false'} as ins` +
        ` from (${jsonRows(`(select ${built.columns} from ${alias}${built.joins}${where}${built.groupBy}) _pgrst_t`)}) _pgrst_p`,
      params.values,
    );
    n = res.rows[0]?.n ?? 0;
    body = res.rows[0]?.body ?? '[]';
    anyInserted ||= res.rows[0]?.ins ?? false;
  } else if (upsert) {
    const res = await tx.query<{ n: number; ins: boolean }>(
      `with ${alias} as (${dml} returning true as _pgrst_row${inserted}) select count(*)::int as n, coalesce(bool_or(_pgrst_inserted), false) as ins from ${alias}`,
      params.values,
    );
    n = res.rows[0]?.n ?? 0;
    anyInserted = res.rows[0]?.ins ?? false;
  } else {
    n = (await tx.query(dml, params.values)).affectedRows ?? 0;
  }
  if (q.single && n !== 1) throw singleError(n); // thrown inside the transaction: the write is undone
  assertMaxAffected(n, q.prefer.maxAffected);
  const headers: Record<string, string> = { 'content-range': contentRange(0, n, q.prefer.count ? n : null) };
  if (q.prefer.returnMode !== 'representation') return { status: created ? 201 : 204, headers };
  headers['content-type'] = JSON_TYPE;
  const out = q.single ? onlyRow(body ?? '[]') : body;
  // ignore-duplicates answers 201 even when every row was already there (PostgREST's rule).
  const status = anyInserted || q.prefer.resolution === 'ignore-duplicates' ? 201 : 200;
  return { status, headers, body: out };
}

export async function insertRows(tx: Transaction, rel: Relation, q: RestQuery, req: ApiRequest): Promise<ApiResponse> {
  const rows = bodyRows(req);
  const columns = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  assertColumns(rel, columns);
  const params = new Params();
  const list = columns.map(ident).join(', ');
  const json = params.add(JSON.stringify(rows), 'json');
  // A key absent from a row is NULL, or with Prefer: missing=default the column's own default
  // (an expression read from pg_catalog, never from the request). As PostgREST, each row evaluates
  // the defaults of every column some row leaves out (a sequence moves on once per row; the
  // reference to the row keeps Postgres from computing them once for all rows).
  const defaulted = q.prefer.missingDefault ? columns.filter((c) => rows.some((r) => !(c in r))) : [];
  const value = (c: string): string => {
    const i = defaulted.indexOf(c);
    if (i < 0) return `_pgrst_rec.${ident(c)}`;
    return `case when _pgrst_row.value::jsonb ? ${params.add(c, 'text')} then _pgrst_rec.${ident(c)} else _pgrst_def.d${i} end`;
  };
  const defaults = defaulted.length
    ? `, lateral (select ${defaulted.map((c, i) => `${rel.defaults[c] ?? 'null'} as d${i}`).join(', ')} where _pgrst_row.value is not null) _pgrst_def`
    : '';
  const source = `json_array_elements(${json}) _pgrst_row, lateral json_populate_record(null::${rel.qualified}, _pgrst_row.value) _pgrst_rec${defaults}`;
  let dml = columns.length
    ? `insert into ${rel.qualified} as ${ident(rel.name)} (${list}) select ${columns.map(value).join(', ')} from ${source}`
    : `insert into ${rel.qualified} as ${ident(rel.name)} select from json_array_elements(${json})`; // [{}, {}]: one row of defaults each
  if (q.prefer.resolution) {
    const target = q.onConflict ?? rel.primaryKey;
    assertColumns(rel, target);
    if (!target.length) throw new RestError(400, 'PGRST100', 'on_conflict is required: the table has no primary key');
    // With nothing but the key given, PostgREST still "updates" the key so the row is returned.
    const updated = columns.filter((c) => !target.includes(c));
    const updates = (updated.length ? updated : target).map((c) => `${ident(c)} = excluded.${ident(c)}`);
    dml +=
      q.prefer.resolution === 'ignore-duplicates' || !columns.length
        ? ` on conflict (${target.map(ident).join(', ')}) do nothing`
        : ` on conflict (${target.map(ident).join(', ')}) do update set ${updates.join(', ')}`;
  }
  return finish(tx, rel, q, dml, params, true, q.prefer.resolution !== undefined);
}

/**
 * pg-safeupdate, which hosted Supabase loads for PostgREST's connections: an UPDATE or DELETE
 * with no WHERE clause is refused (SQLSTATE 21000, answered 400), so one request without a filter
 * cannot touch every row.
 */
function safeUpdate(verb: 'UPDATE' | 'DELETE', where: string): void {
  if (where.trim() === '') {
    throw Object.assign(new Error(`${verb} requires a WHERE clause`), { code: '21000' });
  }
}

export async function updateRows(tx: Transaction, rel: Relation, q: RestQuery, req: ApiRequest): Promise<ApiResponse> {
  const body = req.json();
  if (!isObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', null);
  const columns = Object.keys(body);
  assertColumns(rel, columns);
  if (!columns.length)
    return {
      status: q.prefer.returnMode === 'representation' ? 200 : 204,
      headers: { 'content-type': JSON_TYPE },
      body: q.prefer.returnMode === 'representation' ? '[]' : undefined,
    };
  const params = new Params();
  const alias = ident(rel.name);
  const sets = columns.map((c) => `${ident(c)} = _pgrst_body.${ident(c)}`).join(', ');
  const source = `json_populate_record(null::${rel.qualified}, ${params.add(JSON.stringify(body), 'json')})`;
  const where = renderWhere(q.filters, params, alias);
  safeUpdate('UPDATE', where);
  const dml = `update ${rel.qualified} as ${alias} set ${sets} from (select * from ${source}) _pgrst_body${where}`;
  return finish(tx, rel, q, dml, params, false);
}

export async function deleteRows(tx: Transaction, rel: Relation, q: RestQuery): Promise<ApiResponse> {
  const params = new Params();
  const alias = ident(rel.name);
  const where = renderWhere(q.filters, params, alias);
  safeUpdate('DELETE', where);
  const dml = `delete from ${rel.qualified} as ${alias}${where}`;
  return finish(tx, rel, q, dml, params, false);
}
