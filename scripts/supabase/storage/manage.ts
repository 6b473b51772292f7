// Remove and list, both under the caller's role so RLS decides what they may touch or see.
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiResponse, JwtClaims } from '../http/http.ts';
import type { BlobStore } from './blobs.ts';
import { StorageError, notFound } from './errors.ts';
import { validateKey } from './shared.ts';

const OBJECT_COLUMNS =
  'bucket_id, name, id, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at';

const removeBodySchema = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

export async function removeObjects(
  ctx: ServerContext,
  blobs: BlobStore,
  claims: JwtClaims,
  bucketId: string,
  body: unknown,
): Promise<ApiResponse> {
  const parsed = removeBodySchema.safeParse(body);
  if (!parsed.success) throw new StorageError('400', 'InvalidRequest', 'body must have required property prefixes');
  const deleted = await ctx.withClaims(
    claims,
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucketId, parsed.data.prefixes],
        )
      ).rows,
  );
  // Bytes go only after the rows are gone for good.
  for (const row of deleted) await blobs.remove(bucketId, row.name);
  return { status: 200, body: deleted };
}

export async function removeOne(
  ctx: ServerContext,
  blobs: BlobStore,
  claims: JwtClaims,
  bucketId: string,
  rawName: string,
): Promise<ApiResponse> {
  const name = validateKey(rawName);
  const gone = await ctx.withClaims(
    claims,
    async (tx) =>
      (await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [bucketId, name]))
        .rows.length,
  );
  if (!gone) throw notFound();
  await blobs.remove(bucketId, name);
  return { status: 200, body: { message: 'Successfully deleted' } };
}

const listBodySchema = z.object({
  prefix: z.string().default(''),
  limit: z.number().int().min(0).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .prefault({}),
});

interface ListRow {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One folder level, folders as entries with id null, as Storage's list answers. */
export async function listObjects(
  ctx: ServerContext,
  claims: JwtClaims,
  bucketId: string,
  body: unknown,
): Promise<ApiResponse> {
  const parsed = listBodySchema.safeParse(body ?? {});
  if (!parsed.success)
    throw new StorageError('400', 'InvalidRequest', parsed.error.issues[0]?.message ?? 'invalid list options');
  const opts = parsed.data;
  const prefix = opts.prefix && !opts.prefix.endsWith('/') ? `${opts.prefix}/` : opts.prefix;
  const rows = await ctx.withClaims(
    claims,
    async (tx) =>
      (
        await tx.query<ListRow>(
          `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and name like $2 escape '\\'`,
          [bucketId, `${likeEscape(prefix)}${likeEscape(opts.search)}%`],
        )
      ).rows,
  );
  const entries = new Map<string, ListRow>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash === -1) entries.set(rest, { ...row, name: rest });
    else {
      const folder = rest.slice(0, slash);
      if (!entries.has(folder))
        entries.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
    }
  }
  const col = opts.sortBy.column;
  const sign = opts.sortBy.order === 'desc' ? -1 : 1;
  const key = (r: ListRow): string => (col === 'name' ? r.name : String(r[col] ?? ''));
  const sorted = [...entries.values()].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  return { status: 200, body: sorted.slice(opts.offset, opts.offset + opts.limit) };
}
