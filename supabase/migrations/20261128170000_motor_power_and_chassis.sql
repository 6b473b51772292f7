-- Two fields for the cost of ownership and the advertising feed (docs/features.md, 'Cost of
-- ownership' and 'Meta catalog feed').
--
-- 1. The motor power of an electric car, in kW: JPJ charges an electric car's road tax on it since
--    1 January 2026 (src/lib/vehicle/road-tax.ts). Optional, like the other local details; the staff
--    form and the CSV import check the same bounds (src/lib/vehicle/fields-staff.ts).
alter table public.vehicles
  add column motor_power_kw integer
    constraint vehicles_motor_power_kw_range check (motor_power_kw between 1 and 2000);

comment on column public.vehicles.motor_power_kw is 'Motor power in kW (electric cars: their road tax); null when not listed.';

grant insert (motor_power_kw), update (motor_power_kw) on table public.vehicles to authenticated;

-- The CSV import lists its columns: the definition of 20261128140000_vehicle_variant.sql with the
-- motor power added.
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
      warranty_months, engine_capacity_cc, motor_power_kw, stock_number, created_at
    )
    select
      r.make, r.model, r.variant, r.year, r.price, r.mileage, r.fuel_type, r.transmission, r.condition,
      r.body_type, r.color, r.features, r.images, r.vehicle_details, r.status, r.origin, r.registration_year,
      r.previous_owners, r.warranty_months, r.engine_capacity_cc, r.motor_power_kw, r.stock_number,
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
      motor_power_kw = excluded.motor_power_kw,
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

-- 2. The chassis number: staff only. It is not a column of public.vehicles, whose rows every visitor
--    reads (select is granted on the whole table), but a table of its own that only staff read and
--    write. What the public pages and the feeds may know of it comes through
--    public.vehicle_public_identifiers(): its last 4 characters, and the whole value only when it is
--    a valid 17-character VIN (ISO 3779 with the North American check digit), which Meta's catalog
--    asks for and which is printed on the car. A recond's chassis number (e.g. 'GRS191-0012345')
--    is never published in full.
create table public.vehicle_identifiers (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  chassis_number text not null
    constraint vehicle_identifiers_chassis_format
      check (chassis_number = pg_catalog.upper(pg_catalog.btrim(chassis_number))
        and pg_catalog.char_length(chassis_number) between 5 and 30
        and chassis_number ~ '^[A-Z0-9-]+$'),
  updated_at timestamptz not null default pg_catalog.now()
);

comment on table public.vehicle_identifiers is
  'Each car''s chassis number (staff only; public pages and feeds read vehicle_public_identifiers()).';

alter table public.vehicle_identifiers enable row level security;

create policy vehicle_identifiers_select_for_staff on public.vehicle_identifiers
  for select to authenticated
  using ((select private.is_staff()));
create policy vehicle_identifiers_insert_for_staff on public.vehicle_identifiers
  for insert to authenticated
  with check ((select private.is_staff()));
create policy vehicle_identifiers_update_for_staff on public.vehicle_identifiers
  for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy vehicle_identifiers_delete_for_staff on public.vehicle_identifiers
  for delete to authenticated
  using ((select private.is_staff()));
create policy vehicle_identifiers_insert_two_factor on public.vehicle_identifiers
  as restrictive for insert to authenticated
  with check ((select private.two_factor_satisfied()));
create policy vehicle_identifiers_update_two_factor on public.vehicle_identifiers
  as restrictive for update to authenticated
  using ((select private.two_factor_satisfied()))
  with check ((select private.two_factor_satisfied()));
create policy vehicle_identifiers_delete_two_factor on public.vehicle_identifiers
  as restrictive for delete to authenticated
  using ((select private.two_factor_satisfied()));

revoke all on table public.vehicle_identifiers from anon, authenticated;
grant select, insert (vehicle_id, chassis_number), update (chassis_number), delete
  on table public.vehicle_identifiers to authenticated;
grant all on table public.vehicle_identifiers to service_role;

-- A VIN (ISO 3779): 17 characters of A–Z and 0–9 without I, O and Q, whose 9th is the check digit of
-- the North American scheme (49 CFR 565.15): each character's value (letters transliterated) times
-- its position's weight, summed, modulo 11, with 10 written 'X'.
create or replace function private.is_valid_vin(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    p_value ~ '^[A-HJ-NPR-Z0-9]{17}$'
    and pg_catalog.substr(p_value, 9, 1) = (
      select case when s.total % 11 = 10 then 'X' else (s.total % 11)::text end
      from (
        select sum(
          pg_catalog.translate(c.ch, 'ABCDEFGHJKLMNPRSTUVWXYZ', '12345678123457923456789')::integer
          * (array[8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2])[c.pos]
        ) as total
        from (
          select pg_catalog.substr(p_value, i, 1) as ch, i as pos
          from pg_catalog.generate_series(1, 17) as i
        ) as c
      ) as s
    ),
    false
  );
$$;
revoke execute on function private.is_valid_vin(text) from public, anon, authenticated;

-- What visitors may know of each listed car's chassis number. Security definer: it reads the staff
-- table for them, and returns only live, published cars and only these two values.
create or replace function public.vehicle_public_identifiers()
returns table (vehicle_id uuid, chassis_last4 text, vin text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.vehicle_id,
         pg_catalog.right(i.chassis_number, 4),
         case when private.is_valid_vin(i.chassis_number) then i.chassis_number end
  from public.vehicle_identifiers as i
  join public.vehicles as v on v.id = i.vehicle_id
  where v.deleted_at is null and v.status <> 'draft';
$$;
revoke execute on function public.vehicle_public_identifiers() from public;
grant execute on function public.vehicle_public_identifiers() to anon, authenticated, service_role;
