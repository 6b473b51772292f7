// The PostgREST stand-in mounted at /rest/v1, two routes (/rpc/{fn} and /{table}) in the shared
// route table style: every request is one transaction under the role and claims of its JWT, so
// grants and RLS decide exactly as on hosted Supabase.
import type { ServerContext, Transaction } from '../db/context.ts';
import type { ApiRequest, ApiResponse, JwtClaims, ServiceHandler } from '../http/http.ts';
import { matchRoute, route, type RouteHandler } from '../http/routes.ts';
import { RestError, errorResponse } from './errors.ts';
import { readRows } from './read.ts';
import { noMediaType, parseRestQuery, type RestQuery } from './request.ts';
import { createRoleSettings } from './role-settings.ts';
import { createFunctionTimeouts } from './function-settings.ts';
import { callFunction, rpcArgs } from './rpc.ts';
import { API_SCHEMA, findRelation, functionArgNames } from './schema.ts';
import { MAX_ANSWER_BYTES } from './sql.ts';
import { deleteRows, insertRows, updateRows } from './write.ts';

/**
 * The schema a request means, as PostgREST chooses it: Accept-Profile for GET/HEAD,
 * Content-Profile for writes and POST /rpc, the first of [api] schemas without one; a schema not
 * exposed is refused.
 */
function requestSchema(req: ApiRequest, schemas: readonly string[]): string {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const profile =
    (read ? req.headers['accept-profile'] : req.headers['content-profile']) ?? req.headers['accept-profile'];
  if (!profile) return schemas[0] ?? API_SCHEMA;
  if (!schemas.includes(profile))
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  return profile;
}

/** The caller's verified claims; without them 401, as PostgREST answers before anything else. */
function requireClaims(req: ApiRequest): JwtClaims {
  if (req.claims) return req.claims;
  const expired = req.jwtError === 'expired';
  throw new RestError(
    401,
    expired ? 'PGRST303' : 'PGRST301',
    expired ? 'JWT expired' : 'No suitable key or wrong key type',
  );
}

/** PostgREST's request.headers: every header, lower-case names (http/http.ts lower-cases them). */
function requestHeaders(req: ApiRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = v;
  return out;
}

/** The service role's answers are not capped (it is the server's own key); everyone else's are. */
const answerCap = (req: ApiRequest): number | null => (req.claims?.role === 'service_role' ? null : MAX_ANSWER_BYTES);

/** Thrown to end a transaction in a rollback while still answering what it did. */
class RolledBack {
  constructor(readonly answer: ApiResponse) {}
}

const unsupported = (method: string): RestError => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export function createRestService(ctx: ServerContext): ServiceHandler {
  const { maxRows } = ctx.config.api;
  const schemas = ctx.config.api.schemas ?? [API_SCHEMA];

  /**
   * One transaction under the caller's claims, always committed: hosted PostgREST runs with
   * db-tx-end = commit, which ignores `Prefer: tx=rollback` (a rollback would also undo the
   * counters a function keeps, such as the username look-up's).
   */
  const roleSettings = createRoleSettings(ctx);
  const transaction = async (
    req: ApiRequest,
    fn: (tx: Transaction) => Promise<ApiResponse>,
    statementTimeoutMs?: number,
  ): Promise<ApiResponse> => {
    // `Prefer: tx=rollback` only where the database allows it (pgrst.db_tx_end, role-settings.ts).
    const rollback = (await roleSettings()).rollbackAllowed && /(^|[\s,])tx=rollback\b/i.test(req.headers.prefer ?? '');
    try {
      return await ctx.withClaims(
        requireClaims(req),
        async (tx) => {
          const answer = await fn(tx);
          if (rollback) throw new RolledBack(answer);
          return answer;
        },
        requestHeaders(req),
        statementTimeoutMs,
      );
    } catch (e) {
      if (e instanceof RolledBack) return e.answer;
      throw e;
    }
  };
  /** `planAllowed`: a read of a table, the one request this server answers with a plan */
  const queryFor = async (req: ApiRequest, skip?: ReadonlySet<string>, planAllowed = false): Promise<RestQuery> => {
    const settings = await roleSettings();
    const q = parseRestQuery(req, maxRows, skip);
    if (q.media.format === 'plan' && !(planAllowed && settings.planEnabled)) throw noMediaType(req.headers.accept);
    return { ...q, schema: requestSchema(req, schemas), aggregatesEnabled: settings.aggregatesEnabled };
  };

  const functionTimeouts = createFunctionTimeouts(ctx);
  const rpc: RouteHandler = async (req, { fn: name = '' }) => {
    parseRestQuery(req, maxRows, new Set(req.url.searchParams.keys())); // malformed headers are refused before the database is asked
    const ownTimeout = await functionTimeouts.of(name);
    return transaction(
      req,
      async (tx) => {
        const argNames = await functionArgNames(tx, name, requestSchema(req, schemas));
        const byGet = req.method === 'GET' || req.method === 'HEAD';
        // As PostgREST: a function called by GET runs read-only, so one that writes fails (25006).
        if (byGet) await tx.query('set transaction read only');
        const q = await queryFor(req, byGet ? argNames : undefined);
        return callFunction(tx, name, rpcArgs(req, argNames), q, req.method === 'HEAD', answerCap(req));
      },
      ownTimeout ?? undefined,
    );
  };

  const table: RouteHandler = async (req, { table: name = '' }) => {
    const q = await queryFor(req, undefined, req.method === 'GET' || req.method === 'HEAD');
    return transaction(req, async (tx) => {
      const rel = await findRelation(tx, name, q.schema);
      switch (req.method) {
        case 'GET':
        case 'HEAD':
          return readRows(tx, rel, q, req.method === 'HEAD', answerCap(req));
        case 'POST':
          return insertRows(tx, rel, q, req);
        case 'PATCH':
          return updateRows(tx, rel, q, req);
        default:
          return deleteRows(tx, rel, q);
      }
    });
  };

  const routes = [route(['GET', 'POST'], '/rpc/:fn', rpc), route(['GET', 'POST', 'PATCH', 'DELETE'], '/:table', table)];

  return async (req) => {
    try {
      requireClaims(req);
      requestSchema(req, schemas);
      const found = matchRoute(routes, req.method, req.path);
      if (found.kind === 'none') throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
      if (found.kind === 'method') throw unsupported(req.method);
      return await found.handler(req, found.params);
    } catch (e) {
      return errorResponse(e, req.claims !== null && req.claims.role !== 'anon');
    }
  };
}
