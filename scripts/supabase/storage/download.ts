// GET/HEAD of an object's bytes. Public buckets need no token; other reads go through RLS.
// Answers carry the stored Content-Type, nosniff, caching headers and ETag revalidation.
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse, JwtClaims } from '../http/http.ts';
import type { BlobStore } from './blobs.ts';
import { notFound } from './errors.ts';
import { getBucket, validateKey } from './shared.ts';

interface ObjectRow {
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string } | null;
  updated_at: string | Date;
}

const SELECT_OBJECT = 'select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2';

export async function downloadObject(
  ctx: ServerContext,
  blobs: BlobStore,
  req: ApiRequest,
  bucketId: string,
  rawName: string,
  /** null = public route */
  claims: JwtClaims | null,
): Promise<ApiResponse> {
  const name = validateKey(rawName);
  let row: ObjectRow | undefined;
  if (claims === null) {
    row = await ctx.asAdmin(async (tx) => {
      const bucket = await getBucket(tx, bucketId).catch(() => null);
      // A private bucket's objects are indistinguishable from missing ones on the public route.
      if (!bucket?.public) return undefined;
      return (await tx.query<ObjectRow>(SELECT_OBJECT, [bucketId, name])).rows[0];
    });
  } else {
    row = await ctx.withClaims(
      claims,
      async (tx) => (await tx.query<ObjectRow>(SELECT_OBJECT, [bucketId, name])).rows[0],
    );
  }
  if (!row) throw notFound();
  const data = await blobs.get(bucketId, name);
  if (!data) throw notFound();
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? '';
  const headers: Record<string, string> = {
    'content-type': meta.mimetype ?? 'application/octet-stream',
    // Objects stored before cacheControl was validated may hold anything; never replay it raw.
    'cache-control':
      meta.cacheControl && /^[\x20-\x7e]{1,200}$/.test(meta.cacheControl) ? meta.cacheControl : 'max-age=3600',
    'x-content-type-options': 'nosniff',
    'last-modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
    'accept-ranges': 'none',
  };
  if (etag) headers.etag = etag;
  // Anything but a raster image (HTML, SVG, text) is rendered inert if opened directly.
  if (!/^image\/(jpeg|png|webp|avif|gif)$/i.test(headers['content-type'] ?? '')) {
    headers['content-security-policy'] = "default-src 'none'; sandbox";
  }
  const download = req.url.searchParams.get('download');
  if (download !== null) {
    const filename = download || name.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;
  }
  if (etag && req.headers['if-none-match'] === etag) return { status: 304, headers };
  return { status: 200, headers, body: data };
}
