-- Three changes of one day met here, each redefining what another had redefined: this file
-- restores what each meant, so the latest definition of every function below carries all of them.
--
-- 1. The audit trail skips sold_at (the database derives it from the status; the status change is
--    the record) and still records a price correction as 'correct'.
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

-- 2. The import keeps the variant and the motor power, and a sales account still cannot import.
create or replace function public.import_vehicles(p_rows jsonb)
returns table (inserted integer, updated integer)
language plpgsql
security invoker
set search_path = ''
as $$
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
$$;

-- 3. The owner's actions ask for the two-factor session first, as every owner action does
--    (docs/security.md): the ownership hand-over keeps its body in the private schema behind the
--    public function of the same name, and the role and sales-limit settings ask first too.
create or replace function private.transfer_staff_ownership(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can hand over ownership' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'No such account' using errcode = 'P0002';
  end if;
  update private.staff_members set role = 'manager' where role = 'owner';
  insert into private.staff_members (user_id, role, status, decided_at, decided_by)
  values (p_user_id, 'owner', 'active', pg_catalog.now(), auth.uid())
  on conflict (user_id) do update
    set role = 'owner', status = 'active', decided_at = excluded.decided_at, decided_by = excluded.decided_by;
end;
$$;
revoke execute on function private.transfer_staff_ownership(uuid) from public, anon, authenticated;

create or replace function public.transfer_staff_ownership(p_user_id uuid)
returns void language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); perform private.transfer_staff_ownership(p_user_id); end; $$;

create or replace function public.set_staff_member_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_owner_two_factor_session();
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('manager', 'sales') then
    raise exception 'Role must be manager or sales' using errcode = '22023';
  end if;
  update private.staff_members m set role = p_role, decided_at = pg_catalog.now(), decided_by = auth.uid()
   where m.user_id = p_user_id and m.role <> 'owner';
  if not found then
    raise exception 'No such staff account' using errcode = 'P0002';
  end if;
end;
$$;

create or replace function public.set_sales_price_cut_percent(p_percent numeric)
returns numeric
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_owner_two_factor_session();
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can change the sales price limit' using errcode = '42501';
  end if;
  if p_percent is null or p_percent < 0 or p_percent > 100 then
    raise exception 'The limit is a percentage from 0 to 100' using errcode = '22023';
  end if;
  update private.staff_settings set sales_price_cut_percent = p_percent, updated_at = pg_catalog.now() where singleton;
  return p_percent;
end;
$$;
