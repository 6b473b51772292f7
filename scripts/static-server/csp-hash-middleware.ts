// Added by the security-headers integration (headers-integration.ts): while Astro prerenders each
// page, finds the page's inline <script> elements in the bytes it is about to write and adds their
// hashes to the build's set, so dist/_headers needs no second pass over every written page (that
// read-back cost 4–8 s of a 20,848-page build). Only the <script> elements are decoded and
// hashed; the page's bytes go on unchanged.
import { defineMiddleware } from 'astro:middleware';
import { buildScriptHashes } from './csp-hash-registry.ts';
import { inlineScriptHashes } from './security-headers.ts';

const OPEN = Buffer.from('<script');
const CLOSE = Buffer.from('</script');

/** The text of every `<script …>…</script>` element in `html`, joined (for inlineScriptHashes). */
function scriptElements(html: Buffer): string {
  const parts: string[] = [];
  for (let at = html.indexOf(OPEN); at >= 0; at = html.indexOf(OPEN, at + OPEN.length)) {
    const close = html.indexOf(CLOSE, at);
    if (close < 0) break;
    const end = html.indexOf(0x3e /* > */, close);
    parts.push(html.toString('utf8', at, end < 0 ? html.length : end + 1));
    at = close;
  }
  return parts.join('');
}

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const hashes = buildScriptHashes();
  if (!hashes || !context.isPrerendered || !response.headers.get('content-type')?.startsWith('text/html'))
    return response;
  const bytes = Buffer.from(await response.arrayBuffer());
  for (const h of inlineScriptHashes(scriptElements(bytes))) hashes.add(h);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
});
