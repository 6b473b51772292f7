// pg_net's background worker for the embedded server (its SQL surface, schema `net`, is
// bootstrapped from sql/pgnet.sql). Requests sit in net.http_request_queue until their
// transaction commits, so a rolled-back request is never seen (and never sent) by the worker.
import { z } from 'zod';
import type { ServerContext } from './context.ts';

/** The slice of ServerContext the worker needs (so a test can hand it a bare PGlite wrapper). */
type PgNetHost = Pick<ServerContext, 'asAdmin'>;

const queuedSchema = z.object({
  id: z.coerce.number(),
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()).nullable(),
  body: z.instanceof(Uint8Array).nullable(),
  timeout_milliseconds: z.number().int(),
});
type Queued = z.infer<typeof queuedSchema>;

interface NetResponse {
  id: number;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

const BATCH = 50;
const POLL_MS = 200;

/** Sends one request outside any transaction; never throws, failures become a response row. */
async function send(req: Queued): Promise<NetResponse> {
  const base = { id: req.id, status_code: null, content_type: null, headers: null, content: null };
  const started = Date.now();
  try {
    const res = await fetch(req.url, {
      method: req.method.toUpperCase(),
      headers: req.headers ?? {},
      body: req.body && req.method.toUpperCase() !== 'GET' ? Buffer.from(req.body) : undefined,
      signal: AbortSignal.timeout(req.timeout_milliseconds),
    });
    const content = await res.text();
    return {
      id: req.id,
      status_code: res.status,
      content_type: res.headers.get('content-type'),
      headers: Object.fromEntries(res.headers.entries()),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const msg = timedOut
      ? `Timeout of ${req.timeout_milliseconds} ms reached. Total time: ${Date.now() - started} ms`
      : String((err as { cause?: unknown }).cause ?? err);
    return { ...base, timed_out: timedOut, error_msg: msg };
  }
}

const TAKE_SQL = `delete from net.http_request_queue where id in
  (select id from net.http_request_queue order by id limit ${BATCH})
  returning id, method, url, headers, body, timeout_milliseconds`;
const RECORD_SQL = `insert into net._http_response
  (id, status_code, content_type, headers, content, timed_out, error_msg)
  select id, status_code, content_type, headers, content, timed_out, error_msg
  from jsonb_to_recordset($1::jsonb) as r(id bigint, status_code int, content_type text,
    headers jsonb, content text, timed_out bool, error_msg text)`;
// pg_net keeps responses for 6 hours (its pg_net.ttl default).
const TTL_SQL = `delete from net._http_response where created < now() - interval '6 hours'`;

export function startPgNetWorker(ctx: ServerContext | PgNetHost): { stop(): Promise<void>; drain(): Promise<void> } {
  let pumping: Promise<void> | null = null;
  let stopped = false;

  // One batch: take (short transaction), send (no transaction held), record (short transaction).
  const batch = async (): Promise<number> => {
    const taken = await ctx.asAdmin((tx) => tx.query<unknown>(TAKE_SQL));
    if (taken.rows.length === 0) return 0;
    const requests = taken.rows.map((row) => queuedSchema.parse(row));
    const responses = await Promise.all(requests.map(send));
    await ctx.asAdmin(async (tx) => {
      await tx.query(RECORD_SQL, [JSON.stringify(responses)]);
      await tx.query(TTL_SQL);
    });
    return requests.length;
  };

  const pump = (): Promise<void> => {
    pumping ??= (async () => {
      try {
        while ((await batch()) > 0);
      } catch (err) {
        if (!stopped) console.error('[pg_net] worker error:', err instanceof Error ? err.message : err);
      } finally {
        pumping = null;
      }
    })();
    return pumping;
  };

  const timer = setInterval(() => void pump(), POLL_MS);
  timer.unref();

  return {
    async drain() {
      // A pump already running may have read the queue before the caller's commit: run one more.
      if (pumping) await pumping;
      await pump();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (pumping) await pumping;
    },
  };
}
