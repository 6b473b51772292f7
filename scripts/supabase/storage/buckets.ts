// /bucket routes (list, get, create, delete) under the caller's role: hosted buckets have RLS and
// no default policies, so in practice the service_role key manages them.
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiResponse, JwtClaims } from '../http/http.ts';
import { parseSize } from '../config/config.ts';
import { StorageError, bucketNotFound } from './errors.ts';

const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

const createBucketSchema = z.object({
  id: z.string().optional(),
  name: z.string().regex(/^[\w!.*'() &$@=;:+,?-]{1,100}$/),
  public: z.boolean().default(false),
  file_size_limit: z.union([z.number(), z.string()]).nullable().optional(),
  allowed_mime_types: z.array(z.string()).nullable().optional(),
});

export async function listBuckets(ctx: ServerContext, claims: JwtClaims): Promise<ApiResponse> {
  const rows = await ctx.withClaims(
    claims,
    async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)).rows,
  );
  return { status: 200, body: rows };
}

export async function getBucketRoute(ctx: ServerContext, claims: JwtClaims, id: string): Promise<ApiResponse> {
  const row = await ctx.withClaims(
    claims,
    async (tx) => (await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0],
  );
  if (!row) throw bucketNotFound();
  return { status: 200, body: row };
}

export async function createBucket(ctx: ServerContext, claims: JwtClaims, body: unknown): Promise<ApiResponse> {
  const parsed = createBucketSchema.safeParse(body);
  if (!parsed.success) throw new StorageError('400', 'InvalidRequest', 'Bucket name invalid');
  const b = parsed.data;
  const limit = b.file_size_limit === undefined || b.file_size_limit === null ? null : parseSize(b.file_size_limit);
  await ctx.withClaims(claims, (tx) =>
    tx.query(
      'insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner) values ($1, $2, $3, $4, $5, $6)',
      [
        b.id ?? b.name,
        b.name,
        b.public,
        limit,
        b.allowed_mime_types ?? null,
        typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null,
      ],
    ),
  );
  return { status: 200, body: { name: b.id ?? b.name } };
}

export async function deleteBucket(ctx: ServerContext, claims: JwtClaims, id: string): Promise<ApiResponse> {
  const gone = await ctx.withClaims(claims, async (tx) => {
    const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
    if (objects.rows.length)
      throw new StorageError('409', 'InvalidRequest', 'The bucket you tried to delete is not empty');
    return (await tx.query('delete from storage.buckets where id = $1 returning id', [id])).rows.length;
  });
  if (!gone) throw bucketNotFound();
  return { status: 200, body: { message: 'Successfully deleted' } };
}
