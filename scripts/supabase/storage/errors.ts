// Storage API's error body: {statusCode: "<string>", error, message}, sent with HTTP 400
// (500 for internal failures) as the Storage server does for its own errors.
import type { ApiResponse } from '../http/http.ts';
import { EngineShareRefused } from '../db/fair-share.ts';

interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
}

export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  toResponse(): ApiResponse {
    const body: StorageErrorBody = { statusCode: this.statusCode, error: this.error, message: this.message };
    return { status: this.statusCode === '500' ? 500 : 400, body };
  }
}

export const notFound = (): StorageError => new StorageError('404', 'not_found', 'Object not found');
export const bucketNotFound = (): StorageError => new StorageError('404', 'Bucket not found', 'Bucket not found');
export const invalidKey = (key: string): StorageError => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);

interface PgLike {
  code?: string;
  message?: string;
}

/** Postgres errors the Storage server translates (RLS refusals, duplicates), else a 500. */
export function storageErrorResponse(e: unknown): ApiResponse {
  if (e instanceof StorageError) return e.toResponse();
  const pg = e as PgLike;
  if (pg && typeof pg.code === 'string') {
    if (pg.code === '42501')
      return new StorageError('403', 'Unauthorized', 'new row violates row-level security policy').toResponse();
    if (pg.code === '23505') return new StorageError('409', 'Duplicate', 'The resource already exists').toResponse();
    if (pg.code === '23503') return bucketNotFound().toResponse();
    if (pg.code === 'P0001')
      return new StorageError('400', 'InvalidRequest', pg.message ?? 'invalid request').toResponse();
  }
  // A request refused for its address's engine share is answered 429 by the gateway.
  if (!(e instanceof EngineShareRefused)) console.error('[storage] unexpected error', e);
  return new StorageError('500', 'Internal', 'Internal Server Error').toResponse();
}
