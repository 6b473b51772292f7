// Pieces every storage route needs: bucket look-up, object-name rules, and the blob store.
import { join } from 'node:path';
import type { ServerContext, Transaction } from '../db/context.ts';
import { diskBlobs, memoryBlobs, type BlobStore } from './blobs.ts';
import { bucketNotFound, invalidKey } from './errors.ts';

export interface Bucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export const storageDir = (dataDir: string): string => join(dataDir, 'storage');

export function createBlobStore(ctx: ServerContext): BlobStore {
  return ctx.dataDir ? diskBlobs(storageDir(ctx.dataDir)) : memoryBlobs();
}

/** Bucket settings are read as the superuser: limits apply whatever the caller may see. */
export async function getBucket(tx: Transaction, id: string): Promise<Bucket> {
  const res = await tx.query<Bucket>(
    'select id, name, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const bucket = res.rows[0];
  if (!bucket) throw bucketNotFound();
  return bucket;
}

/** A file system's limit on one file or folder name, in UTF-8 bytes. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Object names: relative paths with no empty, '.' or '..' segments, no control characters, no
 * format characters (Unicode Cf: U+202E right-to-left override, zero-width joiners… which make a
 * name read as another, as in `photo\u202Egpj.exe`), and no folder or file name over 255 bytes (the
 * limit of the disk the local server writes to). Storage answers 400 InvalidKey.
 */
export function validateKey(name: string): string {
  const segments = name.split('/');
  const bad =
    !name ||
    name.length > 1024 ||
    segments.some((s) => Buffer.byteLength(s, 'utf8') > MAX_SEGMENT_BYTES) ||
    // eslint-disable-next-line no-control-regex -- refusing control characters in object names is the point
    /[\u0000-\u001f\u007f\\]/.test(name) ||
    /\p{Cf}/u.test(name) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw invalidKey(name);
  return name;
}

export function ownerOf(claims: { sub?: string }): string | null {
  return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
}
