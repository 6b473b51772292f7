// GET /render/image/{public|authenticated}/{bucket}/{path}: Storage's image transformations, as
// hosted Supabase answers them (imgproxy there, sharp here). `width` and `height` (1–2500 px),
// `resize` (cover, the default; contain; fill), `quality` (20–100, default 80) and `format`
// (`origin` keeps the stored format; otherwise WebP, or AVIF, when the browser's Accept names it).
// The object is read exactly as a download is (the same access rules); images only, up to 25 MB
// and 50 megapixels, 10 s at most. Produced variants are cached in memory, keyed by the object's
// ETag, so a photo is resized once per size. sharp works on libuv's thread pool, off the event
// loop the database shares.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ServerContext } from '../context.ts';
import type { ApiRequest, ApiResponse, JwtClaims } from '../http.ts';
import type { BlobStore } from './blobs.ts';
import { downloadObject } from './download.ts';
import { StorageError } from './errors.ts';

export const RENDER_LIMITS = {
  maxSide: 2500,
  minQuality: 20,
  maxQuality: 100,
  defaultQuality: 80,
  maxInputBytes: 25 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  timeoutSeconds: 10,
  cacheBytes: 64 * 1024 * 1024,
} as const;

const RESIZE = ['cover', 'contain', 'fill'] as const;
type Resize = (typeof RESIZE)[number];
type OutFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

const ORIGIN_FORMATS: Record<string, OutFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

export interface Transform {
  width: number | null;
  height: number | null;
  resize: Resize;
  quality: number;
  origin: boolean;
}

const invalid = (message: string): StorageError => new StorageError('400', 'InvalidRequest', message);

function whole(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,5}$/.test(raw)) throw invalid(`${name} must be a whole number`);
  const n = Number(raw);
  if (n < min || n > max) throw invalid(`${name} must be between ${min} and ${max}`);
  return n;
}

/** The transformation a query asks for; a refusal names the parameter. */
export function parseTransform(params: URLSearchParams): Transform {
  const resize = params.get('resize') ?? 'cover';
  if (!(RESIZE as readonly string[]).includes(resize)) throw invalid('resize must be cover, contain or fill');
  const format = params.get('format');
  if (format !== null && format !== 'origin') throw invalid('format must be origin');
  return {
    width: whole(params, 'width', 1, RENDER_LIMITS.maxSide),
    height: whole(params, 'height', 1, RENDER_LIMITS.maxSide),
    resize: resize as Resize,
    quality:
      whole(params, 'quality', RENDER_LIMITS.minQuality, RENDER_LIMITS.maxQuality) ?? RENDER_LIMITS.defaultQuality,
    origin: format === 'origin',
  };
}

/** The format to answer with: the stored one for `format=origin`, else WebP when the browser accepts it
 * (as hosted Storage answers Chrome, Firefox and Safari), AVIF for one that accepts AVIF only. WebP first
 * also because sharp makes an 800 px WebP in about 70 ms and the AVIF in about 1.7 s, no smaller at the
 * same quality (docs/embedded-server.md). */
export function outputFormat(stored: OutFormat, t: Transform, accept: string | undefined): OutFormat {
  if (t.origin || stored === 'gif') return stored;
  if (accept?.includes('image/webp')) return 'webp';
  if (accept?.includes('image/avif')) return 'avif';
  return stored;
}

interface Variant {
  body: Buffer;
  type: string;
  etag: string;
}

/** A small in-memory cache of produced variants, dropping the oldest past its byte budget. */
export function createVariantCache(budget: number = RENDER_LIMITS.cacheBytes) {
  const entries = new Map<string, Variant>();
  let bytes = 0;
  return {
    get: (key: string): Variant | undefined => entries.get(key),
    set(key: string, v: Variant): void {
      if (v.body.length > budget) return;
      entries.set(key, v);
      bytes += v.body.length;
      for (const [k, old] of entries) {
        if (bytes <= budget) break;
        entries.delete(k);
        bytes -= old.body.length;
      }
    },
  };
}
export type VariantCache = ReturnType<typeof createVariantCache>;

export async function renderImage(
  ctx: ServerContext,
  blobs: BlobStore,
  cache: VariantCache,
  req: ApiRequest,
  bucketId: string,
  name: string,
  /** null = public route */
  claims: JwtClaims | null,
): Promise<ApiResponse> {
  const t = parseTransform(req.url.searchParams);
  // The object as a download would answer it (access rules, 404), never a 304.
  const { ['if-none-match']: _ignored, ...headers } = req.headers;
  const original = await downloadObject(ctx, blobs, { ...req, headers }, bucketId, name, claims);
  const storedType = (original.headers?.['content-type'] ?? '').toLowerCase();
  const stored = ORIGIN_FORMATS[storedType];
  const data = original.body;
  if (!stored || !(data instanceof Uint8Array)) throw invalid(`Only images can be transformed, not ${storedType}`);
  if (data.length > RENDER_LIMITS.maxInputBytes) throw invalid('The image is too large to transform');
  const format = outputFormat(stored, t, req.headers.accept);
  const key = [bucketId, name, original.headers?.etag ?? '', t.width, t.height, t.resize, t.quality, format].join('|');
  let variant = cache.get(key);
  if (!variant) {
    let body: Buffer;
    try {
      let image = sharp(data, { limitInputPixels: RENDER_LIMITS.maxInputPixels, animated: format === 'gif' })
        .rotate()
        .timeout({ seconds: RENDER_LIMITS.timeoutSeconds });
      if (t.width !== null || t.height !== null)
        image = image.resize({
          width: t.width ?? undefined,
          height: t.height ?? undefined,
          // Storage's contain fits the photo inside the box without padding it (sharp's 'inside').
          fit: t.resize === 'contain' ? 'inside' : t.resize,
          withoutEnlargement: true,
        });
      body = await image.toFormat(format, { quality: t.quality }).toBuffer();
    } catch {
      throw invalid('The image could not be transformed');
    }
    variant = {
      body,
      type: `image/${format}`,
      etag: `"${createHash('sha256').update(key).digest('hex').slice(0, 32)}"`,
    };
    cache.set(key, variant);
  }
  const answer: Record<string, string> = {
    'content-type': variant.type,
    'cache-control': original.headers?.['cache-control'] ?? 'max-age=3600',
    'x-content-type-options': 'nosniff',
    vary: 'Accept',
    etag: variant.etag,
  };
  if (req.headers['if-none-match'] === variant.etag) return { status: 304, headers: answer };
  return { status: 200, headers: answer, body: variant.body };
}
