// pg_net for the embedded server: the SQL surface of supabase/pg_net (schema `net`, the request
// queue, the response table, http_get/http_post/http_delete) plus a worker that plays the part
// of pg_net's background worker. Requests sit in net.http_request_queue until their
// transaction commits, so a rolled-back request is never seen (and never sent) by the worker.
import { z } from 'zod';
import type { ServerContext } from './context.ts';

/** Run once per bootstrap, as superuser, after roles.sql; idempotent so restarts can re-run it. */
export const PGNET_SQL = /* sql */ `
create schema if not exists net;

do $$ begin
  create domain net.http_method as text check (value ilike 'get' or value ilike 'post' or value ilike 'delete');
exception when duplicate_object then null; end $$;

-- pg_net makes both tables unlogged: losing queued requests on a crash is accepted there too.
create unlogged table if not exists net.http_request_queue (
  id bigserial not null,
  method net.http_method not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- Appends url-encoded params to a url, as pg_net does before queueing.
create or replace function net._with_params(url text, params jsonb)
returns text language sql immutable set search_path = '' as $$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when strpos(url, '?') > 0 then '&' else '?' end || (
      select string_agg(
        pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(key, '%', '%25'), '&', '%26'), '=', '%3D') || '=' ||
        pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(value, '%', '%25'), '&', '%26'), '=', '%3D'), '&')
      from pg_catalog.jsonb_each_text(params))
  end
$$;

create or replace function net._enqueue(method text, url text, headers jsonb, body bytea, timeout_milliseconds integer)
returns bigint language plpgsql volatile security definer set search_path = '' as $$
declare request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (method, url, coalesce(headers, '{}'::jsonb), body, timeout_milliseconds)
  returning id into request_id;
  return request_id;
end $$;

create or replace function net.http_get(url text, params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
returns bigint language sql volatile security definer set search_path = '' as $$
  select net._enqueue('GET', net._with_params(url, params), headers, null, timeout_milliseconds)
$$;

create or replace function net.http_delete(url text, params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000)
returns bigint language sql volatile security definer set search_path = '' as $$
  select net._enqueue('DELETE', net._with_params(url, params), headers, null, timeout_milliseconds)
$$;

-- Like pg_net: a JSON body only; a missing Content-Type becomes application/json, another is refused.
create or replace function net.http_post(url text, body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb, headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000)
returns bigint language plpgsql volatile security definer set search_path = '' as $$
declare content_type text;
begin
  select value into content_type from pg_catalog.jsonb_each_text(coalesce(headers, '{}'::jsonb))
  where pg_catalog.lower(key) = 'content-type' limit 1;
  if content_type is null then
    headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;
  return net._enqueue('POST', net._with_params(url, params), headers,
    pg_catalog.convert_to(body::text, 'UTF8'), timeout_milliseconds);
end $$;

revoke all on schema net from public;
revoke all on all tables in schema net from public, anon, authenticated;
revoke all on all functions in schema net from public, anon, authenticated;
grant usage on schema net to postgres, service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer),
  net.http_post(text, jsonb, jsonb, jsonb, integer),
  net.http_delete(text, jsonb, jsonb, integer) to postgres, service_role;
grant select on net._http_response to postgres, service_role;
`;

/** The slice of ServerContext the worker needs (so a test can hand it a bare PGlite wrapper). */
export type PgNetHost = Pick<ServerContext, 'asAdmin'>;

const queuedSchema = z.object({
  id: z.coerce.number(),
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string()).nullable(),
  body: z.instanceof(Uint8Array).nullable(),
  timeout_milliseconds: z.number().int(),
});
type Queued = z.infer<typeof queuedSchema>;

export interface NetResponse {
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
