// `npm run photos:sized` (issue 31): the sized copies a project without Storage image
// transformations shows (PUBLIC_IMAGE_TRANSFORMATION=off; src/lib/image-sizes.ts), made with sharp
// for every photo in the vehicle-images bucket that lacks them: photos stored through the API or
// before the switch (the dialog and the CSV import make theirs as they upload). Idempotent: a copy
// that exists is left alone. Needs the service role: SUPABASE_URL and SUPABASE_SECRET_KEY (local
// defaults: the embedded server). Server-side only: the secret key never goes to the site's build.
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { IMAGE_BUCKET } from '~/config/constants';
import { LOCAL_SUPABASE_URL } from '~/config/local-supabase';
import { isSizedCopy, SIZED_COPY_QUALITY, SIZED_COPY_WIDTHS, sizedCopyPath } from '~/lib/sized-copies';
import { LOCAL_SECRET_KEY } from '../supabase/keys.ts';

const PAGE = 1000;
/** Only images are copied; anything else in the bucket is left as it is. */
const IMAGE = /\.(jpe?g|png|webp|avif|gif)$/i;

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
  for (const path of photos) {
    const missing = SIZED_COPY_WIDTHS.filter((w) => !existing.has(sizedCopyPath(path, w)));
    if (missing.length === 0) continue;
    const { data, error } = await client.storage.from(bucket).download(path);
    if (error) throw new Error(`downloading ${bucket}/${path}: ${error.message}`);
    const original = Buffer.from(await data.arrayBuffer());
    for (const width of missing) {
      const copy = await sharp(original)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: Math.round(SIZED_COPY_QUALITY * 100) })
        .toBuffer();
      const up = await client.storage
        .from(bucket)
        .upload(sizedCopyPath(path, width), copy, { contentType: 'image/webp', upsert: true });
      if (up.error) throw new Error(`storing ${bucket}/${sizedCopyPath(path, width)}: ${up.error.message}`);
      made++;
    }
    opts.log?.(`${path}: ${missing.join(', ')} px`);
  }
  return { photos: photos.length, made };
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
