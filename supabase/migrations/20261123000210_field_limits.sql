-- Field limits: the database refuses what the vehicle form refuses, with named checks,
-- so a request that skips the UI cannot store a 13 MB vehicle or a photo from another host.
-- The same numbers live in src/lib/vehicle-limits.ts for the form; keep the two in step.

-- Each item of a text list is at most max_len characters (and none is null).
create or replace function public.text_items_within(items text[], max_len integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_position(items, null) is null
    and not exists (select 1 from pg_catalog.unnest(items) as i(item) where pg_catalog.char_length(i.item) > max_len)
$$;

-- A photo is the placeholder, one of the project's /seed/ images, or an object of the public
-- vehicle-images bucket (which host serves it is checked by vehicles_check_image_hosts below).
-- Path segments never start with a dot, so '..' cannot climb out of /seed/.
create or replace function public.is_valid_vehicle_image(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is not null and pg_catalog.char_length(url) <= 500 and (
    url = '/placeholder.svg'
    or url ~ '^/seed/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
    or url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/vehicle-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
  )
$$;

create or replace function public.are_valid_vehicle_images(urls text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (select 1 from pg_catalog.unnest(urls) as u(url) where not public.is_valid_vehicle_image(u.url))
$$;

-- Details: a plain string of at most 4,000 characters, or the three lists of at most 30 items
-- of at most 200 characters each.
create or replace function public.is_valid_vehicle_details(details jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case pg_catalog.jsonb_typeof(details)
    when 'string' then pg_catalog.char_length(details #>> '{}') <= 4000
    when 'object' then
      (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(details)) = 3
      and (
        select pg_catalog.count(*)
        from pg_catalog.unnest(array['exterior', 'interior', 'drivetrain']) as keys(k)
        where pg_catalog.jsonb_typeof(details -> keys.k) = 'array'
          and pg_catalog.jsonb_array_length(details -> keys.k) <= 30
          and not exists (
            select 1 from pg_catalog.jsonb_array_elements(details -> keys.k) as e(item)
            where pg_catalog.jsonb_typeof(e.item) <> 'string'
               or pg_catalog.char_length(e.item #>> '{}') > 200
          )
      ) = 3
    else false
  end
$$;

revoke execute on function public.text_items_within(text[], integer) from public, anon, authenticated;
revoke execute on function public.is_valid_vehicle_image(text) from public, anon, authenticated;
revoke execute on function public.are_valid_vehicle_images(text[]) from public, anon, authenticated;
-- Check constraints run as the writing role.
grant execute on function public.text_items_within(text[], integer) to authenticated, service_role;
grant execute on function public.is_valid_vehicle_image(text) to authenticated, service_role;
grant execute on function public.are_valid_vehicle_images(text[]) to authenticated, service_role;

alter table public.vehicles
  drop constraint if exists vehicles_make_length,
  drop constraint if exists vehicles_model_length,
  drop constraint if exists vehicles_color_length,
  drop constraint if exists vehicles_year_range,
  drop constraint if exists vehicles_price_range,
  drop constraint if exists vehicles_mileage_range,
  drop constraint if exists vehicles_features_count,
  drop constraint if exists vehicles_images_count,
  drop constraint if exists vehicles_vehicle_details_shape;

alter table public.vehicles
  add constraint vehicles_make_length check (pg_catalog.char_length(make) <= 60),
  add constraint vehicles_model_length check (pg_catalog.char_length(model) <= 60),
  add constraint vehicles_color_length check (pg_catalog.char_length(color) <= 40),
  -- Next model year is on sale from mid-year; anything later is a typo.
  add constraint vehicles_year_range check (
    year >= 1950 and year <= pg_catalog.date_part('year', pg_catalog.now())::integer + 1
  ),
  add constraint vehicles_price_range check (price >= 1 and price <= 100000000),
  add constraint vehicles_mileage_range check (mileage between 0 and 2000000),
  add constraint vehicles_features_count check (pg_catalog.cardinality(features) <= 30),
  add constraint vehicles_features_length check (public.text_items_within(features, 80)),
  add constraint vehicles_images_count check (
    pg_catalog.cardinality(images) <= 15 and pg_catalog.array_position(images, null) is null
  ),
  add constraint vehicles_images_source check (public.are_valid_vehicle_images(images)),
  add constraint vehicles_vehicle_details_shape check (public.is_valid_vehicle_details(vehicle_details));

-- Which host serves the bucket -------------------------------------------------------------------
-- The bucket's public URL starts with the project's API origin. A signed-in caller's JWT names
-- it: GoTrue's `iss` is '<API origin>/auth/v1'. Where that is not the URL clients use (a custom
-- domain), list the origins here:
--   update private.site_settings set storage_origins = array['https://api.example.com'];
create table if not exists private.site_settings (
  singleton boolean primary key default true check (singleton),
  storage_origins text[] not null default '{}',
  updated_at timestamptz not null default now()
);
insert into private.site_settings (singleton) values (true) on conflict (singleton) do nothing;
alter table private.site_settings enable row level security;
revoke all on private.site_settings from public, anon, authenticated;

-- New bucket URLs must come from this project's origin. Callers without a user JWT (the service
-- role, SQL, the seed) are trusted; URLs already stored are not re-checked on other edits.
create or replace function private.check_vehicle_image_hosts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_allowed text[];
  v_iss text;
  v_url text;
  v_origin text;
begin
  select s.storage_origins into v_allowed from private.site_settings s where s.singleton;
  if coalesce(pg_catalog.cardinality(v_allowed), 0) = 0 then
    v_iss := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'iss';
    if v_iss is null or v_iss !~ '^https?://[^/]+/auth/v1/?$' then
      return new;
    end if;
    v_allowed := array[pg_catalog.regexp_replace(v_iss, '/auth/v1/?$', '')];
  end if;
  foreach v_url in array new.images loop
    -- Only well-formed bucket URLs: anything else fails vehicles_images_source after this.
    if v_url ~ '^https?://' and public.is_valid_vehicle_image(v_url)
       and (tg_op = 'INSERT' or not (v_url = any (old.images))) then
      v_origin := pg_catalog.substring(v_url, '^(https?://[^/]+)/');
      if not exists (
        select 1 from pg_catalog.unnest(v_allowed) as a(origin)
        where pg_catalog.lower(pg_catalog.rtrim(a.origin, '/')) = pg_catalog.lower(v_origin)
      ) then
        raise exception 'Images must come from this project''s storage, /seed/ or /placeholder.svg'
          using errcode = '23514', constraint = 'vehicles_images_host',
                detail = pg_catalog.format('%s is not served by %s', v_origin, pg_catalog.array_to_string(v_allowed, ', '));
      end if;
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function private.check_vehicle_image_hosts() from public, anon, authenticated;

drop trigger if exists vehicles_check_image_hosts on public.vehicles;
create trigger vehicles_check_image_hosts
  before insert or update of images on public.vehicles
  for each row execute function private.check_vehicle_image_hosts();

-- Sign-up data (user metadata) -------------------------------------------------------------------
-- At most 4 KB, and only the keys GoTrue itself writes (sub, email, email_verified,
-- phone_verified) plus the product's own (username). Enforced on auth.users so a hosted project
-- refuses it too (GoTrue then answers 500 "Database error saving new user"; the embedded server
-- answers 400 before it gets here).
create or replace function private.check_user_metadata()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.raw_user_meta_data is not null and (
    pg_catalog.jsonb_typeof(new.raw_user_meta_data) <> 'object'
    or pg_catalog.octet_length(new.raw_user_meta_data::text) > 4096
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(new.raw_user_meta_data) as k(key)
      where k.key not in ('username', 'sub', 'email', 'email_verified', 'phone_verified')
    )
  ) then
    raise exception 'Sign-up data must be at most 4 KB and use only the keys username, sub, email, email_verified, phone_verified'
      using errcode = '23514', constraint = 'users_user_metadata_limits';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_user_metadata() from public, anon, authenticated;

drop trigger if exists users_check_user_metadata on auth.users;
create trigger users_check_user_metadata
  before insert or update of raw_user_meta_data on auth.users
  for each row execute function private.check_user_metadata();
