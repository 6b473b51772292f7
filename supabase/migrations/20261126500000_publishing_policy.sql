-- Publishing policy (issue 35): how often the static host is asked to rebuild.
--
-- Visitors see an edit within seconds from live data (/vehicle-live, the inventory deltas); the
-- static rebuild only refreshes the prebuilt pages. Hosts count every deploy (Netlify Free: 20 a
-- month, Cloudflare Pages Free: 500 builds a month), so edits are coalesced: the hook is called at
-- most once per `min_interval_seconds`, and never when nothing public changed (a draft edited, a
-- statement that changed no visible value). An edit after a quiet spell is published at once; the
-- edits that follow within the interval wait for the cron job below, which calls the hook once for
-- all of them when the interval has passed. 0 = every edit at once (the project's own server,
-- whose rebuilds are incremental). Data, not schema: `supabase db push` never changes it; the owner
-- sets it on /manage-inventory. Defaults per host: docs/deploying.md.
--
-- Redefines private.request_rebuild() (first defined in 20261121000400_rebuild_webhook.sql).

create table if not exists private.publishing_policy (
  singleton boolean primary key default true check (singleton),
  min_interval_seconds integer not null default 0
    constraint publishing_policy_interval_range check (min_interval_seconds between 0 and 604800),
  updated_at timestamptz not null default now()
);
insert into private.publishing_policy (singleton) values (true) on conflict (singleton) do nothing;
alter table private.publishing_policy enable row level security;
revoke all on private.publishing_policy from public, anon, authenticated;

-- What is waiting to be published, and when the hook was last called.
create table if not exists private.rebuild_state (
  singleton boolean primary key default true check (singleton),
  pending_since timestamptz,
  pending_statements integer not null default 0,
  pending_rows integer not null default 0,
  last_called_at timestamptz,
  calls bigint not null default 0
);
insert into private.rebuild_state (singleton) values (true) on conflict (singleton) do nothing;
alter table private.rebuild_state enable row level security;
revoke all on private.rebuild_state from public, anon, authenticated;

-- Posts `payload` to the registered hook (GitHub's repository_dispatch shape for api.github.com).
create or replace function private.call_rebuild_hook(hook private.rebuild_hook, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.call_rebuild_hook(private.rebuild_hook, jsonb) from public, anon, authenticated;

-- Calls the hook once for everything pending, when the policy's interval has passed since the last
-- call (or at once with `force`). Returns whether it called. Run by the cron job every minute.
create or replace function private.publish_pending_rebuild(force boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.publish_pending_rebuild(boolean) from public, anon, authenticated;

-- The trigger: records what changed publicly, and calls the hook at once when the interval allows.
-- Statement-level, so a bulk edit costs one request. The immediate call's body is Supabase's
-- database-webhook payload {type, table, schema, record, old_record} (record/old_record: the row
-- with the smallest id) with `records`, the visible rows changed since the last call, and
-- `statements`; a coalesced call sends {type: 'PUBLISH', records, statements, pending_since}.
create or replace function private.request_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function private.request_rebuild() from public, anon, authenticated;

-- The owner (or the service role, or SQL) sets the interval; staff read it with the pending state.
create or replace function public.set_publishing_policy(p_min_interval_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

create or replace function public.get_publishing_policy()
returns table (
  min_interval_seconds integer,
  pending_since timestamptz,
  last_published_at timestamptz,
  hook_registered boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.min_interval_seconds, s.pending_since, s.last_called_at,
         exists (select 1 from private.rebuild_hook h where h.singleton)
  from private.publishing_policy p cross join private.rebuild_state s
  where p.singleton and s.singleton and public.is_staff()
$$;

-- The owner's "Publish now": whatever is pending goes to the host at once.
create or replace function public.publish_pending_now()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can publish now' using errcode = '42501';
  end if;
  return private.publish_pending_rebuild(true);
end;
$$;

revoke execute on function public.set_publishing_policy(integer) from public, anon, authenticated;
revoke execute on function public.get_publishing_policy() from public, anon, authenticated;
revoke execute on function public.publish_pending_now() from public, anon, authenticated;
grant execute on function public.set_publishing_policy(integer) to authenticated, service_role;
grant execute on function public.get_publishing_policy() to authenticated, service_role;
grant execute on function public.publish_pending_now() to authenticated, service_role;

-- pg_cron runs the coalesced call (hosted Supabase; the embedded server plays pg_cron itself,
-- scripts/supabase/pgcron.ts). Every minute; cron.schedule replaces a job of the same name.
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;
grant all privileges on all tables in schema cron to postgres;
select cron.schedule('mewah-publish-pending', '* * * * *', 'select private.publish_pending_rebuild()');
