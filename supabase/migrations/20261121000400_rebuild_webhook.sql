-- Rebuild webhook: every committed change to public.vehicles asks the static host to rebuild.
-- The hook URL and its secret live in the database (private.rebuild_hook), never in the repo;
-- with no row there the triggers do nothing. Deployable unchanged to a hosted project.
create extension if not exists pg_net with schema extensions;

-- `private` is not among the API's exposed schemas, and anon/authenticated get no usage on it.
create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.rebuild_hook (
  -- A single row: the key can only be true.
  singleton boolean primary key default true check (singleton),
  url text not null check (url ~ '^https?://'),
  -- Sent as `x-rebuild-secret` (our static server), or as a Bearer token to api.github.com.
  secret text,
  updated_at timestamptz not null default now()
);
alter table private.rebuild_hook enable row level security;
revoke all on private.rebuild_hook from public, anon, authenticated;

-- Registers (or, with a null url, removes) the hook. Superuser SQL or the service role only.
create or replace function private.set_rebuild_hook(hook_url text, hook_secret text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if hook_url is null then
    delete from private.rebuild_hook where singleton;
    return;
  end if;
  insert into private.rebuild_hook (singleton, url, secret, updated_at)
  values (true, hook_url, hook_secret, now())
  on conflict (singleton) do update
    set url = excluded.url, secret = excluded.secret, updated_at = excluded.updated_at;
end;
$$;
revoke execute on function private.set_rebuild_hook(text, text) from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.set_rebuild_hook(text, text) to service_role;

-- Statement-level, so a bulk edit costs one request. The body is Supabase's database-webhook
-- payload {type, table, schema, record, old_record}; for a statement touching several rows,
-- `record`/`old_record` are the row with the smallest id (old_record paired by id) and
-- `records` is how many rows the statement touched. A statement touching no rows sends nothing.
create or replace function private.request_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook private.rebuild_hook%rowtype;
  touched integer;
  new_record jsonb;
  old_record jsonb;
  payload jsonb;
  headers jsonb := '{"Content-Type": "application/json"}'::jsonb;
begin
  select * into hook from private.rebuild_hook where singleton;
  if not found then
    return null;
  end if;

  if tg_op = 'DELETE' then
    select count(*), (array_agg(to_jsonb(o) order by o.id))[1] into touched, old_record from old_rows o;
  else
    select count(*), (array_agg(to_jsonb(n) order by n.id))[1] into touched, new_record from new_rows n;
    if tg_op = 'UPDATE' then
      select to_jsonb(o) into old_record from old_rows o where o.id::text = new_record ->> 'id';
    end if;
  end if;
  if touched = 0 then
    return null;
  end if;

  payload := jsonb_build_object(
    'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
    'record', new_record, 'old_record', old_record, 'records', touched);

  if hook.url like 'https://api.github.com/%' then
    -- GitHub's repository_dispatch wants {event_type, client_payload} and a token.
    payload := jsonb_build_object('event_type', 'rebuild', 'client_payload',
      payload - 'record' - 'old_record' || jsonb_build_object('id', coalesce(new_record, old_record) ->> 'id'));
    headers := headers || jsonb_build_object('Accept', 'application/vnd.github+json',
      'User-Agent', 'mewah-motors-rebuild-hook', 'Authorization', 'Bearer ' || coalesce(hook.secret, ''));
  elsif hook.secret is not null then
    headers := headers || jsonb_build_object('x-rebuild-secret', hook.secret);
  end if;

  perform net.http_post(url := hook.url, body := payload, headers := headers, timeout_milliseconds := 5000);
  return null;
end;
$$;
revoke execute on function private.request_rebuild() from public, anon, authenticated;

-- Postgres allows one event per trigger when transition tables are used: hence three.
drop trigger if exists vehicles_rebuild_on_insert on public.vehicles;
create trigger vehicles_rebuild_on_insert
  after insert on public.vehicles
  referencing new table as new_rows
  for each statement execute function private.request_rebuild();

drop trigger if exists vehicles_rebuild_on_update on public.vehicles;
create trigger vehicles_rebuild_on_update
  after update on public.vehicles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.request_rebuild();

drop trigger if exists vehicles_rebuild_on_delete on public.vehicles;
create trigger vehicles_rebuild_on_delete
  after delete on public.vehicles
  referencing old table as old_rows
  for each statement execute function private.request_rebuild();
