// How PostgREST shapes an answer: the JSON content type, Content-Range, and the single-object
// rule of `Accept: application/vnd.pgrst.object+json` (.single() / .maybeSingle()).
import { RestError } from './errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** PostgREST's (12 and later) 406 for .single() / .maybeSingle() over 0 or several rows. */
export function singleError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

/** The only element of a JSON array (as text), or singleError. */
export function onlyRow(body: string): string {
  const rows = JSON.parse(body) as unknown[];
  if (rows.length !== 1) throw singleError(rows.length);
  return JSON.stringify(rows[0]);
}

/** `0-24/318`, `*\/0` for an empty page. */
export function contentRange(offset: number, n: number, total: number | null): string {
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** PostgREST 13's refusal when a write (or function) touches more rows than `max-affected` allows. */
export function assertMaxAffected(n: number, max: number | null): void {
  if (max !== null && n > max)
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    );
}
