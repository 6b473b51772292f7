// Sends one file with the caching rules of a CDN: immutable for hashed /_astro/ assets,
// revalidation (ETag / Last-Modified, 304) for HTML, compression for text.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { compress, pickEncoding } from './compress.ts';
import { contentTypeFor, isCompressible } from './mime.ts';
import { STATIC_SECURITY_HEADERS } from '~/integrations/security-headers';
import { IMMUTABLE, cacheRuleFor } from '~/integrations/cache-rules';

/** Headers that depend on an HTML page's content (its Content-Security-Policy). */
export type PageHeaders = (html: string) => Record<string, string>;

export { IMMUTABLE };
export const REVALIDATE = 'no-cache';
const OTHER_ASSETS = 'public, max-age=3600';
const MIN_COMPRESS_BYTES = 512;

/** The hosts' rules (dist/_headers, src/integrations/cache-rules.ts) first; then HTML revalidates. */
export function cacheControlFor(urlPath: string, contentType: string): string {
  const rule = cacheRuleFor(urlPath);
  if (rule) return rule;
  if (contentType.startsWith('text/html')) return REVALIDATE;
  return OTHER_ASSETS;
}

/** `etag` is the quoted tag we send; weak comparison, as RFC 9110 asks for If-None-Match. */
function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}

/** Sends `file` (which must exist); `urlPath` decides the caching rule, `status` allows 404 pages. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  urlPath: string,
  status = 200,
  pageHeaders?: PageHeaders,
): Promise<void> {
  const info = await stat(file);
  const type = contentTypeFor(file);
  const etagBase = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const encoding =
    isCompressible(type) && info.size >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  const etag = `"${etagBase}${encoding ? `-${encoding}` : ''}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', status === 200 ? cacheControlFor(urlPath, type) : REVALIDATE);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  res.setHeader('ETag', etag);
  if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
  // HTML is read first: its policy is computed from its own inline scripts (304s carry it too).
  const html = pageHeaders && type.startsWith('text/html') ? await readFile(file) : null;
  if (html && pageHeaders)
    for (const [name, value] of Object.entries(pageHeaders(html.toString('utf8')))) res.setHeader(name, value);

  if (status === 200 && notModified(req, etag, info.mtime)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  let body: Buffer = html ?? (await readFile(file));
  if (encoding) {
    body = await compress(`${file}:${etagBase}`, body, encoding);
    res.setHeader('Content-Encoding', encoding);
  }
  res.statusCode = status;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
