// Shared by the security-*.test.ts attacks: raw HTTP (from a chosen loopback address, with or
// without Content-Length) and a fingerprint of the data an attack must leave unchanged.
import { request } from 'node:http';
import type { TestServer } from './helpers.ts';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** ms from sending the request to the status line */
  ms: number;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Sent with Content-Length; `chunks` are sent chunked instead (no declared length). */
  body?: Buffer | string;
  chunks?: Buffer[];
  /** Loopback source address (127.0.0.2, …) to act as another client. */
  localAddress?: string;
}

export function raw(url: string, init: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: init.localAddress },
      (res) => {
        const ms = performance.now() - started;
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(parts).toString('utf8'),
            ms,
          }),
        );
        res.on('error', reject);
      },
    );
    // The server may answer and close before the whole body is written; that is the point.
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    if (init.chunks) {
      const write = (i: number): void => {
        if (i >= (init.chunks?.length ?? 0)) {
          req.end();
          return;
        }
        if (req.destroyed) return;
        if (req.write(init.chunks![i]!)) write(i + 1);
        else req.once('drain', () => write(i + 1));
      };
      write(0);
    } else {
      if (init.body !== undefined) req.setHeader('content-length', Buffer.byteLength(init.body));
      req.end(init.body);
    }
  });
}

/** A fetch (for supabase-js's `global.fetch`) whose sockets leave from `localAddress`. */
export const fetchFrom =
  (localAddress: string): typeof fetch =>
  async (input, init) => {
    const body = init?.body;
    const answer = await raw(input instanceof Request ? input.url : String(input), {
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof body === 'string' ? { body } : {}),
      localAddress,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
    }
    const empty = answer.status === 204 || answer.status === 304 || init?.method === 'HEAD';
    return new Response(empty ? null : answer.text, { status: answer.status, headers });
  };

/** Row counts and a digest of everything an attack could write. */
export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  return server.ctx.asAdmin(async (tx) => {
    const tables = ['auth.users', 'auth.identities', 'auth.sessions', 'storage.objects'];
    const extra = await tx.query<{ t: string }>(
      `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const t of [...tables, ...extra.rows.map((r) => r.t)]) {
      const { rows } = await tx.query<{ d: string }>(
        `select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from ${t} x`,
      );
      out[t] = rows[0]?.d ?? '';
    }
    return out;
  });
}

export const jsonHeaders = (server: TestServer, extra: Record<string, string> = {}): Record<string, string> => ({
  apikey: server.publishableKey,
  'content-type': 'application/json',
  ...extra,
});

/** `[[[…]]]` nested `depth` levels. */
export const deepJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
