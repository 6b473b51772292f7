// The two hook endpoints: POST /__hooks/rebuild (shared secret) and GET /__hooks/status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual, createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Rebuilder } from '../schedule/rebuilder.ts';

const MAX_BODY = 256 * 1024;

/** The part of Supabase's webhook payload we log; anything else is accepted and ignored. */
export const hookPayloadSchema = z
  .object({ type: z.string(), table: z.string(), records: z.number().optional() })
  .loose();
export type HookPayload = z.infer<typeof hookPayloadSchema>;

// An absolute POSIX or Windows path (two or more segments), as build errors quote them.
const ABSOLUTE_PATH = /(?<![\w:/.])(?:[A-Za-z]:)?(?:[\\/][\w.@+-]+){2,}[\\/]?/g;

/** Status for anyone who asks: the served build's folder name, never a file-system path. */
export function publicStatus(status: ReturnType<Rebuilder['status']>): Record<string, unknown> {
  const scrub = (text: string): string => text.replace(ABSOLUTE_PATH, (p) => path.basename(p));
  const last = status.lastBuild;
  return {
    ...status,
    root: path.basename(status.root),
    lastBuild: last && last.error !== undefined ? { ...last, error: scrub(last.error) } : last,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Compares digests so neither the length nor the content leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function presentedSecret(req: IncomingMessage): string | null {
  const header = req.headers['x-rebuild-secret'];
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  const match = auth ? /^Bearer\s+(.+)$/i.exec(auth) : null;
  return match?.[1] ?? null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Handles /__hooks/*; returns false when the path is not a hook. */
export async function handleHook(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  rebuilder: Rebuilder | null,
  secret: string | null,
  log: (line: string) => void,
): Promise<boolean> {
  if (pathname === '/__hooks/status') {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return (sendJson(res, 405, { error: 'method not allowed' }), true);
    sendJson(
      res,
      200,
      rebuilder
        ? publicStatus(rebuilder.status())
        : { lastBuild: null, building: false, pending: false, builds: 0, root: null },
    );
    return true;
  }
  if (pathname !== '/__hooks/rebuild') return false;
  if (req.method !== 'POST') return (sendJson(res, 405, { error: 'method not allowed' }), true);
  const given = presentedSecret(req);
  if (!secret || !given || !sameSecret(given, secret)) {
    req.resume();
    return (sendJson(res, 401, { error: 'a valid x-rebuild-secret or Bearer token is required' }), true);
  }
  if (!rebuilder) return (sendJson(res, 503, { error: 'this server has no rebuilder' }), true);
  let body: string;
  try {
    body = await readBody(req);
  } catch {
    return (sendJson(res, 413, { error: 'payload too large' }), true);
  }
  let parsed: HookPayload | null;
  try {
    const result = hookPayloadSchema.safeParse(JSON.parse(body || 'null'));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null; // a deploy hook may be pinged with any body, or none
  }
  // POST /__hooks/rebuild?full=1 rebuilds every page (an incremental build is the default).
  const full = new URL(req.url ?? '/', 'http://hook').searchParams.get('full') === '1';
  log(
    parsed
      ? `hook: ${parsed.type} on ${parsed.table}${parsed.records ? ` (${parsed.records} rows)` : ''}`
      : `hook: ${full ? 'full ' : ''}rebuild requested`,
  );
  rebuilder.request({ full });
  sendJson(res, 202, { scheduled: true, status: publicStatus(rebuilder.status()) });
  return true;
}
