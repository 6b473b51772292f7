-- The staff workspace's database rules (docs/features.md, "Staff workspace"):
-- 1. Roles: owner, manager, sales. The old 'staff' role is 'manager' (what it could do). A sales
--    account may add and edit cars and change their status; it may not delete or restore a car
--    (RLS below), import (the import functions and the staging table), lower a price by more than
--    the owner's limit (a trigger), or read staff settings (owner-only functions, as before).
-- 2. New accounts: open sign-up (the demo, docs/product.md §6) makes an active manager as before;
--    approval mode makes a pending sales account, which the owner approves and may promote.

-- 1. Roles ---------------------------------------------------------------------------------------
alter table private.staff_members drop constraint if exists staff_members_role_option;
update private.staff_members set role = 'manager' where role = 'staff';
alter table private.staff_members
  alter column role set default 'sales',
  add constraint staff_members_role_option check (role in ('owner', 'manager', 'sales'));

-- The owner's limit on a sales account's price cut, in percent of the price before the cut.
alter table private.staff_settings
  add column if not exists sales_price_cut_percent numeric(5, 2) not null default 10
    constraint staff_settings_sales_cut_range check (sales_price_cut_percent between 0 and 100);

create or replace function private.enroll_staff_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mode text;
begin
  insert into private.staff_members (user_id, role, status)
  values (new.id, 'owner', 'active')
  on conflict (role) where role = 'owner' do nothing;
  if found then
    return null;
  end if;
  select s.signup_mode into v_mode from private.staff_settings s where s.singleton;
  insert into private.staff_members (user_id, role, status)
  values (
    new.id,
    case when coalesce(v_mode, 'open') = 'open' then 'manager' else 'sales' end,
    case when coalesce(v_mode, 'open') = 'open' then 'active' else 'pending' end
  )
  on conflict (user_id) do nothing;
  return null;
end;
$$;
revoke execute on function private.enroll_staff_member() from public, anon, authenticated;

-- Handing over ownership leaves the former owner a manager (same function as
-- 20261123000200_staff_membership.sql, with the new role name).
create or replace function public.transfer_staff_ownership(p_user_id uuid)
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

-- The caller's role while active; null for anyone else (and for SQL / the service role).
create or replace function private.staff_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from private.staff_members m where m.user_id = auth.uid() and m.status = 'active'
$$;
revoke execute on function private.staff_role() from public, anon;
grant execute on function private.staff_role() to authenticated, service_role;

-- The owner (or the service role, or SQL) makes another account a manager or a sales account.
create or replace function public.set_staff_member_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
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

-- Owner only: how many accounts wait for approval (the count in the staff navigation).
create or replace function public.count_pending_staff()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff_owner() then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  return (select pg_catalog.count(*)::integer from private.staff_members m where m.status = 'pending');
end;
$$;

-- Any active staff member reads the sales limit (the price field warns before saving); the owner sets it.
create or replace function public.get_sales_price_cut_percent()
returns numeric
language sql
stable
security definer
set search_path = ''
as $$ select s.sales_price_cut_percent from private.staff_settings s where s.singleton and private.is_staff() $$;

create or replace function public.set_sales_price_cut_percent(p_percent numeric)
returns numeric
language plpgsql
security definer
set search_path = ''
as $$
begin
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

revoke execute on function public.set_staff_member_role(uuid, text) from public, anon, authenticated;
revoke execute on function public.count_pending_staff() from public, anon, authenticated;
revoke execute on function public.get_sales_price_cut_percent() from public, anon, authenticated;
revoke execute on function public.set_sales_price_cut_percent(numeric) from public, anon, authenticated;
grant execute on function public.set_staff_member_role(uuid, text) to authenticated, service_role;
grant execute on function public.count_pending_staff() to authenticated, service_role;
grant execute on function public.get_sales_price_cut_percent() to authenticated, service_role;
grant execute on function public.set_sales_price_cut_percent(numeric) to authenticated, service_role;

-- A sales account neither deletes nor restores: it cannot make a row deleted (WITH CHECK) nor
-- change one that is (USING). Restrictive, so it narrows the staff policies instead of widening them.
create policy vehicles_sales_keep_undeleted on public.vehicles
  as restrictive
  for update to authenticated
  using (deleted_at is null or (select private.staff_role()) is distinct from 'sales')
  with check (deleted_at is null or (select private.staff_role()) is distinct from 'sales');

create policy vehicles_sales_no_hard_delete on public.vehicles
  as restrictive
  for delete to authenticated
  using ((select private.staff_role()) is distinct from 'sales');

-- Nor stages an import.
create policy import_batches_not_sales on public.vehicle_import_batches
  as restrictive
  for insert to authenticated
  with check ((select private.staff_role()) is distinct from 'sales');

-- A sales account's price cut stays within the owner's limit. Runs first of the before-triggers
-- (name order), on the price staff asked for.
create or replace function private.limit_sales_price_cut()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit numeric;
begin
  if new.price >= old.price or private.staff_role() is distinct from 'sales' then
    return new;
  end if;
  select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
  if new.price < old.price * (1 - coalesce(v_limit, 0) / 100.0) then
    raise exception 'A sales account may lower a price by at most % percent', v_limit
      using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_sales_price_cut() from public, anon, authenticated;

create trigger vehicles_guard_sales_price_cut
  before update of price on public.vehicles
  for each row execute function private.limit_sales_price_cut();

-- The CSV import: the same function as 20261126300001_import_listed_since_and_versions.sql, with
-- the sales refusal first.
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
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot import' using errcode = '42501';
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
      make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color,
      features, images, vehicle_details, status, origin, registration_year, previous_owners,
      warranty_months, engine_capacity_cc, stock_number, created_at
    )
    select
      r.make, r.model, r.year, r.price, r.mileage, r.fuel_type, r.transmission, r.condition, r.body_type, r.color,
      r.features, r.images, r.vehicle_details, r.status, r.origin, r.registration_year, r.previous_owners,
      r.warranty_months, r.engine_capacity_cc, r.stock_number, coalesce(r.created_at, pg_catalog.now())
    from pg_catalog.jsonb_populate_recordset(null::public.vehicles, p_rows) as r
    on conflict on constraint vehicles_stock_number_unique do update set
      make = excluded.make, model = excluded.model, year = excluded.year, price = excluded.price,
      mileage = excluded.mileage, fuel_type = excluded.fuel_type, transmission = excluded.transmission,
      condition = excluded.condition, body_type = excluded.body_type, color = excluded.color,
      features = excluded.features, images = excluded.images, vehicle_details = excluded.vehicle_details,
      status = excluded.status, origin = excluded.origin, registration_year = excluded.registration_year,
      previous_owners = excluded.previous_owners, warranty_months = excluded.warranty_months,
      engine_capacity_cc = excluded.engine_capacity_cc, deleted_at = null,
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

