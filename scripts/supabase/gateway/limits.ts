// Request limits the gateway applies before any service runs (and so before the one database
// queue): body size from Content-Length or while streaming, and JSON nesting depth. Each refusal
// is written in the shape of the service that was called.
import type { ApiResponse } from '../http/http.ts';
import { badRequest, closestApiVersion, AuthHttpError, errorResponse as authError } from '../auth/errors.ts';
import { RestError } from '../rest/errors.ts';
import { matchPath } from '../http/routes.ts';
import { StorageError } from '../storage/errors.ts';
import { OBJECT_PATH } from '../storage/index.ts';

/** JSON bodies for REST, RPC, Auth and Storage's JSON routes (PostgREST's and GoTrue's hosted cap). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Multipart framing (boundaries, part headers, cacheControl, metadata) around an upload's bytes. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Deeper JSON is refused: the product's own documents are at most 4 levels deep. */
const MAX_JSON_DEPTH = 64;

type Service = 'rest' | 'auth' | 'storage';

/** POST/PUT /object/{bucket}/{name}: an upload whose limit is its bucket's. */
export function uploadTarget(service: Service, method: string, path: string): string | null {
  if (service !== 'storage' || (method !== 'POST' && method !== 'PUT')) return null;
  try {
    const bucket = matchPath(OBJECT_PATH, path)?.bucket;
    return bucket === undefined || bucket === 'list' ? null : bucket;
  } catch {
    return null; // a malformed escape: the storage route answers it
  }
}

/** The declared Content-Length, or null when absent (chunked) or unreadable. */
export function declaredLength(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** True when brackets outside strings nest deeper than `max` (a linear scan, no parsing). */
export function jsonTooDeep(body: Buffer, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

const mib = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** 413 in the called service's error shape. */
export function tooLargeResponse(
  service: Service,
  limit: number,
  apiVersionHeader: string | undefined,
  upload: boolean,
): ApiResponse {
  if (service === 'storage') {
    // Storage's own shape: HTTP 400 carrying statusCode "413" (as storage-js reads it).
    const message = upload
      ? 'The object exceeded the maximum allowed size'
      : `Request body is larger than ${mib(limit)}`;
    return new StorageError('413', 'Payload too large', message).toResponse();
  }
  if (service === 'auth') {
    const err = new AuthHttpError(413, 'validation_failed', `Request body is larger than ${mib(limit)}`);
    return authError(err, closestApiVersion(apiVersionHeader));
  }
  return new RestError(413, 'PGRST102', `Request body is larger than ${mib(limit)}`, null, null).toResponse();
}

/** 400 for JSON nested deeper than MAX_JSON_DEPTH, in the called service's error shape. */
export function tooDeepResponse(service: Service, apiVersionHeader: string | undefined): ApiResponse {
  const why = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;
  if (service === 'storage') return new StorageError('400', 'InvalidRequest', `Invalid JSON body: ${why}`).toResponse();
  if (service === 'auth') {
    return authError(
      badRequest('bad_json', `Could not parse request body as JSON: ${why}`),
      closestApiVersion(apiVersionHeader),
    );
  }
  return new RestError(400, 'PGRST102', 'Empty or invalid json', why, null).toResponse();
}

/**
 * 429 for an address that has used its share of the database engine ([db.engine_share],
 * db/fair-share.ts), with Retry-After in whole seconds. Auth and Storage answer in their own shape;
 * REST in the shape of the rate limit in front of hosted PostgREST (Kong's).
 */
export function overShareResponse(
  service: Service,
  retryAfterMs: number,
  apiVersionHeader: string | undefined,
): ApiResponse {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message = `Too many requests from this address: the database is busy with its earlier ones. Retry in ${seconds} s`;
  const out =
    service === 'storage'
      ? new StorageError('429', 'TooManyRequests', message).toResponse()
      : service === 'auth'
        ? authError(new AuthHttpError(429, 'over_request_rate_limit', message), closestApiVersion(apiVersionHeader))
        : { status: 429, body: { message } };
  // A real 429 even for Storage (whose own errors travel as 400): it is the edge's answer, not Storage's.
  return { ...out, status: 429, headers: { ...(out.headers ?? {}), 'retry-after': String(seconds) } };
}
