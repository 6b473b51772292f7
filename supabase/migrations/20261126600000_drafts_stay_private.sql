-- Drafts stay private (issue 36 item 5): nothing of a car that was never public reaches a visitor.
--
-- 1. Listing the vehicle-images bucket is staff-only. A public bucket's public URLs
--    (/storage/v1/object/public/…, /render/image/public/…) need no policy, so photos still show;
--    anonymous and non-staff callers now list nothing (Storage answers an empty list under RLS).
-- 2. The deltas (vehicle_deletions_since) report only cars that were ever public: a draft that is
--    deleted, or created and never published, hands out neither its id nor its time.
-- 3. The public price history starts when the car was first published: its first entry is the
--    price it went public at, and prices set while it was a draft (an internal floor price) never
--    appear. A draft's price cuts no longer leave a 'Price reduced' mark to show on publishing.

-- 1. Listing the bucket --------------------------------------------------------------------------
alter policy vehicle_images_select on storage.objects
  to authenticated
  using (bucket_id = 'vehicle-images' and (select private.is_staff()));

-- First publication of each car: when it first became public (not a draft, not deleted) and at
-- what price. Never cleared: a car put back to draft, deleted or purged was public once. No foreign
-- key, like the history: it outlives a purge (the tombstone below needs it).
create table private.vehicle_publications (
  vehicle_id uuid primary key,
  first_published_at timestamptz not null default now(),
  price numeric(12, 2) not null
);
comment on table private.vehicle_publications is
  'When each vehicle first became public and its price then; written by a trigger only.';
alter table private.vehicle_publications enable row level security;
revoke all on table private.vehicle_publications from public, anon, authenticated;
grant all on table private.vehicle_publications to service_role;

-- Cars public before this migration: the first history entry that made them public (an insert
-- that was not a draft, or a change of status away from draft), else their creation.
insert into private.vehicle_publications (vehicle_id, first_published_at, price)
select v.id, coalesce(h.changed_at, v.created_at), coalesce(
    (
      select (p.changes -> 'price' ->> 'new')::numeric
      from public.vehicle_history as p
      where p.vehicle_id = v.id and p.changes ? 'price' and p.changed_at <= h.changed_at
      order by p.id desc
      limit 1
    ),
    v.price)
from public.vehicles as v
left join lateral (
  select e.changed_at
  from public.vehicle_history as e
  where e.vehicle_id = v.id
    and (
      (e.action = 'insert' and coalesce(e.changes -> 'status' ->> 'new', 'available') <> 'draft')
      or (e.action = 'update' and e.changes -> 'status' ->> 'new' <> 'draft')
    )
  order by e.id
  limit 1
) as h on true
where v.status <> 'draft' or h.changed_at is not null
on conflict (vehicle_id) do nothing;

create or replace function private.record_vehicle_publication()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'draft' and new.deleted_at is null then
    insert into private.vehicle_publications (vehicle_id, price) values (new.id, new.price)
    on conflict (vehicle_id) do nothing;
  end if;
  return null;
end;
$$;
revoke execute on function private.record_vehicle_publication() from public, anon, authenticated;

create trigger vehicles_record_publication
  after insert or update of status, deleted_at on public.vehicles
  for each row execute function private.record_vehicle_publication();

-- A car never published has no 'Price reduced' mark: runs after vehicles_track_price_reduction
-- (before-triggers fire in name order) and undoes it while the car has never been public.
create or replace function private.forget_draft_price_reduction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'draft' and not exists (
    select 1 from private.vehicle_publications as p where p.vehicle_id = old.id
  ) then
    new.previous_price := null;
    new.price_reduced_at := null;
  end if;
  return new;
end;
$$;
revoke execute on function private.forget_draft_price_reduction() from public, anon, authenticated;

create trigger vehicles_track_publication_price
  before update on public.vehicles
  for each row execute function private.forget_draft_price_reduction();

-- 2. Deletions -----------------------------------------------------------------------------------
-- A purged car leaves a tombstone only if it was ever public (same function as
-- 20261123000100_vehicle_changes.sql, with that condition).
create or replace function private.record_vehicle_tombstone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.vehicle_publications as p where p.vehicle_id = old.id) then
    insert into private.vehicle_tombstones (id) values (old.id)
    on conflict (id) do update set deleted_at = pg_catalog.now();
  end if;
  return old;
end;
$$;
revoke execute on function private.record_vehicle_tombstone() from public, anon, authenticated;

-- Tombstones of cars that were never public go.
delete from private.vehicle_tombstones as t
where not exists (select 1 from private.vehicle_publications as p where p.vehicle_id = t.id);

-- Same as 20261125000100_dealer_stock.sql, for cars that were ever public only.
create or replace function public.vehicle_deletions_since(p_since timestamptz, p_id uuid default null)
returns table (id uuid, deleted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.updated_at
  from public.vehicles as v
  where (v.deleted_at is not null or v.status = 'draft') and v.updated_at > p_since and (p_id is null or v.id = p_id)
    and exists (select 1 from private.vehicle_publications as p where p.vehicle_id = v.id)
  union all
  select t.id, t.deleted_at
  from private.vehicle_tombstones as t
  where t.deleted_at > p_since and (p_id is null or t.id = p_id)
  order by 2, 1
$$;

comment on function public.vehicle_deletions_since(timestamptz, uuid) is
  'Ids and times of once-public vehicles deleted (or put back to draft) after p_since (optionally one id); nothing else.';

-- 3. Price history -------------------------------------------------------------------------------
-- The first entry is the price at first publication; then each later price change. Only cars
-- whose price changed after they were first published (as before: a list of one price is no
-- history).
create or replace function public.vehicle_price_history(p_id uuid default null)
returns table (vehicle_id uuid, changed_at timestamptz, price numeric)
language sql
stable
security definer
set search_path = ''
as $$
  with published as (
    select p.vehicle_id, p.first_published_at, p.price
    from private.vehicle_publications as p
    join public.vehicles as v on v.id = p.vehicle_id
    where v.deleted_at is null and v.status <> 'draft' and (p_id is null or p.vehicle_id = p_id)
  ),
  later as (
    select h.vehicle_id, h.id, h.changed_at, (h.changes -> 'price' ->> 'new')::numeric as price
    from public.vehicle_history as h
    join published as p on p.vehicle_id = h.vehicle_id
    where h.action = 'update' and h.changes ? 'price' and h.changed_at > p.first_published_at
  ),
  entries as (
    select p.vehicle_id, p.first_published_at as changed_at, p.price, 0::bigint as seq
    from published as p
    where exists (select 1 from later as l where l.vehicle_id = p.vehicle_id)
    union all
    select l.vehicle_id, l.changed_at, l.price, l.id from later as l
  )
  select e.vehicle_id, e.changed_at, e.price from entries as e order by e.vehicle_id, e.seq
$$;

comment on function public.vehicle_price_history(uuid) is
  'Price at first publication and each later price change of public vehicles whose price changed since; nothing else.';
