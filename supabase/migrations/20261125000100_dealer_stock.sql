-- A dealer's stock (issue 23): stock numbers, drafts, the public price history and CSV import.

-- Stock number: optional, unique, trimmed. The import's key: re-importing a file updates the cars
-- it already holds. Mirrors VEHICLE_LIMITS.stockNumberLength in src/lib/vehicle-limits.ts.
alter table public.vehicles
  add column stock_number text
    constraint vehicles_stock_number_format
      check (stock_number = pg_catalog.btrim(stock_number) and pg_catalog.char_length(stock_number) between 1 and 40),
  add constraint vehicles_stock_number_unique unique (stock_number);

comment on column public.vehicles.stock_number is 'The dealer''s own stock number (optional, unique); the CSV import''s key.';

grant insert (stock_number), update (stock_number) on table public.vehicles to authenticated;

-- Drafts: staff prepare a listing before it goes public. Mirrors VEHICLE_STATUSES in src/lib/vehicle.ts.
alter table public.vehicles drop constraint vehicles_status_check;
alter table public.vehicles
  add constraint vehicles_status_check check (status in ('available', 'reserved', 'sold', 'draft'));

-- anon and signed-in accounts that are not staff never see a draft: not in the build (which reads
-- with the anon key), the sitemap, the inventory index, the live deltas or a REST read.
drop policy if exists vehicles_select_live_for_anon on public.vehicles;
create policy vehicles_select_live_for_anon on public.vehicles
  for select to anon
  using (deleted_at is null and status <> 'draft');

drop policy if exists vehicles_select_live_for_authenticated on public.vehicles;
create policy vehicles_select_live_for_authenticated on public.vehicles
  for select to authenticated
  using (deleted_at is null and status <> 'draft');

-- A car put back to draft leaves public view like a deleted one: the deltas report its id (and
-- nothing else), so a page built while it was public drops it.
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
  union all
  select t.id, t.deleted_at
  from private.vehicle_tombstones as t
  where t.deleted_at > p_since and (p_id is null or t.id = p_id)
  order by 2, 1
$$;

comment on function public.vehicle_deletions_since(timestamptz, uuid) is
  'Ids and times of vehicles deleted (or put back to draft) after p_since (optionally one id); nothing else.';

-- Price reduced: the price before a drop and when it dropped, kept by the trigger below (no API
-- role writes them). Pages show 'Price reduced' for 30 days after price_reduced_at.
alter table public.vehicles
  add column previous_price numeric(12, 2),
  add column price_reduced_at timestamptz;

comment on column public.vehicles.previous_price is 'The price before the latest drop (struck through on public pages); set by a trigger.';
comment on column public.vehicles.price_reduced_at is 'When the price last went down; set by a trigger.';

create or replace function private.track_price_reduction()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.price < old.price then
    -- A second drop within 30 days keeps the first struck-through price: the buyer sees the whole cut.
    new.previous_price := case
      when old.price_reduced_at > pg_catalog.now() - interval '30 days' and old.previous_price > old.price
        then old.previous_price
      else old.price
    end;
    new.price_reduced_at := pg_catalog.now();
  elsif new.price > old.price and (old.previous_price is null or new.price >= old.previous_price) then
    new.previous_price := null;
    new.price_reduced_at := null;
  else
    new.previous_price := old.previous_price;
    new.price_reduced_at := old.price_reduced_at;
  end if;
  return new;
end;
$$;
revoke execute on function private.track_price_reduction() from public, anon, authenticated;

-- The audit trail records what staff changed: the price itself, not the two columns the trigger
-- above derives from it (the same function as 20261123000230_audit_trail.sql, two keys more skipped).
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
revoke execute on function private.record_vehicle_change() from public, anon, authenticated;

create trigger vehicles_track_price_reduction
  before update on public.vehicles
  for each row execute function private.track_price_reduction();

-- The public price history: the date and price of each public vehicle's price changes, nothing
-- else of the audit trail (which anon may not read). Only vehicles whose price changed after they
-- were listed; the first entry is the listing price. One call for a whole build; p_id for one car.
create or replace function public.vehicle_price_history(p_id uuid default null)
returns table (vehicle_id uuid, changed_at timestamptz, price numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select h.vehicle_id, h.changed_at, (h.changes -> 'price' ->> 'new')::numeric
  from public.vehicle_history as h
  join public.vehicles as v on v.id = h.vehicle_id
  where v.deleted_at is null and v.status <> 'draft'
    and (p_id is null or h.vehicle_id = p_id)
    and h.action in ('insert', 'update')
    and h.changes ? 'price'
    and exists (
      select 1 from public.vehicle_history as u
      where u.vehicle_id = h.vehicle_id and u.action = 'update' and u.changes ? 'price'
    )
  order by h.vehicle_id, h.id
$$;

comment on function public.vehicle_price_history(uuid) is
  'Date and price of each price change of public vehicles whose price changed; nothing else of the audit trail.';

revoke execute on function public.vehicle_price_history(uuid) from public;
grant execute on function public.vehicle_price_history(uuid) to anon, authenticated, service_role;

-- CSV import: every row in one statement, so one transaction (all rows or, on any error, none).
-- A row whose stock number is already held updates that car (restoring it if it was deleted).
-- security invoker: RLS and the column grants decide, as for the dialog's own writes.
create or replace function public.import_vehicles(p_rows jsonb)
returns table (inserted integer, updated integer)
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_rows) <> 'array' or pg_catalog.jsonb_array_length(p_rows) > 4999 then
    raise exception 'An import holds at most 4,999 rows' using errcode = '22023';
  end if;
  return query
  with up as (
    insert into public.vehicles (
      make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color,
      features, images, vehicle_details, status, origin, registration_year, previous_owners,
      warranty_months, engine_capacity_cc, stock_number
    )
    select
      r.make, r.model, r.year, r.price, r.mileage, r.fuel_type, r.transmission, r.condition, r.body_type, r.color,
      r.features, r.images, r.vehicle_details, r.status, r.origin, r.registration_year, r.previous_owners,
      r.warranty_months, r.engine_capacity_cc, r.stock_number
    from pg_catalog.jsonb_populate_recordset(null::public.vehicles, p_rows) as r
    on conflict on constraint vehicles_stock_number_unique do update set
      make = excluded.make, model = excluded.model, year = excluded.year, price = excluded.price,
      mileage = excluded.mileage, fuel_type = excluded.fuel_type, transmission = excluded.transmission,
      condition = excluded.condition, body_type = excluded.body_type, color = excluded.color,
      features = excluded.features, images = excluded.images, vehicle_details = excluded.vehicle_details,
      status = excluded.status, origin = excluded.origin, registration_year = excluded.registration_year,
      previous_owners = excluded.previous_owners, warranty_months = excluded.warranty_months,
      engine_capacity_cc = excluded.engine_capacity_cc, deleted_at = null
    returning (xmax = 0) as is_new
  )
  select (count(*) filter (where up.is_new))::integer, (count(*) filter (where not up.is_new))::integer from up;
end;
$$;

comment on function public.import_vehicles(jsonb) is
  'Staff CSV import: inserts the rows, updating cars whose stock number is already held; all or none.';

revoke execute on function public.import_vehicles(jsonb) from public, anon, authenticated;
grant execute on function public.import_vehicles(jsonb) to authenticated, service_role;
