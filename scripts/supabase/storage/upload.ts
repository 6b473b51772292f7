// POST/PUT /object/{bucket}/{path}: the row is written under the caller's role (RLS decides), the
// bytes are checked against the bucket's size cap, MIME list and the declared type's signature.
import { createHash, randomUUID } from 'node:crypto';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse, JwtClaims } from '../http/http.ts';
import type { BlobStore } from './blobs.ts';
import { StorageError } from './errors.ts';
import { hasSignature, matchesDeclaredType } from './magic.ts';
import { boundaryOf, parseMultipart } from './multipart.ts';
import { getBucket, ownerOf, validateKey, type Bucket } from './shared.ts';

interface Incoming {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

const SECONDS = /^\d{1,10}$/;
const DIRECTIVE =
  /^(?:public|private|no-cache|no-store|no-transform|must-revalidate|proxy-revalidate|immutable|(?:max-age|s-maxage|stale-while-revalidate|stale-if-error)=\d{1,10})$/i;

/**
 * The object's Cache-Control: a plain number of seconds (storage-js's cacheControl option) becomes
 * `max-age=N`; otherwise only a comma-separated list of standard directives is accepted, so no
 * header injection (CR/LF) can be stored and replayed on every download.
 */
function normalizeCacheControl(raw: string | undefined): string {
  const value = (raw ?? '3600').replace(/^ +| +$/g, '');
  if (SECONDS.test(value)) return `max-age=${value}`;
  const directives = value.split(',').map((d) => d.replace(/^ +| +$/g, ''));
  if (value.length <= 200 && directives.every((d) => DIRECTIVE.test(d))) return directives.join(', ');
  throw new StorageError(
    '400',
    'InvalidRequest',
    'Invalid cacheControl: expected a number of seconds or a max-age directive',
  );
}

function readUpload(req: ApiRequest): Incoming {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    const boundary = boundaryOf(type);
    const parts = boundary ? parseMultipart(req.body, boundary) : [];
    const file = parts.find((p) => p.filename !== undefined) ?? parts.find((p) => p.name === '');
    if (!file) throw new StorageError('400', 'InvalidRequest', 'No file found in the request');
    const field = (n: string): string | undefined =>
      parts.find((p) => p.name === n && p !== file)?.data.toString('utf8');
    const meta = field('metadata');
    return {
      data: file.data,
      mimetype: file.contentType || 'text/plain;charset=UTF-8',
      cacheControl: normalizeCacheControl(field('cacheControl')),
      userMetadata: meta ? safeJson(meta) : undefined,
    };
  }
  const meta = req.headers['x-metadata'];
  return {
    data: req.body,
    mimetype: type || 'text/plain;charset=UTF-8',
    cacheControl: normalizeCacheControl(req.headers['cache-control']),
    userMetadata: meta ? safeJson(Buffer.from(meta, 'base64').toString('utf8')) : undefined,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const baseType = (mime: string): string => (mime.split(';')[0] ?? '').trim().toLowerCase();

/**
 * A content type must be sendable back as a header: Node (like any HTTP server) refuses a header
 * value with a control character other than tab, or a character past U+00FF, so storing one would
 * make every download of the object fail (500). Refused at upload with Storage's answer for a
 * mime type it does not accept (415 invalid_mime_type).
 */
const UNSENDABLE = /[^\t\u0020-\u007e\u0080-\u00ff]/;

const printable = (s: string): string =>
  s.replace(/[^\u0020-\u007e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

function checkFile(bucket: Bucket, file: Incoming, globalLimit: number): void {
  if (UNSENDABLE.test(file.mimetype))
    throw new StorageError('415', 'invalid_mime_type', `mime type ${printable(file.mimetype)} is not supported`);
  const limit = Math.min(globalLimit, bucket.file_size_limit ?? globalLimit);
  if (file.data.length > limit)
    throw new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size');
  const mime = baseType(file.mimetype);
  const allowed = bucket.allowed_mime_types;
  if (allowed && allowed.length) {
    const ok = allowed.some((a) => {
      const rule = a.toLowerCase();
      return rule.endsWith('/*') ? mime.startsWith(rule.slice(0, -1)) : rule === mime;
    });
    if (!ok) throw new StorageError('415', 'invalid_mime_type', `mime type ${mime} is not supported`);
  }
  // Stricter than hosted Storage (which trusts the header): image bytes must look like the type.
  if (hasSignature(mime) && !matchesDeclaredType(mime, file.data)) {
    throw new StorageError('415', 'invalid_mime_type', `mime type ${mime} does not match the file's content`);
  }
}

export async function uploadObject(
  ctx: ServerContext,
  blobs: BlobStore,
  req: ApiRequest,
  claims: JwtClaims,
  bucketId: string,
  rawName: string,
): Promise<ApiResponse> {
  const name = validateKey(rawName);
  const bucket = await ctx.asAdmin((tx) => getBucket(tx, bucketId));
  const file = readUpload(req);
  checkFile(bucket, file, ctx.config.storage.fileSizeLimit);
  // PUT replaces an existing object; POST does only with x-upsert: true.
  const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: now,
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
  const owner = ownerOf(claims);
  const id = await ctx.withClaims(claims, async (tx) => {
    const values = [
      bucketId,
      name,
      owner,
      typeof claims.sub === 'string' ? claims.sub : null,
      JSON.stringify(metadata),
      file.userMetadata === undefined ? null : JSON.stringify(file.userMetadata),
      randomUUID(),
    ];
    // A plain upload needs only an INSERT policy, as on hosted Supabase: its id is chosen here, so
    // nothing is read back (RETURNING would need a SELECT policy too, and a write-only bucket has none).
    const newId = randomUUID();
    const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version) values ($8, $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`;
    const sql = upsert
      ? `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now() returning id`
      : insert;
    const res = await tx.query<{ id: string }>(sql, [...values, newId]);
    // Bytes are written inside the transaction: if they cannot be stored, the row is rolled back.
    await blobs.put(bucketId, name, file.data);
    return upsert ? (res.rows[0]?.id ?? '') : newId;
  });
  return { status: 200, body: { Id: id, Key: `${bucketId}/${name}` } };
}
