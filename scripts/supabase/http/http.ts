// The HTTP layer shared by every service: request parsing, JWT claims, CORS and response writing.
// Services are plain async functions (ServiceHandler) so they can be tested without sockets.
// The tokens a request carries (Authorization Bearer, apikey) are verified here, once, and the
// results travel on the ApiRequest: the gateway's apikey check and every service read them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims, JwtFailure, JwtVerification } from '../keys/jwt.ts';

export type { JwtClaims };

/** Verifies one credential: a JWT, or an opaque sb_… API key (gateway/router.ts's credentialVerifier). */
export type TokenVerifier = (token: string) => JwtVerification;

/** A token the request carried, with the outcome of verifying it. */
export interface VerifiedToken {
  token: string;
  result: JwtVerification;
}

export interface ApiRequest {
  method: string;
  url: URL;
  /** path after the service mount, e.g. '/token' or '/vehicles' */
  path: string;
  /** lower-cased header names */
  headers: Record<string, string | undefined>;
  ip: string;
  body: Buffer;
  json<T = unknown>(): T | undefined;
  /** verified claims from Authorization Bearer (or from apikey when no Authorization) */
  claims: JwtClaims | null;
  /** Why the bearer token (or apikey) was refused, when claims is null and one was sent. */
  jwtError?: JwtFailure;
  /** `Authorization: Bearer …`, verified */
  bearer: VerifiedToken | null;
  /** the apikey header (or ?apikey=), verified */
  apikey: VerifiedToken | null;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** objects/arrays are sent as JSON; Buffer/string as-is; null/undefined = empty */
  body?: unknown;
}

export type ServiceHandler = (req: ApiRequest) => Promise<ApiResponse>;

/** Headers supabase-js (postgrest-js, storage-js, auth-js) sends cross-origin. */
const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'range',
  'accept',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'x-supabase-api-version',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'if-none-match',
];
const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'content-length',
  'x-supabase-api-version',
  'x-sb-error-code',
  'etag',
  'location',
];

/** CORS answer headers: the caller's origin is echoed (credentials are never cookies here). */
export function corsHeaders(origin: string | undefined, requested?: string): Record<string, string> {
  const extra = (requested ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9-]+$/.test(h));
  return {
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': [...new Set([...ALLOWED_HEADERS, ...extra])].join(', '),
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

const verified = (token: string | undefined, check: TokenVerifier): VerifiedToken | null =>
  token ? { token, result: check(token) } : null;

/** Verifies the bearer token and the apikey once each; claims come from the bearer or, without one, the apikey (as Kong forwards it). */
function readCredentials(
  headers: Record<string, string | undefined>,
  check: TokenVerifier,
): Pick<ApiRequest, 'claims' | 'jwtError' | 'bearer' | 'apikey'> {
  const auth = headers.authorization;
  const bearerToken = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : undefined;
  const bearer = verified(bearerToken, check);
  const apikey = headers.apikey === bearerToken && bearer ? bearer : verified(headers.apikey, check);
  // An Authorization header, even an empty bearer, stands in for the apikey (PostgREST reads only Authorization).
  const used = bearerToken !== undefined ? bearer : apikey;
  if (!used) return { claims: null, bearer, apikey };
  return used.result.ok
    ? { claims: used.result.claims, bearer, apikey }
    : { claims: null, jwtError: used.result.reason, bearer, apikey };
}

/**
 * The whole body, or BodyTooLargeError as soon as more than `limit` bytes arrived. On refusal the
 * stream is left flowing with no listener (the rest is discarded, never buffered) and the socket
 * stays open, so the caller can still answer before closing it.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    function onData(chunk: Buffer): void {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd(): void {
      cleanup();
      resolve(Buffer.concat(chunks));
    }
    function onError(e: Error): void {
      cleanup();
      reject(e);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

/**
 * X-Forwarded-For as the database reads it: the client's address alone (http/client-address.ts).
 * Whatever else a client sent in the header is dropped; were it kept, the database's first entry
 * (private.client_address(): the per-address limits) would be the client's own choice
 * (docs/security.md, "Client address").
 */
export function buildRequest(
  req: IncomingMessage,
  url: URL,
  path: string,
  body: Buffer,
  check: TokenVerifier,
  /** the client's address, as the gateway decided it (http/client-address.ts) */
  ip: string,
): ApiRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  headers['x-forwarded-for'] = ip;
  const credentials = readCredentials(headers, check);
  let parsed: { value: unknown } | undefined;
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    url,
    path,
    headers,
    ip,
    body,
    ...credentials,
    json<T>(): T | undefined {
      if (!parsed) {
        try {
          parsed = { value: body.length ? JSON.parse(body.toString('utf8')) : undefined };
        } catch {
          parsed = { value: undefined };
        }
      }
      return parsed.value as T | undefined;
    },
  };
}

export function sendResponse(
  res: ServerResponse,
  out: ApiResponse,
  extraHeaders: Record<string, string>,
  head: boolean,
): void {
  const headers: Record<string, string> = { ...extraHeaders, ...(out.headers ?? {}) };
  let payload: Buffer | undefined;
  if (Buffer.isBuffer(out.body)) payload = out.body;
  else if (typeof out.body === 'string') payload = Buffer.from(out.body, 'utf8');
  else if (out.body !== undefined && out.body !== null) {
    payload = Buffer.from(JSON.stringify(out.body), 'utf8');
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json; charset=utf-8';
  }
  if (payload) headers['content-length'] = String(payload.length);
  res.writeHead(out.status, headers);
  res.end(head ? undefined : payload);
}
