-- Import: staged spreadsheet batches and the import functions.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Tables

create table public.vehicle_import_batches (
  import_id uuid not null,
  seq integer not null,
  rows jsonb not null,
  created_by uuid default auth.uid() not null,
  created_at timestamp with time zone default now() not null,
  constraint vehicle_import_batches_pkey PRIMARY KEY (import_id, seq),
  constraint vehicle_import_batches_rows_check CHECK (jsonb_typeof(rows) = 'array'::text AND jsonb_array_length(rows) <= 4999),
  constraint vehicle_import_batches_seq_check CHECK (seq >= 0 AND seq <= 4998)
);
alter table public.vehicle_import_batches enable row level security;
comment on table public.vehicle_import_batches is 'CSV import rows staged by a staff member, in batches, until import_staged_vehicles imports them in one transaction.';

-- Functions

CREATE OR REPLACE FUNCTION public.import_vehicles(p_rows jsonb)
 RETURNS TABLE(inserted integer, updated integer)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_stale text;
begin
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot import' using errcode = '42501';
  end if;
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
$function$;
comment on function public.import_vehicles(p_rows jsonb) is 'Staff CSV import: inserts the rows, updating cars whose stock number is already held; keeps listed_since (created_at); refuses rows exported before another edit unless overwrite; all or none.';
revoke all on function public.import_vehicles(p_rows jsonb) from public, anon;

CREATE OR REPLACE FUNCTION public.import_staged_vehicles(p_import_id uuid)
 RETURNS TABLE(inserted integer, updated integer)
 LANGUAGE plpgsql
 SET search_path TO ''
 SET statement_timeout TO '60s'
AS $function$
declare
  v_rows jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  perform private.require_two_factor_session();
  select coalesce(pg_catalog.jsonb_agg(e.value order by b.seq, e.idx), '[]'::jsonb) into v_rows
  from public.vehicle_import_batches as b
  cross join lateral pg_catalog.jsonb_array_elements(b.rows) with ordinality as e(value, idx)
  where b.import_id = p_import_id and b.created_by = auth.uid();
  if pg_catalog.jsonb_array_length(v_rows) = 0 then
    raise exception 'Nothing is staged for this import' using errcode = '22023';
  end if;
  delete from public.vehicle_import_batches as b
  where b.created_by = auth.uid()
    and (b.import_id = p_import_id or b.created_at < pg_catalog.now() - interval '1 day');
  return query select * from public.import_vehicles(v_rows);
end;
$function$;
comment on function public.import_staged_vehicles(p_import_id uuid) is 'Staff CSV import of the rows staged in vehicle_import_batches under one import id: all or none.';
revoke all on function public.import_staged_vehicles(p_import_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION private.check_import_staging()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_rows integer;
  v_bytes bigint;
begin
  -- A day's staging is enough; an import that starts (its first batch) drops the account's
  -- abandoned ones, so a failed upload never blocks the next.
  delete from public.vehicle_import_batches b
  where b.created_by = new.created_by
    and (b.created_at < pg_catalog.now() - interval '1 day' or (new.seq = 0 and b.import_id <> new.import_id));
  select coalesce(sum(pg_catalog.jsonb_array_length(b.rows)), 0), coalesce(sum(pg_catalog.octet_length(b.rows::text)), 0)
    into v_rows, v_bytes
  from public.vehicle_import_batches b
  where b.created_by = new.created_by and (b.import_id, b.seq) <> (new.import_id, new.seq);
  v_rows := v_rows + pg_catalog.jsonb_array_length(new.rows);
  v_bytes := v_bytes + pg_catalog.octet_length(new.rows::text);
  if v_rows > 4999 then
    raise exception 'An account may stage at most 4,999 import rows at a time; this batch would make %', v_rows
      using errcode = 'PT413';
  end if;
  if v_bytes > 8388608 then
    raise exception 'An account may stage at most 8 MB of import rows at a time; this batch would make % bytes', v_bytes
      using errcode = 'PT413';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_import_staging() from public;

-- Triggers

CREATE TRIGGER vehicle_import_batches_within_limits BEFORE INSERT ON public.vehicle_import_batches FOR EACH ROW EXECUTE FUNCTION private.check_import_staging();

-- Row-level security policies

create policy "staff stage their own import batches" on public.vehicle_import_batches
  for insert
  to authenticated
  with check (((created_by = ( SELECT auth.uid() AS uid)) AND ( SELECT is_staff() AS is_staff)));

create policy "staff read their own import batches" on public.vehicle_import_batches
  for select
  to authenticated
  using ((created_by = ( SELECT auth.uid() AS uid)));

create policy "staff remove their own import batches" on public.vehicle_import_batches
  for delete
  to authenticated
  using ((created_by = ( SELECT auth.uid() AS uid)));

create policy vehicle_import_batches_insert_two_factor on public.vehicle_import_batches
  as restrictive
  for insert
  to authenticated
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy import_batches_not_sales on public.vehicle_import_batches
  as restrictive
  for insert
  to authenticated
  with check ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

-- Table grants

revoke all on table public.vehicle_import_batches from anon;
revoke maintain, references, trigger, truncate, update on table public.vehicle_import_batches from authenticated;
