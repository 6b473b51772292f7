-- The vehicle inventory (docs/product.md §3). Columns are snake_case; src/lib/vehicle.ts maps them to
-- the app's camelCase in one place. The database enforces what the vehicle form enforces, so a
-- request that skips the UI cannot store a vehicle the UI would refuse.

-- Validates vehicle_details: either a JSON string, or an object with exactly the keys exterior,
-- interior and drivetrain, each an array of strings. Immutable so a check constraint may use it.
create or replace function public.is_valid_vehicle_details(details jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case pg_catalog.jsonb_typeof(details)
    when 'string' then pg_catalog.char_length(details #>> '{}') <= 5000
    when 'object' then
      (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(details)) = 3
      -- Count the three expected keys that hold a valid list; a missing key counts as 0.
      and (
        select pg_catalog.count(*)
        from pg_catalog.unnest(array['exterior', 'interior', 'drivetrain']) as keys(k)
        where pg_catalog.jsonb_typeof(details -> keys.k) = 'array'
          and pg_catalog.jsonb_array_length(details -> keys.k) <= 50
          and not exists (
            select 1 from pg_catalog.jsonb_array_elements(details -> keys.k) as e(item)
            where pg_catalog.jsonb_typeof(e.item) <> 'string'
               or pg_catalog.char_length(e.item #>> '{}') > 200
          )
      ) = 3
    else false
  end
$$;

comment on function public.is_valid_vehicle_details(jsonb) is
  'True when the value is a JSON string or {exterior, interior, drivetrain} lists of strings.';

-- Keeps updated_at honest whatever the client sends (authenticated cannot write it anyway).
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  make text not null
    constraint vehicles_make_not_blank check (pg_catalog.btrim(make) <> '')
    constraint vehicles_make_length check (pg_catalog.char_length(make) <= 80),
  model text not null
    constraint vehicles_model_not_blank check (pg_catalog.btrim(model) <> '')
    constraint vehicles_model_length check (pg_catalog.char_length(model) <= 80),
  -- 1950 admits post-war classics a luxury dealer might list; 2100 only catches typos while
  -- leaving room for next-model-year stock. Anything outside is a data-entry mistake.
  year integer not null
    constraint vehicles_year_range check (year between 1950 and 2100),
  price numeric(12, 2) not null
    constraint vehicles_price_range check (price >= 0 and price <= 100000000),
  mileage integer not null
    constraint vehicles_mileage_range check (mileage between 0 and 2000000),
  fuel_type text not null
    constraint vehicles_fuel_type_option check (fuel_type in ('Gasoline', 'Hybrid', 'Electric', 'Diesel')),
  transmission text not null
    constraint vehicles_transmission_option check (transmission in ('Automatic', 'Manual')),
  condition text not null
    constraint vehicles_condition_option check (condition in ('Excellent', 'Very Good', 'Good', 'Fair')),
  body_type text not null
    constraint vehicles_body_type_option check (body_type in (
      'Sedan', 'Hatchback', 'SUV', 'MPV', '4X4', 'Wagon', 'Coupe', 'Convertible', 'Gran Coupe', 'Supercar'
    )),
  -- Colour is free text (docs/product.md gives no list), but required like the other fields.
  color text not null
    constraint vehicles_color_not_blank check (pg_catalog.btrim(color) <> '')
    constraint vehicles_color_length check (pg_catalog.char_length(color) <= 80),
  features text[] not null default '{}'
    constraint vehicles_features_count check (
      pg_catalog.cardinality(features) <= 50 and pg_catalog.array_position(features, null) is null
    ),
  images text[] not null default '{}'
    constraint vehicles_images_count check (
      pg_catalog.cardinality(images) <= 15 and pg_catalog.array_position(images, null) is null
    ),
  vehicle_details jsonb not null default '{"exterior":[],"interior":[],"drivetrain":[]}'
    constraint vehicles_vehicle_details_shape check (public.is_valid_vehicle_details(vehicle_details)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Soft delete: staff "delete" sets this; the Undo toast sets it back to null.
  deleted_at timestamptz
);

comment on table public.vehicles is 'Inventory of used luxury vehicles; soft-deleted rows have deleted_at set.';

create trigger vehicles_set_updated_at
  before update on public.vehicles
  for each row execute function public.set_updated_at();

-- The public listing is "not deleted, newest first"; the inventory filter reads make.
create index vehicles_created_at_live_idx on public.vehicles (created_at desc) where deleted_at is null;
create index vehicles_make_idx on public.vehicles (make);

-- Row level security ---------------------------------------------------------------------------
alter table public.vehicles enable row level security;

create policy vehicles_select_live_for_anon on public.vehicles
  for select to anon
  using (deleted_at is null);

-- Staff see soft-deleted rows too: restoring is an UPDATE, and an UPDATE only matches rows that
-- the SELECT policy lets it see. The app itself filters with deleted_at=is.null.
-- Any signed-in user is staff (docs/product.md §6). `(select auth.uid()) is not null` rather than `true`
-- so a request that somehow carries the role without a user never passes (and the linter agrees);
-- the sub-select lets Postgres evaluate auth.uid() once per statement instead of once per row.
create policy vehicles_select_all_for_staff on public.vehicles
  for select to authenticated
  using ((select auth.uid()) is not null);

create policy vehicles_insert_for_staff on public.vehicles
  for insert to authenticated
  with check ((select auth.uid()) is not null);

create policy vehicles_update_for_staff on public.vehicles
  for update to authenticated
  using ((select auth.uid()) is not null)
  with check ((select auth.uid()) is not null);

-- No DELETE policy: staff never hard-delete (soft delete and restore are updates).

-- Grants: Supabase's default privileges hand anon and authenticated ALL on new tables, so take
-- them back and grant only what each role needs, column by column for writes.
revoke all on table public.vehicles from anon, authenticated;
grant select on table public.vehicles to anon, authenticated;
grant insert (
  make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color,
  features, images, vehicle_details
) on table public.vehicles to authenticated;
grant update (
  make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color,
  features, images, vehicle_details, deleted_at
) on table public.vehicles to authenticated;
grant all on table public.vehicles to service_role;

-- Functions: Postgres grants EXECUTE to PUBLIC by default and Supabase adds anon/authenticated.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.is_valid_vehicle_details(jsonb) from public, anon, authenticated;
-- The check constraint runs the validator as the writing role, so writers need EXECUTE.
grant execute on function public.is_valid_vehicle_details(jsonb) to authenticated, service_role;
