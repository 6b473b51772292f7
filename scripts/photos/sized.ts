// `npm run photos:sized` (docs/deploying.md): the sized copies a project without Storage image
// transformations shows (PUBLIC_IMAGE_TRANSFORMATION=off; src/lib/photos/image-sizes.ts), made with sharp
// for every photo in the vehicle-images bucket that lacks them: photos stored through the API or
// before the switch (the dialog and the CSV import make theirs as they upload). Idempotent: a copy
// that exists is left alone. Needs the service role: SUPABASE_URL and SUPABASE_SECRET_KEY (local
// defaults: the embedded server). Server-side only: the secret key never goes to the site's build.
//
// Also the first step of every build with transformations off where the secret key is at hand
// (sizedCopiesBeforeBuild: the rebuild loop of `npm start`, `npm run build:ci` with
// SUPABASE_SECRET_KEY), so a photo stored straight through the Storage API has its copies before a
// page offers them. A photo sharp cannot read (a corrupt file, a format it lacks) gets its original
// stored under each copy's path instead: heavier, but the page's image never fails.
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { IMAGE_BUCKET } from '~/config/constants';
import { LOCAL_SUPABASE_URL } from '~/config/local-supabase';
import { isSizedCopy, SIZED_COPY_QUALITY, SIZED_COPY_WIDTHS, sizedCopyPath } from '~/lib/photos/sized-copies';
import { LOCAL_SECRET_KEY } from '../supabase/server.ts';

const PAGE = 1000;
/** Only images are copied; anything else in the bucket is left as it is. */
const IMAGE = /\.(jpe?g|png|webp|avif|gif)$/i;
/** Never wait longer than this for one photo's resizing (a huge or hostile file). */
const SHARP_TIMEOUT_S = 60;

/** Every object path under `prefix` (recursively). */
async function listAll(client: SupabaseClient, bucket: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage.from(bucket).list(prefix, { limit: PAGE, offset });
    if (error) throw new Error(`listing ${bucket}/${prefix}: ${error.message}`);
    for (const entry of data) {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      // Folders have no id.
      if (entry.id === null) out.push(...(await listAll(client, bucket, path)));
      else out.push(path);
    }
    if (data.length < PAGE) return out;
  }
}

export interface SizedCopiesReport {
  photos: number;
  made: number;
  /** Photos sharp could not resize: their original is stored as each missing copy. */
  unreadable: string[];
}

/** The `width` copy of `original` as WebP, or null when sharp cannot read it. */
async function resized(original: Buffer, width: number): Promise<Buffer | null> {
  try {
    return await sharp(original)
      .timeout({ seconds: SHARP_TIMEOUT_S })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: Math.round(SIZED_COPY_QUALITY * 100) })
      .toBuffer();
  } catch {
    return null;
  }
}

export async function makeMissingSizedCopies(opts: {
  url: string;
  secretKey: string;
  bucket?: string;
  log?: (line: string) => void;
}): Promise<SizedCopiesReport> {
  const bucket = opts.bucket ?? IMAGE_BUCKET;
  const client = createClient(opts.url, opts.secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const stored = await listAll(client, bucket);
  const existing = new Set(stored);
  const photos = stored.filter((p) => !isSizedCopy(p) && IMAGE.test(p));
  let made = 0;
  const unreadable: string[] = [];
  for (const path of photos) {
    const missing = SIZED_COPY_WIDTHS.filter((w) => !existing.has(sizedCopyPath(path, w)));
    if (missing.length === 0) continue;
    const { data, error } = await client.storage.from(bucket).download(path);
    if (error) throw new Error(`downloading ${bucket}/${path}: ${error.message}`);
    const original = Buffer.from(await data.arrayBuffer());
    let fellBack = false;
    for (const width of missing) {
      const copy = await resized(original, width);
      if (!copy) fellBack = true;
      const up = await client.storage.from(bucket).upload(sizedCopyPath(path, width), copy ?? original, {
        contentType: copy ? 'image/webp' : data.type || 'application/octet-stream',
        upsert: true,
      });
      if (up.error) throw new Error(`storing ${bucket}/${sizedCopyPath(path, width)}: ${up.error.message}`);
      made++;
    }
    if (fellBack) unreadable.push(path);
    opts.log?.(`${path}: ${missing.join(', ')} px${fellBack ? ' (unreadable: the original stands in)' : ''}`);
  }
  return { photos: photos.length, made, unreadable };
}

/**
 * The step before a build of a site without transformations: the missing copies, made with the
 * secret key (server-side; the build itself only ever gets the publishable key). Nothing to do with
 * transformations on. Prints one summary line (paths and counts only, never the key); a failure is
 * reported and the build goes on (the photos it misses are made before the next build).
 */
export async function sizedCopiesBeforeBuild(opts: {
  url: string;
  secretKey: string | undefined;
  imageTransformation: boolean;
  log: (line: string) => void;
}): Promise<void> {
  if (opts.imageTransformation) return;
  if (!opts.secretKey) {
    opts.log(
      'sized copies: no SUPABASE_SECRET_KEY, so photos stored through the Storage API get none: run `npm run photos:sized`',
    );
    return;
  }
  const started = performance.now();
  try {
    const r = await makeMissingSizedCopies({ url: opts.url, secretKey: opts.secretKey });
    const ms = Math.round(performance.now() - started);
    opts.log(`sized copies: ${r.photos} photos, ${r.made} copies made in ${ms} ms`);
    if (r.unreadable.length) opts.log(`sized copies: unreadable, the original stands in: ${r.unreadable.join(', ')}`);
  } catch (err) {
    opts.log(`sized copies: not made (${err instanceof Error ? err.message : String(err)})`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.SUPABASE_URL || LOCAL_SUPABASE_URL;
  const secretKey = process.env.SUPABASE_SECRET_KEY || LOCAL_SECRET_KEY;
  makeMissingSizedCopies({ url, secretKey, log: (line) => console.log(line) }).then(
    (r) => console.log(`${r.photos} photos; ${r.made} sized copies made.`),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
