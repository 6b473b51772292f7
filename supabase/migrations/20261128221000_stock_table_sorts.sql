-- The staff stock table at 10,000 cars (docs/features.md "Staff workspace"): every column it sorts
-- by, photos included, is read in index order, keyset paged by (column, id) in the sort's own
-- direction, so the first page and every next one read 50 index entries, never the whole table.

-- Photos: PostgREST orders and filters by columns only, and an array's length is no index; the
-- count is stored with the row, kept by the database (it is never written by a caller).
alter table public.vehicles
  add column photo_count integer not null generated always as (pg_catalog.cardinality(images)) stored;
comment on column public.vehicles.photo_count is
  'How many photos the car has (the length of images), stored so the stock table can sort by it.';

-- One index per sort, over the rows the table shows (not deleted). A btree reads both ways, so
-- (column, id) serves ascending (column asc, id asc) and descending (column desc, id desc) alike.
-- Stock numbers without one come last in both directions: the descending order needs its own index.
create index if not exists vehicles_stock_make_idx on public.vehicles (make, id) where deleted_at is null;
create index if not exists vehicles_stock_price_idx on public.vehicles (price, id) where deleted_at is null;
create index if not exists vehicles_stock_created_idx on public.vehicles (created_at, id) where deleted_at is null;
create index if not exists vehicles_stock_status_idx on public.vehicles (status, id) where deleted_at is null;
create index if not exists vehicles_stock_photos_idx on public.vehicles (photo_count, id) where deleted_at is null;
create index if not exists vehicles_stock_updated_idx on public.vehicles (updated_at, id) where deleted_at is null;
create index if not exists vehicles_stock_number_asc_idx
  on public.vehicles (stock_number asc nulls last, id asc) where deleted_at is null;
create index if not exists vehicles_stock_number_desc_idx
  on public.vehicles (stock_number desc nulls last, id desc) where deleted_at is null;

-- The audit trail records what a person changed: the photos are the record, their count follows
-- them. From the latest definition (20261128210010_merged_definitions.sql), photo_count skipped.
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
  where k.key not in ('id', 'created_at', 'updated_at', 'previous_price', 'price_reduced_at', 'sold_at', 'photo_count')
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
revoke execute on function private.record_vehicle_change() from public, anon, authenticated;
