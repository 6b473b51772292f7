// The PostgREST stand-in mounted at /rest/v1: every request is one transaction under the role and
// claims of its JWT, so grants and RLS decide exactly as on hosted Supabase.
import type { ServerContext } from '../context.ts';
import type { ApiRequest, ApiResponse, ServiceHandler } from '../http.ts';
import { RestError, errorResponse } from './errors.ts';
import { readRows } from './read.ts';
import { parseRestQuery } from './request.ts';
import { callFunction, rpcArgs } from './rpc.ts';
import { API_SCHEMA, findRelation, functionArgNames } from './schema.ts';
import { LookupThrottle, throttledAnswer } from './throttle.ts';
import { deleteRows, insertRows, updateRows } from './write.ts';

/** Rolls the transaction back after the answer is computed (Prefer: tx=rollback). */
class Rollback extends Error {
  constructor(readonly response: ApiResponse) {
    super('rollback');
  }
}

function checkProfile(req: ApiRequest): void {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile && profile !== API_SCHEMA) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${API_SCHEMA}`);
  }
}

/** PostgREST's request.headers: every header, lower-case names (http.ts lower-cases them). */
function requestHeaders(req: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = v;
  return out;
}

async function route(ctx: ServerContext, req: ApiRequest, throttle: LookupThrottle): Promise<ApiResponse> {
  const claims = req.claims;
  if (!claims) {
    const expired = req.jwtError === 'expired';
    throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', expired ? 'JWT expired' : 'No suitable key or wrong key type');
  }
  checkProfile(req);
  const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
  const head = req.method === 'HEAD';
  const isRpc = segments[0] === 'rpc' && segments.length === 2;
  if (!isRpc && segments.length !== 1) {
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  }
  const throttled = isRpc ? throttledAnswer(throttle, req, segments[1] ?? '') : null;
  if (throttled) return throttled;
  let q = parseRestQuery(req, isRpc ? new Set(req.url.searchParams.keys()) : undefined);
  const run = async (): Promise<ApiResponse> =>
    ctx.withClaims(claims, async (tx) => {
      let out: ApiResponse;
      if (isRpc) {
        if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
        const name = segments[1] ?? '';
        const argNames = await functionArgNames(tx, name);
        const byGet = req.method === 'GET' || req.method === 'HEAD';
        q = parseRestQuery(req, byGet ? argNames : undefined);
        out = await callFunction(tx, name, rpcArgs(req, argNames), q, head);
      } else {
        const rel = await findRelation(tx, segments[0] ?? '');
        switch (req.method) {
          case 'GET': case 'HEAD': out = await readRows(tx, rel, q, head); break;
          case 'POST': out = await insertRows(tx, rel, q, req); break;
          case 'PATCH': out = await updateRows(tx, rel, q, req); break;
          case 'DELETE': out = await deleteRows(tx, rel, q); break;
          default: throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
        }
      }
      if (q.prefer.rollback) throw new Rollback(out);
      return out;
    }, requestHeaders(req));
  try {
    return await run();
  } catch (e) {
    if (e instanceof Rollback) return e.response;
    throw e;
  }
}

export function createRestService(ctx: ServerContext): ServiceHandler {
  const throttle = new LookupThrottle(ctx.config.usernameLookupsPerMinute);
  return async (req) => {
    try {
      return await route(ctx, req, throttle);
    } catch (e) {
      return errorResponse(e, req.claims !== null && req.claims.role !== 'anon');
    }
  };
}
