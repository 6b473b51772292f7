-- Vehicles and their fields: the stock table, its checks (photo hosts included), identifiers, prices and sales rules.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Functions the tables' checks and defaults call

CREATE OR REPLACE FUNCTION public.is_valid_vehicle_details(details jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.is_valid_vehicle_details(details jsonb) is 'True when the value is a JSON string or {exterior, interior, drivetrain} lists of strings.';
revoke all on function public.is_valid_vehicle_details(details jsonb) from public, anon;

CREATE OR REPLACE FUNCTION public.text_items_within(items text[], max_len integer)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.array_position(items, null) is null
    and not exists (select 1 from pg_catalog.unnest(items) as i(item) where pg_catalog.char_length(i.item) > max_len)
$function$;
revoke all on function public.text_items_within(items text[], max_len integer) from public, anon;

CREATE OR REPLACE FUNCTION public.is_valid_vehicle_image(url text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select url is not null and pg_catalog.char_length(url) <= 500 and (
    url = '/placeholder.svg'
    or url ~ '^/seed/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
    or url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/vehicle-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
  )
$function$;
revoke all on function public.is_valid_vehicle_image(url text) from public, anon;

CREATE OR REPLACE FUNCTION public.are_valid_vehicle_images(urls text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select not exists (select 1 from pg_catalog.unnest(urls) as u(url) where not public.is_valid_vehicle_image(u.url))
$function$;
revoke all on function public.are_valid_vehicle_images(urls text[]) from public, anon;

-- Tables

create table public.vehicles (
  id uuid default gen_random_uuid() not null,
  make text not null,
  model text not null,
  year integer,
  price numeric(12,2),
  mileage integer,
  fuel_type text,
  transmission text,
  condition text,
  body_type text,
  color text,
  features text[] default '{}'::text[] not null,
  images text[] default '{}'::text[] not null,
  vehicle_details jsonb default '{"exterior": [], "interior": [], "drivetrain": []}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  deleted_at timestamp with time zone,
  status text default 'available'::text not null,
  origin text,
  registration_year integer,
  previous_owners integer,
  warranty_months integer,
  engine_capacity_cc integer,
  stock_number text,
  previous_price numeric(12,2),
  price_reduced_at timestamp with time zone,
  variant text,
  sold_at timestamp with time zone,
  motor_power_kw integer,
  photo_count integer generated always as (cardinality(array_remove(images, '/placeholder.svg'::text))) stored not null,
  constraint vehicles_pkey PRIMARY KEY (id),
  constraint vehicles_stock_number_unique UNIQUE (stock_number),
  constraint vehicles_body_type_option CHECK (body_type = ANY (ARRAY['Sedan'::text, 'Hatchback'::text, 'SUV'::text, 'MPV'::text, '4X4'::text, 'Wagon'::text, 'Coupe'::text, 'Convertible'::text, 'Gran Coupe'::text, 'Supercar'::text])),
  constraint vehicles_color_length CHECK (char_length(color) <= 40),
  constraint vehicles_color_not_blank CHECK (btrim(color) <> ''::text),
  constraint vehicles_complete_unless_draft CHECK (status = 'draft'::text OR year IS NOT NULL AND price IS NOT NULL AND mileage IS NOT NULL AND fuel_type IS NOT NULL AND transmission IS NOT NULL AND condition IS NOT NULL AND body_type IS NOT NULL AND color IS NOT NULL),
  constraint vehicles_condition_option CHECK (condition = ANY (ARRAY['Excellent'::text, 'Very Good'::text, 'Good'::text, 'Fair'::text])),
  constraint vehicles_engine_capacity_cc_range CHECK (engine_capacity_cc >= 50 AND engine_capacity_cc <= 10000),
  constraint vehicles_engine_capacity_electric CHECK (fuel_type <> 'Electric'::text OR engine_capacity_cc IS NULL),
  constraint vehicles_features_count CHECK (cardinality(features) <= 30),
  constraint vehicles_features_length CHECK (text_items_within(features, 80)),
  constraint vehicles_fuel_type_option CHECK (fuel_type = ANY (ARRAY['Gasoline'::text, 'Hybrid'::text, 'Electric'::text, 'Diesel'::text])),
  constraint vehicles_images_count CHECK (cardinality(images) <= 15 AND array_position(images, NULL::text) IS NULL),
  constraint vehicles_images_source CHECK (are_valid_vehicle_images(images)),
  constraint vehicles_make_length CHECK (char_length(make) <= 60),
  constraint vehicles_make_not_blank CHECK (btrim(make) <> ''::text),
  constraint vehicles_mileage_range CHECK (mileage >= 0 AND mileage <= 2000000),
  constraint vehicles_model_length CHECK (char_length(model) <= 60),
  constraint vehicles_model_not_blank CHECK (btrim(model) <> ''::text),
  constraint vehicles_motor_power_kw_range CHECK (motor_power_kw >= 1 AND motor_power_kw <= 2000),
  constraint vehicles_origin_option CHECK (origin = ANY (ARRAY['Local'::text, 'Recond'::text])),
  constraint vehicles_previous_owners_range CHECK (previous_owners >= 0 AND previous_owners <= 20),
  constraint vehicles_price_range CHECK (price >= 1::numeric AND price <= 100000000::numeric),
  constraint vehicles_registration_not_before_year CHECK (registration_year >= year),
  constraint vehicles_registration_year_range CHECK (registration_year >= 1950 AND registration_year <= 2100),
  constraint vehicles_status_check CHECK (status = ANY (ARRAY['available'::text, 'reserved'::text, 'sold'::text, 'draft'::text])),
  constraint vehicles_stock_number_format CHECK (stock_number = btrim(stock_number) AND char_length(stock_number) BETWEEN 1 AND 40),
  constraint vehicles_transmission_option CHECK (transmission = ANY (ARRAY['Automatic'::text, 'Manual'::text])),
  constraint vehicles_variant_length CHECK (char_length(variant) <= 60),
  constraint vehicles_vehicle_details_shape CHECK (is_valid_vehicle_details(vehicle_details)),
  constraint vehicles_warranty_months_range CHECK (warranty_months >= 0 AND warranty_months <= 120),
  constraint vehicles_year_range CHECK (year >= 1950 AND year <= (date_part('year'::text, now())::integer + 1))
);
alter table public.vehicles enable row level security;
comment on table public.vehicles is 'Inventory of used luxury vehicles; soft-deleted rows have deleted_at set.';
comment on column public.vehicles.status is 'available (default), reserved (still listed, with a badge) or sold (hidden from the default inventory view).';
comment on column public.vehicles.origin is 'Local (first registered in Malaysia) or Recond (reconditioned import); null when unknown.';
comment on column public.vehicles.registration_year is 'Year of first registration in Malaysia; not before the manufacturing year.';
comment on column public.vehicles.previous_owners is 'Previous registered owners, 0 to 20.';
comment on column public.vehicles.warranty_months is 'Warranty offered with the car in months, 0 to 120.';
comment on column public.vehicles.engine_capacity_cc is 'Engine capacity in cc (50 to 10000), null for electric cars.';
comment on column public.vehicles.stock_number is 'The dealer''s own stock number (optional, unique); the CSV import''s key.';
comment on column public.vehicles.previous_price is 'The price before the latest drop (struck through on public pages); set by a trigger.';
comment on column public.vehicles.price_reduced_at is 'When the price last went down; set by a trigger.';
comment on column public.vehicles.variant is 'The trim or engine after the model (''M Sport''), at most 60 characters; null when none.';
comment on column public.vehicles.sold_at is 'When the car was marked sold; set and cleared by a trigger.';
comment on column public.vehicles.motor_power_kw is 'Motor power in kW (electric cars: their road tax); null when not listed.';
comment on column public.vehicles.photo_count is 'How many photos of its own the car has (images without the placeholder), stored so the stock table can sort by it.';
comment on constraint vehicles_complete_unless_draft on public.vehicles is 'Only a draft may leave year, price, mileage, fuel type, transmission, condition, body type or colour empty.';
CREATE INDEX vehicles_make_idx ON public.vehicles USING btree (make);
CREATE INDEX vehicles_updated_at_idx ON public.vehicles USING btree (updated_at);
CREATE INDEX vehicles_live_order_idx ON public.vehicles USING btree (created_at DESC, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_sold_at_idx ON public.vehicles USING btree (sold_at) WHERE ((status = 'sold'::text) AND (deleted_at IS NULL));
CREATE INDEX vehicles_stock_make_idx ON public.vehicles USING btree (make, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_price_idx ON public.vehicles USING btree (price, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_created_idx ON public.vehicles USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_status_idx ON public.vehicles USING btree (status, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_photos_idx ON public.vehicles USING btree (photo_count, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_updated_idx ON public.vehicles USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_number_asc_idx ON public.vehicles USING btree (stock_number, id) WHERE (deleted_at IS NULL);
CREATE INDEX vehicles_stock_number_desc_idx ON public.vehicles USING btree (stock_number DESC NULLS LAST, id DESC) WHERE (deleted_at IS NULL);

create table private.site_settings (
  singleton boolean default true not null,
  storage_origins text[] default '{}'::text[] not null,
  updated_at timestamp with time zone default now() not null,
  trusted_proxy_hops integer default 1 not null,
  client_address_header text,
  constraint site_settings_client_address_header_check CHECK (client_address_header ~ '^[a-z0-9-]{1,64}$'::text),
  constraint site_settings_pkey PRIMARY KEY (singleton),
  constraint site_settings_singleton_check CHECK (singleton),
  constraint site_settings_trusted_proxy_hops_check CHECK (trusted_proxy_hops >= 1 AND trusted_proxy_hops <= 10)
);
alter table private.site_settings enable row level security;
comment on column private.site_settings.trusted_proxy_hops is 'How many proxies in front of the database appended their hop to X-Forwarded-For: the client is that many entries from the end (docs/deploying.md, "Client addresses behind a proxy").';
comment on column private.site_settings.client_address_header is 'A header the platform sets to the client address and a client cannot choose (cf-connecting-ip); when present it wins over X-Forwarded-For.';

create table public.vehicle_identifiers (
  vehicle_id uuid not null,
  chassis_number text not null,
  updated_at timestamp with time zone default now() not null,
  constraint vehicle_identifiers_pkey PRIMARY KEY (vehicle_id),
  constraint vehicle_identifiers_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE,
  constraint vehicle_identifiers_chassis_format CHECK (chassis_number = upper(btrim(chassis_number)) AND char_length(chassis_number) BETWEEN 5 AND 30 AND chassis_number ~ '^[A-Z0-9-]+$'::text)
);
alter table public.vehicle_identifiers enable row level security;
comment on table public.vehicle_identifiers is 'Each car''s chassis number (staff only; public pages and feeds read vehicle_public_identifiers()).';

create table public.vehicle_private_notes (
  vehicle_id uuid not null,
  note text not null,
  updated_at timestamp with time zone default now() not null,
  updated_by uuid default auth.uid(),
  constraint vehicle_private_notes_pkey PRIMARY KEY (vehicle_id),
  constraint vehicle_private_notes_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE,
  constraint vehicle_private_notes_note_length CHECK (char_length(note) <= 4000),
  constraint vehicle_private_notes_note_not_blank CHECK (btrim(note) <> ''::text)
);
alter table public.vehicle_private_notes enable row level security;
comment on table public.vehicle_private_notes is 'Each car''s staff-only note (the dealer''s remarks: buyers, deposits, trade-ins); never on a public page, so it is kept out of vehicles, whose rows the public reads.';

-- Functions

CREATE OR REPLACE FUNCTION public.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$function$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

CREATE OR REPLACE FUNCTION private.stamp_private_note()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := auth.uid();
  return new;
end;
$function$;
revoke all on function private.stamp_private_note() from public;

CREATE OR REPLACE FUNCTION private.check_vehicle_image_hosts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.check_vehicle_image_hosts() from public;

CREATE OR REPLACE FUNCTION private.is_price_correction(p_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$ select coalesce(pg_catalog.current_setting('mewah.price_correction', true), '') = p_id::text $function$;
revoke all on function private.is_price_correction(p_id uuid) from public;

CREATE OR REPLACE FUNCTION private.track_price_reduction()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.track_price_reduction() from public;

CREATE OR REPLACE FUNCTION private.forget_draft_price_reduction()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.status = 'draft' and not exists (
    select 1 from private.vehicle_publications as p where p.vehicle_id = old.id
  ) then
    new.previous_price := null;
    new.price_reduced_at := null;
  end if;
  return new;
end;
$function$;
revoke all on function private.forget_draft_price_reduction() from public;

CREATE OR REPLACE FUNCTION private.check_listed_since()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (new.created_at at time zone 'Asia/Kuala_Lumpur')::date
     > (pg_catalog.now() at time zone 'Asia/Kuala_Lumpur')::date then
    raise exception 'Listed since must be today or earlier, not %',
      pg_catalog.to_char(new.created_at at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD')
      using errcode = '23514', constraint = 'vehicles_listed_since_not_future';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_listed_since() from public;

CREATE OR REPLACE FUNCTION private.stamp_sold_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.stamp_sold_at() from public;

CREATE OR REPLACE FUNCTION private.backfill_sold_at()
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.backfill_sold_at() from public;

CREATE OR REPLACE FUNCTION private.is_valid_vin(p_value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.is_valid_vin(p_value text) from public;

CREATE OR REPLACE FUNCTION public.vehicle_public_identifiers()
 RETURNS TABLE(vehicle_id uuid, chassis_last4 text, vin text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select i.vehicle_id,
         pg_catalog.right(i.chassis_number, 4),
         case when private.is_valid_vin(i.chassis_number) then i.chassis_number end
  from public.vehicle_identifiers as i
  join public.vehicles as v on v.id = i.vehicle_id
  where v.deleted_at is null and v.status <> 'draft';
$function$;
revoke all on function public.vehicle_public_identifiers() from public;

CREATE OR REPLACE FUNCTION public.get_sales_price_cut_percent()
 RETURNS numeric
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select s.sales_price_cut_percent from private.staff_settings s where s.singleton and private.is_staff() $function$;
revoke all on function public.get_sales_price_cut_percent() from public, anon;

CREATE OR REPLACE FUNCTION public.set_sales_price_cut_percent(p_percent numeric)
 RETURNS numeric
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.set_sales_price_cut_percent(p_percent numeric) from public, anon;

CREATE OR REPLACE FUNCTION private.sales_price_floor(p_id uuid, p_current numeric)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit numeric;
  v_highest numeric;
begin
  select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
  -- The limit holds over a day, not per edit: a cut is measured from the highest price the car had
  -- in the last 24 hours, so a series of small cuts adds up to the same limit as one large cut.
  select pg_catalog.max(p) into v_highest from (
    select p_current as p
    union all
    select (h.changes -> 'price' ->> 'old')::numeric from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action = 'update' and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
    union all
    select (h.changes -> 'price' ->> 'new')::numeric from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action in ('insert', 'update', 'correct') and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
  ) as prices;
  return v_highest * (1 - coalesce(v_limit, 0) / 100.0);
end;
$function$;
comment on function private.sales_price_floor(p_id uuid, p_current numeric) is 'The lowest price a sales account may set on the car now (p_current: its price before the change): the owner''s limit below the highest price of the last 24 hours.';
revoke all on function private.sales_price_floor(p_id uuid, p_current numeric) from public;
grant execute on function private.sales_price_floor(p_id uuid, p_current numeric) to authenticated;

CREATE OR REPLACE FUNCTION private.limit_sales_price_cut()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit numeric;
begin
  if new.price >= old.price or private.staff_role() is distinct from 'sales' then
    return new;
  end if;
  if new.price < private.sales_price_floor(old.id, old.price) then
    select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
    raise exception 'A sales account may lower a price by at most % percent in 24 hours', v_limit
      using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.limit_sales_price_cut() from public;

CREATE OR REPLACE FUNCTION private.keep_sales_cars_listed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Taking a listed car off the site is the same loss to the shop as a delete, so it is a manager's call.
  if old.status <> 'draft' and new.status = 'draft' and private.staff_role() = 'sales' then
    raise exception 'A sales account cannot take a listed car back to draft' using errcode = '42501';
  end if;
  return new;
end;
$function$;
revoke all on function private.keep_sales_cars_listed() from public;

CREATE OR REPLACE FUNCTION private.keep_marks_on_correction()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.is_price_correction(new.id) then
    if old.previous_price is not null and new.price < old.previous_price then
      new.previous_price := old.previous_price;
      new.price_reduced_at := old.price_reduced_at;
    else
      new.previous_price := null;
      new.price_reduced_at := null;
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function private.keep_marks_on_correction() from public;

CREATE OR REPLACE FUNCTION public.correct_vehicle_price(p_id uuid, p_price numeric)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_updated timestamptz;
begin
  if not public.is_staff() then
    raise exception 'Only staff can change prices' using errcode = '42501';
  end if;
  if p_price is null or p_price <= 0 then
    raise exception 'A price must be above zero' using errcode = '22023';
  end if;
  if private.price_set_at(p_id) < pg_catalog.now() - interval '24 hours' then
    raise exception 'A correction is possible within 24 hours of the last price change; use Change the price'
      using errcode = '22023';
  end if;
  perform pg_catalog.set_config('mewah.price_correction', p_id::text, true);
  update public.vehicles as v set price = p_price where v.id = p_id and v.deleted_at is null
  returning v.updated_at into v_updated;
  perform pg_catalog.set_config('mewah.price_correction', '', true);
  if v_updated is null then
    raise exception 'No such vehicle' using errcode = 'P0002';
  end if;
  return v_updated;
end;
$function$;
comment on function public.correct_vehicle_price(p_id uuid, p_price numeric) is 'Staff: replaces a price set within the last 24 hours as a correction (no price-drop mark or public history); audited.';
revoke all on function public.correct_vehicle_price(p_id uuid, p_price numeric) from public, anon;

CREATE OR REPLACE FUNCTION public.vehicle_price_rules(p_id uuid)
 RETURNS TABLE(correctable_until timestamp with time zone, sales_lowest numeric)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the price rules' using errcode = '42501';
  end if;
  -- The same functions the refusals use (correct_vehicle_price, limit_sales_price_cut), so the form
  -- can stop an edit the database would refuse, and say until when a correction is possible.
  return query
    select private.price_set_at(v.id) + interval '24 hours',
      pg_catalog.ceil(private.sales_price_floor(v.id, v.price))
    from public.vehicles as v
    where v.id = p_id and v.deleted_at is null and v.price is not null;
end;
$function$;
comment on function public.vehicle_price_rules(p_id uuid) is 'Staff: until when the car''s price may be corrected, and the lowest whole-ringgit price a sales account may set now; no row for a car without a price.';
revoke all on function public.vehicle_price_rules(p_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION public.bulk_update_vehicles(p_ids uuid[], p_action text, p_status text DEFAULT NULL::text, p_value numeric DEFAULT NULL::numeric)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if not public.is_staff() then
    raise exception 'Only staff can change vehicles' using errcode = '42501';
  end if;
  if p_ids is null or pg_catalog.cardinality(p_ids) = 0 or pg_catalog.cardinality(p_ids) > 500 then
    raise exception 'Select from 1 to 500 cars' using errcode = '22023';
  end if;
  if p_action = 'status' then
    if p_status is null or p_status not in ('available', 'reserved', 'sold') then
      raise exception 'Status must be available, reserved or sold' using errcode = '22023';
    end if;
    update public.vehicles as v set status = p_status
    where v.id = any (p_ids) and v.deleted_at is null and v.status <> 'draft';
  elsif p_action = 'publish' then
    update public.vehicles as v set status = 'available'
    where v.id = any (p_ids) and v.deleted_at is null and v.status = 'draft';
  elsif p_action in ('price_amount', 'price_percent') then
    if p_value is null or p_value = 0 or (p_action = 'price_percent' and (p_value <= -100 or p_value > 100)) then
      raise exception 'Give an amount or a percentage' using errcode = '22023';
    end if;
    update public.vehicles as v set price = pg_catalog.round(
      case when p_action = 'price_amount' then v.price + p_value else v.price * (1 + p_value / 100.0) end)
    where v.id = any (p_ids) and v.deleted_at is null;
  elsif p_action = 'delete' then
    update public.vehicles as v set deleted_at = pg_catalog.now()
    where v.id = any (p_ids) and v.deleted_at is null;
  else
    raise exception 'Unknown bulk action' using errcode = '22023';
  end if;
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;
comment on function public.bulk_update_vehicles(p_ids uuid[], p_action text, p_status text, p_value numeric) is 'Staff: one change (status, publish drafts, price by amount or percent, delete) to many cars in one transaction.';
revoke all on function public.bulk_update_vehicles(p_ids uuid[], p_action text, p_status text, p_value numeric) from public, anon;

-- Triggers

CREATE TRIGGER vehicles_set_updated_at BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TRIGGER vehicles_check_image_hosts BEFORE INSERT OR UPDATE OF images ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.check_vehicle_image_hosts();

CREATE TRIGGER vehicles_track_price_reduction BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.track_price_reduction();

CREATE TRIGGER vehicles_track_publication_price BEFORE UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.forget_draft_price_reduction();

CREATE TRIGGER vehicles_listed_since_not_future BEFORE INSERT OR UPDATE OF created_at ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.check_listed_since();

CREATE TRIGGER vehicles_stamp_sold_at BEFORE INSERT OR UPDATE OF status ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.stamp_sold_at();

CREATE TRIGGER vehicles_guard_sales_price_cut BEFORE UPDATE OF price ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.limit_sales_price_cut();

CREATE TRIGGER vehicles_guard_sales_draft BEFORE UPDATE OF status ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.keep_sales_cars_listed();

CREATE TRIGGER vehicle_private_notes_stamp BEFORE INSERT OR UPDATE ON public.vehicle_private_notes FOR EACH ROW EXECUTE FUNCTION private.stamp_private_note();

CREATE TRIGGER vehicles_zz_price_correction BEFORE UPDATE OF price ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.keep_marks_on_correction();

-- Row-level security policies

create policy vehicles_select_all_for_staff on public.vehicles
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicles_insert_for_staff on public.vehicles
  for insert
  to authenticated
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicles_update_for_staff on public.vehicles
  for update
  to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicles_select_live_for_anon on public.vehicles
  for select
  to anon
  using (((deleted_at IS NULL) AND (status <> 'draft'::text)));

create policy vehicles_select_live_for_authenticated on public.vehicles
  for select
  to authenticated
  using (((deleted_at IS NULL) AND (status <> 'draft'::text)));

create policy vehicles_insert_two_factor on public.vehicles
  as restrictive
  for insert
  to authenticated
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicles_update_two_factor on public.vehicles
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicles_delete_two_factor on public.vehicles
  as restrictive
  for delete
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_identifiers_select_for_staff on public.vehicle_identifiers
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_identifiers_insert_for_staff on public.vehicle_identifiers
  for insert
  to authenticated
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_identifiers_update_for_staff on public.vehicle_identifiers
  for update
  to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_identifiers_delete_for_staff on public.vehicle_identifiers
  for delete
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_identifiers_insert_two_factor on public.vehicle_identifiers
  as restrictive
  for insert
  to authenticated
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_identifiers_update_two_factor on public.vehicle_identifiers
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_identifiers_delete_two_factor on public.vehicle_identifiers
  as restrictive
  for delete
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_identifiers_select_two_factor on public.vehicle_identifiers
  as restrictive
  for select
  to authenticated
  using (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

create policy vehicles_sales_keep_undeleted on public.vehicles
  as restrictive
  for update
  to authenticated
  using (((deleted_at IS NULL) OR (( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text)))
  with check (((deleted_at IS NULL) OR (( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text)));

create policy vehicles_sales_no_hard_delete on public.vehicles
  as restrictive
  for delete
  to authenticated
  using ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

create policy vehicle_identifiers_sales_no_delete on public.vehicle_identifiers
  as restrictive
  for delete
  to authenticated
  using ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

create policy vehicle_private_notes_select_for_staff on public.vehicle_private_notes
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_private_notes_insert_for_staff on public.vehicle_private_notes
  for insert
  to authenticated
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_private_notes_update_for_staff on public.vehicle_private_notes
  for update
  to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_private_notes_delete_for_staff on public.vehicle_private_notes
  for delete
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_private_notes_select_two_factor on public.vehicle_private_notes
  as restrictive
  for select
  to authenticated
  using (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

create policy vehicle_private_notes_insert_two_factor on public.vehicle_private_notes
  as restrictive
  for insert
  to authenticated
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_private_notes_update_two_factor on public.vehicle_private_notes
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_private_notes_delete_two_factor on public.vehicle_private_notes
  as restrictive
  for delete
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

-- Table grants

revoke delete, insert, maintain, references, trigger, truncate, update on table public.vehicles from anon, authenticated;
grant insert (make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color, features, images, vehicle_details, created_at, status, origin, registration_year, previous_owners, warranty_months, engine_capacity_cc, stock_number, variant, motor_power_kw), update (make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color, features, images, vehicle_details, created_at, deleted_at, status, origin, registration_year, previous_owners, warranty_months, engine_capacity_cc, stock_number, variant, motor_power_kw) on table public.vehicles to authenticated;

revoke all on table public.vehicle_identifiers from anon;
revoke insert, maintain, references, trigger, truncate, update on table public.vehicle_identifiers from authenticated;
grant insert (vehicle_id, chassis_number), update (chassis_number) on table public.vehicle_identifiers to authenticated;

revoke all on table public.vehicle_private_notes from anon;
revoke insert, maintain, references, trigger, truncate, update on table public.vehicle_private_notes from authenticated;
grant insert (vehicle_id, note), update (note) on table public.vehicle_private_notes to authenticated;

-- Rows the schema starts with

insert into private.site_settings (singleton)
values (true);
