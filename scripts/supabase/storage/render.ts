// GET /render/image/{public|authenticated}/{bucket}/{path}: Storage's image transformations, as
// hosted Supabase answers them (imgproxy there, sharp here). `width` and `height` (1–2500 px),
// `resize` (cover, the default; contain; fill), `quality` (20–100, default 80) and `format`
// (`origin` keeps the stored format; otherwise WebP, or AVIF, when the browser's Accept names it).
// The object is read exactly as a download is (the same access rules); images only, up to 25 MB
// and 50 megapixels. Produced variants are cached in memory, keyed by the object's ETag, so a
// photo is resized once per size.
//
// Renders never stop the site (docs/embedded-server.md): they run in child processes (render-pool.ts), at most
// one per spare core at once; others wait up to 5 s in a queue of 16, then get 503 with
// Retry-After. A render past 10 s is stopped by killing its process. Sizes and qualities are
// quantised (sizes up to the next step of SIZE_STEPS, quality to the nearest 10), so a visitor
// cannot mint unlimited variants; AVIF is made only for small outputs (render-process.ts).
import { createHash } from 'node:crypto';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse, JwtClaims } from '../http/http.ts';
import type { BlobStore } from './blobs.ts';
import { downloadObject } from './download.ts';
import { StorageError } from './errors.ts';
import {
  RenderBusy,
  RenderTimeout,
  createRenderPool,
  defaultConcurrency,
  type OutFormat,
  type RenderPool,
} from './render-pool.ts';

const RENDER_LIMITS = {
  maxSide: 2500,
  minQuality: 20,
  maxQuality: 100,
  defaultQuality: 80,
  maxInputBytes: 25 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  timeoutSeconds: 10,
  cacheBytes: 64 * 1024 * 1024,
  /** renders waiting for a process; more get 503 at once */
  maxQueued: 16,
  /** how long a render may wait for a process before it gets 503 */
  maxWaitSeconds: 5,
  /** an idle render process exits after this long */
  idleSeconds: 30,
} as const;

/**
 * Sizes a render is made at: a requested width or height is rounded up to the next of these (the
 * widths the site's srcsets ask for are all here), so at most 33 widths × 34 heights exist.
 */
export const SIZE_STEPS = [
  16, 24, 32, 48, 64, 96, 120, 128, 160, 200, 240, 256, 300, 320, 360, 400, 480, 512, 560, 640, 720, 768, 800, 960,
  1024, 1080, 1200, 1280, 1440, 1600, 1920, 2048, 2500,
] as const;

/** A requested size → the size rendered (the next step up). */
const quantiseSize = (n: number): number => SIZE_STEPS.find((s) => s >= n) ?? RENDER_LIMITS.maxSide;
/** A requested quality → the quality rendered: the nearest multiple of 10 (20–100). */
const quantiseQuality = (q: number): number =>
  Math.min(RENDER_LIMITS.maxQuality, Math.max(RENDER_LIMITS.minQuality, Math.round(q / 10) * 10));

const RESIZE = ['cover', 'contain', 'fill'] as const;
type Resize = (typeof RESIZE)[number];

const ORIGIN_FORMATS: Record<string, OutFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

interface Transform {
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

/** The transformation a query asks for, quantised; a refusal names the parameter. */
export function parseTransform(params: URLSearchParams): Transform {
  const resize = params.get('resize') ?? 'cover';
  if (!(RESIZE as readonly string[]).includes(resize)) throw invalid('resize must be cover, contain or fill');
  const format = params.get('format');
  if (format !== null && format !== 'origin') throw invalid('format must be origin');
  const width = whole(params, 'width', 1, RENDER_LIMITS.maxSide);
  const height = whole(params, 'height', 1, RENDER_LIMITS.maxSide);
  return {
    width: width === null ? null : quantiseSize(width),
    height: height === null ? null : quantiseSize(height),
    resize: resize as Resize,
    quality: quantiseQuality(
      whole(params, 'quality', RENDER_LIMITS.minQuality, RENDER_LIMITS.maxQuality) ?? RENDER_LIMITS.defaultQuality,
    ),
    origin: format === 'origin',
  };
}

/** The formats to answer with, best first: the stored one for `format=origin`, else WebP when the
 * browser accepts it (as hosted Storage answers Chrome, Firefox and Safari), AVIF for one that
 * accepts AVIF only, but only where AVIF is cheap (render-process.ts; else the next format), then
 * the stored format. WebP first also because sharp makes an 800 px WebP in about 70 ms and the
 * AVIF in about 1.7 s, no smaller at the same quality (docs/embedded-server.md). */
function outputFormats(stored: OutFormat, t: Transform, accept: string | undefined): OutFormat[] {
  if (t.origin || stored === 'gif') return [stored];
  if (accept?.includes('image/webp')) return ['webp'];
  if (accept?.includes('image/avif')) return stored === 'avif' ? ['avif'] : ['avif', stored];
  return [stored];
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
type VariantCache = ReturnType<typeof createVariantCache>;

/** The renders of this process, shared by every server in it (they share its cores). */
let shared: RenderPool | undefined;
const pool = (): RenderPool =>
  (shared ??= createRenderPool({
    concurrency: defaultConcurrency(),
    maxQueued: RENDER_LIMITS.maxQueued,
    maxWaitMs: RENDER_LIMITS.maxWaitSeconds * 1000,
    timeoutMs: RENDER_LIMITS.timeoutSeconds * 1000,
    idleMs: RENDER_LIMITS.idleSeconds * 1000,
  }));

/** Replaces this process's render pool (tests use a small one); returns the one it replaced. */
export function useRenderPool(next: RenderPool | undefined): RenderPool | undefined {
  const before = shared;
  shared = next;
  return before;
}

/** Too many renders at once: 503 with Retry-After, in Storage's error shape. */
const busy = (): ApiResponse => ({
  status: 503,
  headers: { 'retry-after': String(RENDER_LIMITS.maxWaitSeconds), 'cache-control': 'no-store' },
  body: { statusCode: '503', error: 'SlowDown', message: 'Too many image transformations at once; try again shortly' },
});

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
  const formats = outputFormats(stored, t, req.headers.accept);
  const key = [bucketId, name, original.headers?.etag ?? '', t.width, t.height, t.resize, t.quality, ...formats].join(
    '|',
  );
  let variant = cache.get(key);
  if (!variant) {
    let made: { format: OutFormat; body: Buffer };
    try {
      made = await pool().render({
        data,
        width: t.width,
        height: t.height,
        resize: t.resize,
        quality: t.quality,
        formats,
        stored,
        maxInputPixels: RENDER_LIMITS.maxInputPixels,
      });
    } catch (e) {
      if (e instanceof RenderBusy) return busy();
      if (e instanceof RenderTimeout)
        throw invalid(`The image could not be transformed within ${RENDER_LIMITS.timeoutSeconds} s`);
      throw invalid('The image could not be transformed');
    }
    variant = {
      body: made.body,
      type: `image/${made.format}`,
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
