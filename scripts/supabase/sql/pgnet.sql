-- pg_net's SQL surface (supabase/pg_net): schema `net`, the request queue, the response table,
-- http_get/http_post/http_delete. The worker in ../db/pgnet.ts plays pg_net's background worker.
-- Run once per bootstrap, as superuser, after roles.sql; idempotent so restarts can re-run it.
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
