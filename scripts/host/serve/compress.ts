// On-the-fly br/gzip for text responses, with a small in-memory cache keyed by file identity
// so hashed assets are compressed once per build rather than once per request.
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Picks the encoding from Accept-Encoding (q=0 means refused); brotli first when allowed. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const MAX_ENTRIES = 500;
const cache = new Map<string, Buffer>();

export async function compress(key: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${encoding}:${key}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? await br(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gz(body, { level: 6 });
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(cacheKey, out);
  return out;
}
