-- Live freshness by delta: a visitor's page asks only for what changed since the build.
-- Changed live rows are plain REST reads (updated_at > stamp); deleted rows are hidden from anon by
-- RLS, so this security definer function reveals their ids and deletion times, nothing else.

-- Hard deletes (service role, SQL editor) leave a tombstone so the delta still reports them.
create table private.vehicle_tombstones (
  id uuid primary key,
  deleted_at timestamptz not null default now()
);
comment on table private.vehicle_tombstones is 'Ids of hard-deleted vehicles and when, for the live delta.';
alter table private.vehicle_tombstones enable row level security;
revoke all on table private.vehicle_tombstones from public, anon, authenticated;
grant all on table private.vehicle_tombstones to service_role;

create or replace function private.record_vehicle_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.vehicle_tombstones (id) values (old.id)
  on conflict (id) do update set deleted_at = pg_catalog.now();
  return old;
end;
$$;
revoke execute on function private.record_vehicle_tombstone() from public, anon, authenticated;

create trigger vehicles_record_tombstone
  after delete on public.vehicles
  for each row execute function private.record_vehicle_tombstone();

-- A re-inserted id is live again: its tombstone goes.
create or replace function private.clear_vehicle_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.vehicle_tombstones where id = new.id;
  return new;
end;
$$;
revoke execute on function private.clear_vehicle_tombstone() from public, anon, authenticated;

create trigger vehicles_clear_tombstone
  after insert on public.vehicles
  for each row execute function private.clear_vehicle_tombstone();

-- Ids (and times) of vehicles removed from public view after p_since: soft-deleted rows whose
-- last change (the delete; updated_at is server time) is later, and hard-deleted rows.
-- p_id narrows the answer to one vehicle (the vehicle page's own freshness check).
create or replace function public.vehicle_deletions_since(p_since timestamptz, p_id uuid default null)
returns table (id uuid, deleted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.updated_at
  from public.vehicles as v
  where v.deleted_at is not null and v.updated_at > p_since and (p_id is null or v.id = p_id)
  union all
  select t.id, t.deleted_at
  from private.vehicle_tombstones as t
  where t.deleted_at > p_since and (p_id is null or t.id = p_id)
  order by 2, 1
$$;

comment on function public.vehicle_deletions_since(timestamptz, uuid) is
  'Ids and deletion times of vehicles deleted after p_since (optionally one id); nothing else.';

revoke execute on function public.vehicle_deletions_since(timestamptz, uuid) from public;
grant execute on function public.vehicle_deletions_since(timestamptz, uuid) to anon, authenticated, service_role;

-- The delta reads "updated_at > stamp"; the one order pages by (created_at desc, id) among live rows.
create index vehicles_updated_at_idx on public.vehicles (updated_at);
drop index if exists public.vehicles_created_at_live_idx;
create index vehicles_live_order_idx on public.vehicles (created_at desc, id) where deleted_at is null;
