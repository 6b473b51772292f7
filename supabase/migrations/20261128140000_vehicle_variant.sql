-- The variant: the trim or engine a dealer names after the model ('M Sport', '2.0 Premium'), shown
-- after the model on cards, the vehicle page, the feeds and the structured data. Optional: a car
-- listed before the column existed, or one whose dealer names none, leaves it null. The staff form
-- and the CSV import check the same length (src/lib/vehicle/fields-staff.ts).
alter table public.vehicles
  add column variant text
    constraint vehicles_variant_length check (pg_catalog.char_length(variant) <= 60);

comment on column public.vehicles.variant is 'The trim or engine after the model (''M Sport''), at most 60 characters; null when none.';

-- Staff write it like the other columns (column grants, see 20261121000100_create_vehicles.sql). The
-- audit trail (private.record_vehicle_change) records every column of the row, this one included.
grant insert (variant), update (variant) on table public.vehicles to authenticated;

-- The CSV import lists its columns: the definition of 20261126300001_import_listed_since_and_versions.sql
-- with the variant added.
create or replace function public.import_vehicles(p_rows jsonb)
returns table (inserted integer, updated integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_stale text;
begin
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_rows) <> 'array' or pg_catalog.jsonb_array_length(p_rows) > 4999 then
    raise exception 'An import holds at most 4,999 rows' using errcode = '22023';
  end if;
  select v.stock_number into v_stale
  from pg_catalog.jsonb_array_elements(p_rows) as e(value)
  join public.vehicles as v on v.stock_number = (e.value ->> 'stock_number')
  where e.value ? 'expected_updated_at'
    and not coalesce((e.value ->> 'overwrite')::boolean, false)
    and v.updated_at is distinct from (e.value ->> 'expected_updated_at')::timestamptz
  limit 1;
  if v_stale is not null then
    raise exception 'Stock number % was changed by someone else after the file was exported', v_stale
      using errcode = '40001';
  end if;
  return query
  with up as (
    insert into public.vehicles (
      make, model, variant, year, price, mileage, fuel_type, transmission, condition, body_type, color,
      features, images, vehicle_details, status, origin, registration_year, previous_owners,
      warranty_months, engine_capacity_cc, stock_number, created_at
    )
    select
      r.make, r.model, r.variant, r.year, r.price, r.mileage, r.fuel_type, r.transmission, r.condition,
      r.body_type, r.color, r.features, r.images, r.vehicle_details, r.status, r.origin, r.registration_year,
      r.previous_owners, r.warranty_months, r.engine_capacity_cc, r.stock_number,
      coalesce(r.created_at, pg_catalog.now())
    from pg_catalog.jsonb_populate_recordset(null::public.vehicles, p_rows) as r
    on conflict on constraint vehicles_stock_number_unique do update set
      make = excluded.make, model = excluded.model, variant = excluded.variant, year = excluded.year,
      price = excluded.price, mileage = excluded.mileage, fuel_type = excluded.fuel_type,
      transmission = excluded.transmission, condition = excluded.condition, body_type = excluded.body_type,
      color = excluded.color, features = excluded.features, images = excluded.images,
      vehicle_details = excluded.vehicle_details, status = excluded.status, origin = excluded.origin,
      registration_year = excluded.registration_year, previous_owners = excluded.previous_owners,
      warranty_months = excluded.warranty_months, engine_capacity_cc = excluded.engine_capacity_cc,
      deleted_at = null,
      -- now() is fixed for the transaction: equal to it means the row gave no listed_since.
      created_at = case
        when excluded.created_at = pg_catalog.now() then public.vehicles.created_at
        else excluded.created_at
      end
    returning (xmax = 0) as is_new
  )
  select (count(*) filter (where up.is_new))::integer, (count(*) filter (where not up.is_new))::integer from up;
end;
$$;

comment on function public.import_vehicles(jsonb) is
  'Staff CSV import: inserts the rows, updating cars whose stock number is already held; keeps listed_since (created_at); refuses rows exported before another edit unless overwrite; all or none.';
