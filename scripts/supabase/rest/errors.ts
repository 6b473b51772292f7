// PostgREST's error body {code, message, details, hint} and its mapping from SQLSTATE to HTTP.
import type { ApiResponse } from '../http/http.ts';
import { EngineShareRefused } from '../db/fair-share.ts';

interface RestErrorBody {
  code: string;
  message: string;
  /** PGRST201 lists the candidate relationships here */
  details: string | object[] | null;
  hint: string | null;
}

/** An error PostgREST itself raises (PGRSTxxx), with its fixed HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | object[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
  toResponse(): ApiResponse {
    const body: RestErrorBody = { code: this.code, message: this.message, details: this.details, hint: this.hint };
    return { status: this.status, body };
  }
}

/** Bad request syntax (PostgREST's PGRST100 family). */
export const parseError = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST100', message, details);

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

const isPgError = (e: unknown): e is PgLikeError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as PgLikeError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((e as PgLikeError).code ?? '');

/** PostgREST's status for a SQLSTATE; `signedIn` decides 401 vs 403 on 42501. */
function statusForSqlState(code: string, signedIn: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return signedIn ? 403 : 401;
  // A function may choose its answer's HTTP status with SQLSTATE PTnnn (PostgREST's documented way).
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Any thrown value to PostgREST's answer; unknown failures are 500 without internals. */
export function errorResponse(e: unknown, signedIn: boolean): ApiResponse {
  if (e instanceof RestError) return e.toResponse();
  if (isPgError(e)) {
    const code = e.code ?? 'XX000';
    const body: RestErrorBody = {
      code,
      message: e.message ?? 'error',
      details: e.detail ?? null,
      hint: e.hint ?? null,
    };
    return { status: statusForSqlState(code, signedIn), body };
  }
  // A request refused for its address's engine share is answered 429 by the gateway.
  if (!(e instanceof EngineShareRefused)) console.error('[rest] unexpected error', e);
  return {
    status: 500,
    body: { code: 'PGRST000', message: 'Internal server error', details: null, hint: null } satisfies RestErrorBody,
  };
}
