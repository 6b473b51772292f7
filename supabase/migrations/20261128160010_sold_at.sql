-- When a car sold (docs/features.md "The dealer's desk"): `sold_at` is stamped by the database when
-- a car's status becomes 'sold' and cleared when it goes back on sale, so days to sell is
-- sold_at - created_at. No API role writes it (no column grant); SQL and the service role may give
-- one on insert (an import of cars sold before).
alter table public.vehicles add column if not exists sold_at timestamptz;
comment on column public.vehicles.sold_at is 'When the car was marked sold; set and cleared by a trigger.';
-- The desk's 'sold in the last 30 days'.
create index if not exists vehicles_sold_at_idx on public.vehicles (sold_at) where status = 'sold' and deleted_at is null;

create or replace function private.stamp_sold_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'sold' then
    new.sold_at := null;
  elsif tg_op = 'INSERT' then
    new.sold_at := coalesce(new.sold_at, pg_catalog.now());
  elsif old.status <> 'sold' then
    new.sold_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
revoke execute on function private.stamp_sold_at() from public, anon, authenticated;

drop trigger if exists vehicles_stamp_sold_at on public.vehicles;
create trigger vehicles_stamp_sold_at
  before insert or update of status on public.vehicles
  for each row execute function private.stamp_sold_at();

-- The audit trail records what staff changed: the status, not the time the trigger above derives
-- from it (20261125000100_dealer_stock.sql's function, one key more skipped).
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
  where k.key not in ('id', 'created_at', 'updated_at', 'previous_price', 'price_reduced_at', 'sold_at')
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

-- Cars sold before this column: the last time the audit trail saw them become sold (an insert as
-- sold counts), else their last update. The back-fill is not a staff edit: the table's own
-- triggers (updated_at, the rebuild hook, the audit trail) stay out of it. A function, so a test
-- can run it on cars it made; it answers how many cars it dated.
create or replace function private.backfill_sold_at()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
begin
  alter table public.vehicles disable trigger user;
  update public.vehicles v
  set sold_at = coalesce((
    select h.changed_at from public.vehicle_history h
    where h.vehicle_id = v.id and h.changes -> 'status' ->> 'new' = 'sold'
    order by h.id desc limit 1
  ), v.updated_at)
  where v.status = 'sold' and v.sold_at is null;
  get diagnostics v_count = row_count;
  alter table public.vehicles enable trigger user;
  return v_count;
end;
$$;
revoke execute on function private.backfill_sold_at() from public, anon, authenticated;
select private.backfill_sold_at();
