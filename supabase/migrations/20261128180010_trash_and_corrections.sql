-- The staff workspace's trash, price corrections and bulk changes (docs/features.md, "Staff workspace").

-- 1. Trash ---------------------------------------------------------------------------------------
-- A deleted car stays restorable for 30 days (staff read deleted rows already; restoring is an
-- update of deleted_at). Then this job removes it for good, with the photos no other car uses.
-- Hosted Supabase refuses direct deletes from storage.objects unless storage.allow_delete_query is
-- set for the transaction; where it still refuses, the names wait in private.photo_purge_queue
-- and the car goes regardless (a left-over file is harmless; a car that never goes is not).
create table if not exists private.photo_purge_queue (
  name text primary key,
  queued_at timestamptz not null default now()
);
alter table private.photo_purge_queue enable row level security;
revoke all on table private.photo_purge_queue from public, anon, authenticated;

create or replace function private.purge_deleted_vehicles()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_names text[];
  v_count integer;
begin
  with gone as (
    delete from public.vehicles as v
    where v.deleted_at is not null and v.deleted_at < pg_catalog.now() - interval '30 days'
    returning v.images
  )
  select coalesce(pg_catalog.array_agg(distinct pg_catalog.substring(u.url, '/object/public/vehicle-images/(.+)$')), '{}'),
         (select pg_catalog.count(*)::integer from gone)
    into v_names, v_count
  from gone cross join lateral pg_catalog.unnest(gone.images) as u(url);
  if v_count is null then
    select 0 into v_count;
  end if;
  -- Only photos no remaining car points at.
  select coalesce(pg_catalog.array_agg(n), '{}') into v_names
  from pg_catalog.unnest(v_names) as n
  where n is not null and not exists (
    select 1 from public.vehicles as r
    where pg_catalog.array_to_string(r.images, ' ') like '%/vehicle-images/' || n || '%'
  );
  if pg_catalog.cardinality(v_names) > 0 then
    begin
      perform pg_catalog.set_config('storage.allow_delete_query', 'true', true);
      delete from storage.objects as o where o.bucket_id = 'vehicle-images' and o.name = any (v_names);
    exception when others then
      insert into private.photo_purge_queue (name) select n from pg_catalog.unnest(v_names) as n
      on conflict (name) do nothing;
    end;
  end if;
  return v_count;
end;
$$;
revoke execute on function private.purge_deleted_vehicles() from public, anon, authenticated;

select cron.schedule('mewah-trash-purge', '41 3 * * *', 'select private.purge_deleted_vehicles()');

-- 2. Price corrections ---------------------------------------------------------------------------
-- 'Correct a mistake' replaces the price set in the last 24 hours (since the last price change, or
-- since the car was listed) without announcing a cut: no 'Price reduced' mark, no public price
-- history entry, no price-drops feed item. The audit trail keeps it as a 'correct' entry.
alter table public.vehicle_history drop constraint if exists vehicle_history_action_option;
alter table public.vehicle_history add constraint vehicle_history_action_option
  check (action in ('insert', 'update', 'delete', 'restore', 'purge', 'correct'));

-- The transaction-local mark correct_vehicle_price sets: the id of the car being corrected.
-- set_config is not reachable through the API, so a client cannot mark an ordinary update.
create or replace function private.is_price_correction(p_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$ select coalesce(pg_catalog.current_setting('mewah.price_correction', true), '') = p_id::text $$;
revoke execute on function private.is_price_correction(uuid) from public, anon, authenticated;

-- Runs after vehicles_track_price_reduction and vehicles_track_publication_price (name order):
-- a correction keeps the marks the car had before it, unless the new price is no longer below
-- the struck-through one.
create or replace function private.keep_marks_on_correction()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_price_correction(new.id) then
    if old.previous_price is not null and new.price < old.previous_price then
      new.previous_price := old.previous_price;
      new.price_reduced_at := old.price_reduced_at;
    else
      new.previous_price := null;
      new.price_reduced_at := null;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.keep_marks_on_correction() from public, anon, authenticated;

create trigger vehicles_zz_price_correction
  before update of price on public.vehicles
  for each row execute function private.keep_marks_on_correction();

-- When the price a correction may still replace was set: the last price change, else listing.
create or replace function private.price_set_at(p_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.max(t) from (
    select h.changed_at as t from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action in ('insert', 'update') and h.changes ? 'price'
    union all
    select p.first_published_at from private.vehicle_publications as p where p.vehicle_id = p_id
    union all
    select v.created_at from public.vehicles as v where v.id = p_id
  ) as s
$$;
revoke execute on function private.price_set_at(uuid) from public, anon, authenticated;

create or replace function public.correct_vehicle_price(p_id uuid, p_price numeric)
returns timestamptz
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_updated timestamptz;
begin
  if not public.is_staff() then
    raise exception 'Only staff can change prices' using errcode = '42501';
  end if;
  if p_price is null or p_price <= 0 then
    raise exception 'A price must be above zero' using errcode = '22023';
  end if;
  if private.price_set_at(p_id) < pg_catalog.now() - interval '24 hours' then
    raise exception 'A correction is possible within 24 hours of the last price change; use Change the price'
      using errcode = '22023';
  end if;
  perform pg_catalog.set_config('mewah.price_correction', p_id::text, true);
  update public.vehicles as v set price = p_price where v.id = p_id and v.deleted_at is null
  returning v.updated_at into v_updated;
  perform pg_catalog.set_config('mewah.price_correction', '', true);
  if v_updated is null then
    raise exception 'No such vehicle' using errcode = 'P0002';
  end if;
  return v_updated;
end;
$$;
comment on function public.correct_vehicle_price(uuid, numeric) is
  'Staff: replaces a price set within the last 24 hours as a correction (no price-drop mark or public history); audited.';
revoke execute on function public.correct_vehicle_price(uuid, numeric) from public, anon, authenticated;
grant execute on function public.correct_vehicle_price(uuid, numeric) to authenticated, service_role;
-- The invoker needs the helpers it calls.
grant execute on function private.price_set_at(uuid) to authenticated;

-- The audit trail: the same function as 20261125000100_dealer_stock.sql, with 'correct'.
create or replace function private.record_vehicle_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else pg_catalog.to_jsonb(old) end;
  v_new jsonb := case when tg_op = 'DELETE' then '{}'::jsonb else pg_catalog.to_jsonb(new) end;
  v_changes jsonb;
  v_action text;
  v_role text := coalesce(auth.role(), 'postgres');
begin
  select coalesce(pg_catalog.jsonb_object_agg(k.key, pg_catalog.jsonb_build_object('old', v_old -> k.key, 'new', v_new -> k.key)), '{}'::jsonb)
    into v_changes
  from (select pg_catalog.jsonb_object_keys(v_old || v_new) as key) k
  where k.key not in ('id', 'created_at', 'updated_at', 'previous_price', 'price_reduced_at')
    and coalesce(v_old -> k.key, 'null'::jsonb) is distinct from coalesce(v_new -> k.key, 'null'::jsonb);

  v_action := case
    when tg_op = 'INSERT' then 'insert'
    when tg_op = 'DELETE' then 'purge'
    when old.deleted_at is null and new.deleted_at is not null then 'delete'
    when old.deleted_at is not null and new.deleted_at is null then 'restore'
    when private.is_price_correction(new.id) then 'correct'
    else 'update'
  end;
  if v_action = 'update' and v_changes = '{}'::jsonb then
    return null;
  end if;

  insert into public.vehicle_history (vehicle_id, action, actor_id, actor_role, changes)
  values (coalesce(new.id, old.id), v_action, auth.uid(), v_role, v_changes);
  return null;
end;
$$;


-- The public price history (same as 20261126600000_drafts_stay_private.sql): a correction is no
-- entry of its own; it replaces the price of the entry it corrects (the publication price, or the
-- last change before it), so the history shows the prices buyers were meant to see.
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
  events as (
    select h.vehicle_id, h.id, h.action, h.changed_at, (h.changes -> 'price' ->> 'new')::numeric as price,
           pg_catalog.count(*) filter (where h.action = 'update')
             over (partition by h.vehicle_id order by h.id) as grp
    from public.vehicle_history as h
    join published as p on p.vehicle_id = h.vehicle_id
    where h.action in ('update', 'correct') and h.changes ? 'price' and h.changed_at > p.first_published_at
  ),
  groups as (
    select e.vehicle_id, e.grp,
           pg_catalog.min(e.changed_at) filter (where e.action = 'update') as changed_at,
           (pg_catalog.array_agg(e.price order by e.id desc))[1] as price,
           pg_catalog.min(e.id) as seq
    from events as e
    group by e.vehicle_id, e.grp
  ),
  entries as (
    select p.vehicle_id, p.first_published_at as changed_at,
           coalesce((select g.price from groups as g where g.vehicle_id = p.vehicle_id and g.grp = 0), p.price) as price,
           0::bigint as seq
    from published as p
    where exists (select 1 from groups as g where g.vehicle_id = p.vehicle_id and g.grp > 0)
    union all
    select g.vehicle_id, g.changed_at, g.price, g.seq from groups as g where g.grp > 0
  )
  select e.vehicle_id, e.changed_at, e.price from entries as e order by e.vehicle_id, e.seq
$$;

-- 3. Bulk changes --------------------------------------------------------------------------------
-- One call, one statement, one transaction: every selected car changes or none does. Runs as the
-- caller, so RLS, the sales rules and the audit trail (one entry per car) apply as to a single edit.
-- p_action: 'status' (p_status: available, reserved, sold), 'publish' (drafts become available),
-- 'price_amount' (p_value ringgit added, negative to lower), 'price_percent' (p_value percent),
-- 'delete'. Returns the number of cars changed.
create or replace function public.bulk_update_vehicles(
  p_ids uuid[], p_action text, p_status text default null, p_value numeric default null
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not public.is_staff() then
    raise exception 'Only staff can change vehicles' using errcode = '42501';
  end if;
  if p_ids is null or pg_catalog.cardinality(p_ids) = 0 or pg_catalog.cardinality(p_ids) > 500 then
    raise exception 'Select from 1 to 500 cars' using errcode = '22023';
  end if;
  if p_action = 'status' then
    if p_status is null or p_status not in ('available', 'reserved', 'sold') then
      raise exception 'Status must be available, reserved or sold' using errcode = '22023';
    end if;
    update public.vehicles as v set status = p_status
    where v.id = any (p_ids) and v.deleted_at is null and v.status <> 'draft';
  elsif p_action = 'publish' then
    update public.vehicles as v set status = 'available'
    where v.id = any (p_ids) and v.deleted_at is null and v.status = 'draft';
  elsif p_action in ('price_amount', 'price_percent') then
    if p_value is null or p_value = 0 or (p_action = 'price_percent' and (p_value <= -100 or p_value > 100)) then
      raise exception 'Give an amount or a percentage' using errcode = '22023';
    end if;
    update public.vehicles as v set price = pg_catalog.round(
      case when p_action = 'price_amount' then v.price + p_value else v.price * (1 + p_value / 100.0) end)
    where v.id = any (p_ids) and v.deleted_at is null;
  elsif p_action = 'delete' then
    update public.vehicles as v set deleted_at = pg_catalog.now()
    where v.id = any (p_ids) and v.deleted_at is null;
  else
    raise exception 'Unknown bulk action' using errcode = '22023';
  end if;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
comment on function public.bulk_update_vehicles(uuid[], text, text, numeric) is
  'Staff: one change (status, publish drafts, price by amount or percent, delete) to many cars in one transaction.';
revoke execute on function public.bulk_update_vehicles(uuid[], text, text, numeric) from public, anon, authenticated;
grant execute on function public.bulk_update_vehicles(uuid[], text, text, numeric) to authenticated, service_role;
