-- Publishing and rebuilds: when the public site is rebuilt after stock changes.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Tables

create table private.rebuild_hook (
  singleton boolean default true not null,
  url text not null,
  secret text,
  updated_at timestamp with time zone default now() not null,
  constraint rebuild_hook_pkey PRIMARY KEY (singleton),
  constraint rebuild_hook_singleton_check CHECK (singleton),
  constraint rebuild_hook_url_check CHECK (url ~ '^https?://'::text)
);
alter table private.rebuild_hook enable row level security;

create table private.publishing_policy (
  singleton boolean default true not null,
  min_interval_seconds integer default 0 not null,
  updated_at timestamp with time zone default now() not null,
  constraint publishing_policy_pkey PRIMARY KEY (singleton),
  constraint publishing_policy_interval_range CHECK (min_interval_seconds >= 0 AND min_interval_seconds <= 604800),
  constraint publishing_policy_singleton_check CHECK (singleton)
);
alter table private.publishing_policy enable row level security;

create table private.rebuild_state (
  singleton boolean default true not null,
  pending_since timestamp with time zone,
  pending_statements integer default 0 not null,
  pending_rows integer default 0 not null,
  last_called_at timestamp with time zone,
  calls bigint default 0 not null,
  constraint rebuild_state_pkey PRIMARY KEY (singleton),
  constraint rebuild_state_singleton_check CHECK (singleton)
);
alter table private.rebuild_state enable row level security;

create table private.vehicle_publications (
  vehicle_id uuid not null,
  first_published_at timestamp with time zone default now() not null,
  price numeric(12,2) not null,
  constraint vehicle_publications_pkey PRIMARY KEY (vehicle_id)
);
alter table private.vehicle_publications enable row level security;
comment on table private.vehicle_publications is 'When each vehicle first became public and its price then; written by a trigger only.';

-- Functions

CREATE OR REPLACE FUNCTION private.set_rebuild_hook(hook_url text, hook_secret text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.set_rebuild_hook(hook_url text, hook_secret text) from public;
grant execute on function private.set_rebuild_hook(hook_url text, hook_secret text) to service_role;

CREATE OR REPLACE FUNCTION private.call_rebuild_hook(hook private.rebuild_hook, payload jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  headers jsonb := '{"Content-Type": "application/json"}'::jsonb;
begin
  if hook.url like 'https://api.github.com/%' then
    payload := pg_catalog.jsonb_build_object('event_type', 'rebuild', 'client_payload',
      payload - 'record' - 'old_record'
        || pg_catalog.jsonb_build_object('id', coalesce(payload -> 'record', payload -> 'old_record') ->> 'id'));
    headers := headers || pg_catalog.jsonb_build_object('Accept', 'application/vnd.github+json',
      'User-Agent', 'mewah-motors-rebuild-hook', 'Authorization', 'Bearer ' || coalesce(hook.secret, ''));
  elsif hook.secret is not null then
    headers := headers || pg_catalog.jsonb_build_object('x-rebuild-secret', hook.secret);
  end if;
  perform net.http_post(url := hook.url, body := payload, headers := headers, timeout_milliseconds := 5000);
end;
$function$;
revoke all on function private.call_rebuild_hook(hook private.rebuild_hook, payload jsonb) from public;

CREATE OR REPLACE FUNCTION private.request_rebuild()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hook private.rebuild_hook%rowtype;
  state private.rebuild_state%rowtype;
  touched integer;
  changed integer;
  wait_seconds integer;
  new_record jsonb;
  old_record jsonb;
begin
  select * into hook from private.rebuild_hook where singleton;
  if not found then
    return null;
  end if;

  -- Rows visible to visitors before or after whose visible values changed (updated_at aside).
  if tg_op = 'DELETE' then
    select pg_catalog.count(*), (pg_catalog.array_agg(pg_catalog.to_jsonb(o) order by o.id))[1],
           pg_catalog.count(*) filter (where o.deleted_at is null and o.status <> 'draft')
      into touched, old_record, changed from old_rows o;
  elsif tg_op = 'INSERT' then
    select pg_catalog.count(*), (pg_catalog.array_agg(pg_catalog.to_jsonb(n) order by n.id))[1],
           pg_catalog.count(*) filter (where n.deleted_at is null and n.status <> 'draft')
      into touched, new_record, changed from new_rows n;
  else
    select pg_catalog.count(*), (pg_catalog.array_agg(pg_catalog.to_jsonb(n) order by n.id))[1]
      into touched, new_record from new_rows n;
    select pg_catalog.to_jsonb(o) into old_record from old_rows o where o.id::text = new_record ->> 'id';
    select pg_catalog.count(*) into changed
      from new_rows n join old_rows o on o.id = n.id
      where ((n.deleted_at is null and n.status <> 'draft') or (o.deleted_at is null and o.status <> 'draft'))
        and (pg_catalog.to_jsonb(n) - 'updated_at') is distinct from (pg_catalog.to_jsonb(o) - 'updated_at');
  end if;
  if touched = 0 or changed = 0 then
    return null;
  end if;

  update private.rebuild_state
    set pending_since = coalesce(pending_since, pg_catalog.now()),
        pending_statements = pending_statements + 1,
        pending_rows = pending_rows + changed
    where singleton
    returning * into state;
  select p.min_interval_seconds into wait_seconds from private.publishing_policy p where p.singleton;
  if state.last_called_at is not null
     and pg_catalog.now() < state.last_called_at + pg_catalog.make_interval(secs => coalesce(wait_seconds, 0)) then
    -- Within the interval: the cron job publishes it with whatever else arrives meanwhile.
    return null;
  end if;

  perform private.call_rebuild_hook(hook, pg_catalog.jsonb_build_object(
    'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema,
    'record', new_record, 'old_record', old_record, 'records', state.pending_rows,
    'statements', state.pending_statements));
  update private.rebuild_state
    set pending_since = null, pending_statements = 0, pending_rows = 0,
        last_called_at = pg_catalog.now(), calls = calls + 1
    where singleton;
  return null;
end;
$function$;
revoke all on function private.request_rebuild() from public;

CREATE OR REPLACE FUNCTION private.publish_pending_rebuild(force boolean DEFAULT false)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hook private.rebuild_hook%rowtype;
  state private.rebuild_state%rowtype;
  wait_seconds integer;
begin
  select * into state from private.rebuild_state where singleton for update;
  if not found or state.pending_since is null then
    return false;
  end if;
  select p.min_interval_seconds into wait_seconds from private.publishing_policy p where p.singleton;
  if not force and state.last_called_at is not null
     and pg_catalog.now() < state.last_called_at + pg_catalog.make_interval(secs => coalesce(wait_seconds, 0)) then
    return false;
  end if;
  select * into hook from private.rebuild_hook where singleton;
  if found then
    perform private.call_rebuild_hook(hook, pg_catalog.jsonb_build_object(
      'type', 'PUBLISH', 'table', 'vehicles', 'schema', 'public', 'record', null, 'old_record', null,
      'records', state.pending_rows, 'statements', state.pending_statements,
      'pending_since', state.pending_since));
  end if;
  update private.rebuild_state
    set pending_since = null, pending_statements = 0, pending_rows = 0,
        last_called_at = case when hook.url is null then last_called_at else pg_catalog.now() end,
        calls = calls + case when hook.url is null then 0 else 1 end
    where singleton;
  return hook.url is not null;
end;
$function$;
revoke all on function private.publish_pending_rebuild(force boolean) from public;

CREATE OR REPLACE FUNCTION private.set_publishing_policy(p_min_interval_seconds integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can change how often the site is published' using errcode = '42501';
  end if;
  if p_min_interval_seconds is null or p_min_interval_seconds not between 0 and 604800 then
    raise exception 'The interval must be between 0 seconds and 7 days' using errcode = '22023';
  end if;
  update private.publishing_policy
    set min_interval_seconds = p_min_interval_seconds, updated_at = pg_catalog.now()
    where singleton;
  return p_min_interval_seconds;
end;
$function$;
revoke all on function private.set_publishing_policy(p_min_interval_seconds integer) from public;
grant execute on function private.set_publishing_policy(p_min_interval_seconds integer) to service_role;

CREATE OR REPLACE FUNCTION public.get_publishing_policy()
 RETURNS TABLE(min_interval_seconds integer, pending_since timestamp with time zone, last_published_at timestamp with time zone, hook_registered boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.min_interval_seconds, s.pending_since, s.last_called_at,
         exists (select 1 from private.rebuild_hook h where h.singleton)
  from private.publishing_policy p cross join private.rebuild_state s
  where p.singleton and s.singleton and public.is_staff()
$function$;
revoke all on function public.get_publishing_policy() from public, anon;

CREATE OR REPLACE FUNCTION private.publish_pending_now()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can publish now' using errcode = '42501';
  end if;
  return private.publish_pending_rebuild(true);
end;
$function$;
revoke all on function private.publish_pending_now() from public;
grant execute on function private.publish_pending_now() to service_role;

CREATE OR REPLACE FUNCTION private.record_vehicle_publication()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status <> 'draft' and new.deleted_at is null then
    insert into private.vehicle_publications (vehicle_id, price) values (new.id, new.price)
    on conflict (vehicle_id) do nothing;
  end if;
  return null;
end;
$function$;
revoke all on function private.record_vehicle_publication() from public;

CREATE OR REPLACE FUNCTION public.set_publishing_policy(p_min_interval_seconds integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); return private.set_publishing_policy(p_min_interval_seconds); end; $function$;
revoke all on function public.set_publishing_policy(p_min_interval_seconds integer) from public, anon;

CREATE OR REPLACE FUNCTION public.publish_pending_now()
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); return private.publish_pending_now(); end; $function$;
revoke all on function public.publish_pending_now() from public, anon;

-- Triggers

CREATE TRIGGER vehicles_rebuild_on_insert AFTER INSERT ON public.vehicles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.request_rebuild();

CREATE TRIGGER vehicles_rebuild_on_update AFTER UPDATE ON public.vehicles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.request_rebuild();

CREATE TRIGGER vehicles_rebuild_on_delete AFTER DELETE ON public.vehicles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.request_rebuild();

CREATE TRIGGER vehicles_record_publication AFTER INSERT OR UPDATE OF status, deleted_at ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.record_vehicle_publication();

-- Table grants

grant all on table private.vehicle_publications to service_role;

-- Rows the schema starts with

insert into private.rebuild_state (singleton)
values (true);

insert into private.publishing_policy (singleton)
values (true);

-- Scheduled jobs (pg_cron)

select cron.schedule('mewah-publish-pending', '* * * * *', 'select private.publish_pending_rebuild()');
