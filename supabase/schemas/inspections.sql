-- Inspections: inspection reports attached to vehicles.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Functions the tables' checks and defaults call

CREATE OR REPLACE FUNCTION public.is_valid_inspection_photo(url text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select url is not null and pg_catalog.char_length(url) <= 500 and (
    url ~ '^/seed/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
    or url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/vehicle-images/inspections/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
  )
$function$;
revoke all on function public.is_valid_inspection_photo(url text) from public, anon;

CREATE OR REPLACE FUNCTION public.is_valid_inspection_items(items jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.jsonb_typeof(items) = 'object'
    and (select pg_catalog.count(*) from pg_catalog.jsonb_object_keys(items)) <= 400
    and not exists (
      select 1 from pg_catalog.jsonb_each(items) as e(k, v)
      where not coalesce(
        e.k ~ '^[a-z][a-z0-9_]{0,31}\.[a-z][a-z0-9_]{0,47}$'
        and pg_catalog.jsonb_typeof(e.v) = 'object'
        and not exists (
          select 1 from pg_catalog.jsonb_object_keys(e.v) as f(name)
          where f.name not in ('state', 'note', 'value', 'photos')
        )
        and pg_catalog.jsonb_typeof(e.v -> 'state') = 'string'
        and (e.v ->> 'state') in ('pass', 'attention', 'fail', 'not_inspected')
        and (
          e.v -> 'note' is null
          or (pg_catalog.jsonb_typeof(e.v -> 'note') = 'string' and pg_catalog.char_length(e.v ->> 'note') <= 500)
        )
        and ((e.v ->> 'state') not in ('attention', 'fail') or pg_catalog.btrim(coalesce(e.v ->> 'note', '')) <> '')
        and (
          e.v -> 'value' is null
          or (pg_catalog.jsonb_typeof(e.v -> 'value') = 'number' and (e.v ->> 'value')::numeric between 0 and 1000)
        )
        and (
          e.v -> 'photos' is null
          or (
            pg_catalog.jsonb_typeof(e.v -> 'photos') = 'array'
            and pg_catalog.jsonb_array_length(e.v -> 'photos') <= 3
            and not exists (
              select 1 from pg_catalog.jsonb_array_elements(e.v -> 'photos') as p(u)
              where pg_catalog.jsonb_typeof(p.u) <> 'string' or not public.is_valid_inspection_photo(p.u #>> '{}')
            )
          )
        ),
        false
      )
    )
$function$;
revoke all on function public.is_valid_inspection_items(items jsonb) from public, anon;

-- Tables

create table public.vehicle_inspections (
  id uuid default gen_random_uuid() not null,
  vehicle_id uuid not null,
  status text default 'draft'::text not null,
  inspected_on date default CURRENT_DATE not null,
  inspector_name text not null,
  inspector_kind text default 'in_house'::text not null,
  odometer_km integer not null,
  auction_overall text,
  auction_interior text,
  items jsonb default '{}'::jsonb not null,
  published_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint vehicle_inspections_pkey PRIMARY KEY (id),
  constraint vehicle_inspections_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE,
  constraint vehicle_inspections_auction_interior_option CHECK (auction_interior = ANY (ARRAY['A'::text, 'B'::text, 'C'::text, 'D'::text, 'E'::text])),
  constraint vehicle_inspections_auction_overall_option CHECK (auction_overall = ANY (ARRAY['S'::text, '6'::text, '5'::text, '4.5'::text, '4'::text, '3.5'::text, '3'::text, '2'::text, '1'::text, 'R'::text, 'RA'::text])),
  constraint vehicle_inspections_inspected_on_range CHECK (inspected_on >= '2000-01-01'::date),
  constraint vehicle_inspections_inspector_kind_option CHECK (inspector_kind = ANY (ARRAY['in_house'::text, 'third_party'::text])),
  constraint vehicle_inspections_inspector_name_length CHECK (char_length(btrim(inspector_name)) >= 1 AND char_length(btrim(inspector_name)) <= 80),
  constraint vehicle_inspections_items_valid CHECK (is_valid_inspection_items(items)),
  constraint vehicle_inspections_odometer_range CHECK (odometer_km >= 0 AND odometer_km <= 2000000),
  constraint vehicle_inspections_published_at CHECK ((status = 'published'::text) = (published_at IS NOT NULL)),
  constraint vehicle_inspections_status_option CHECK (status = ANY (ARRAY['draft'::text, 'published'::text]))
);
alter table public.vehicle_inspections enable row level security;
comment on table public.vehicle_inspections is 'Inspection reports: drafts for staff, the published ones of live cars for everyone (docs/features.md).';
CREATE INDEX vehicle_inspections_vehicle_idx ON public.vehicle_inspections USING btree (vehicle_id, inspected_on DESC);
CREATE INDEX vehicle_inspections_published_idx ON public.vehicle_inspections USING btree (vehicle_id) WHERE (status = 'published'::text);

-- Functions

CREATE OR REPLACE FUNCTION private.stamp_vehicle_inspection()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := pg_catalog.now();
  -- Staff cannot write published_at (no column grant); the seed and SQL may give one on insert.
  if new.status = 'published' then
    if tg_op = 'INSERT' then
      new.published_at := coalesce(new.published_at, pg_catalog.now());
    elsif old.status = 'published' then
      new.published_at := old.published_at;
    else
      new.published_at := pg_catalog.now();
    end if;
  else
    new.published_at := null;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  return new;
end;
$function$;
revoke all on function private.stamp_vehicle_inspection() from public;

CREATE OR REPLACE FUNCTION private.check_inspection_photo_hosts()
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
  v_old text[] := '{}';
begin
  select s.storage_origins into v_allowed from private.site_settings s where s.singleton;
  if coalesce(pg_catalog.cardinality(v_allowed), 0) = 0 then
    v_iss := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'iss';
    if v_iss is null or v_iss !~ '^https?://[^/]+/auth/v1/?$' then
      return new;
    end if;
    v_allowed := array[pg_catalog.regexp_replace(v_iss, '/auth/v1/?$', '')];
  end if;
  if tg_op = 'UPDATE' and pg_catalog.jsonb_typeof(old.items) = 'object' then
    select coalesce(pg_catalog.array_agg(p.u #>> '{}'), '{}') into v_old
    from pg_catalog.jsonb_each(old.items) as e(k, v),
         pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(e.v -> 'photos') = 'array' then e.v -> 'photos' else '[]'::jsonb end) as p(u);
  end if;
  if pg_catalog.jsonb_typeof(new.items) <> 'object' then
    return new;
  end if;
  for v_url in
    select p.u #>> '{}'
    from pg_catalog.jsonb_each(new.items) as e(k, v),
         pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(e.v -> 'photos') = 'array' then e.v -> 'photos' else '[]'::jsonb end) as p(u)
    where pg_catalog.jsonb_typeof(p.u) = 'string'
  loop
    if v_url ~ '^https?://' and public.is_valid_inspection_photo(v_url) and not (v_url = any (v_old)) then
      v_origin := pg_catalog.substring(v_url, '^(https?://[^/]+)/');
      if not exists (
        select 1 from pg_catalog.unnest(v_allowed) as a(origin)
        where pg_catalog.lower(pg_catalog.rtrim(a.origin, '/')) = pg_catalog.lower(v_origin)
      ) then
        raise exception 'Inspection photos must come from this project''s storage or /seed/'
          using errcode = '23514', constraint = 'vehicle_inspections_photos_host',
                detail = pg_catalog.format('%s is not served by %s', v_origin, pg_catalog.array_to_string(v_allowed, ', '));
      end if;
    end if;
  end loop;
  return new;
end;
$function$;
revoke all on function private.check_inspection_photo_hosts() from public;

CREATE OR REPLACE FUNCTION private.touch_inspected_vehicle()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_vehicle uuid;
begin
  if auth.uid() is null then
    return null;
  end if;
  if tg_op = 'DELETE' then
    if old.status <> 'published' then return null; end if;
    v_vehicle := old.vehicle_id;
  elsif tg_op = 'INSERT' then
    if new.status <> 'published' then return null; end if;
    v_vehicle := new.vehicle_id;
  else
    if old.status <> 'published' and new.status <> 'published' then return null; end if;
    v_vehicle := new.vehicle_id;
  end if;
  update public.vehicles set updated_at = pg_catalog.now() where id = v_vehicle;
  -- Only a car visitors can see has a page to rebuild.
  if exists (select 1 from public.vehicles v where v.id = v_vehicle and v.deleted_at is null and v.status <> 'draft') then
    update private.rebuild_state
      set pending_since = coalesce(pending_since, pg_catalog.now()),
          pending_statements = pending_statements + 1,
          pending_rows = pending_rows + 1
      where singleton;
    perform private.publish_pending_rebuild(false);
  end if;
  return null;
end;
$function$;
revoke all on function private.touch_inspected_vehicle() from public;

-- Triggers

CREATE TRIGGER vehicle_inspections_stamp BEFORE INSERT OR UPDATE ON public.vehicle_inspections FOR EACH ROW EXECUTE FUNCTION private.stamp_vehicle_inspection();

CREATE TRIGGER vehicle_inspections_check_photo_hosts BEFORE INSERT OR UPDATE OF items ON public.vehicle_inspections FOR EACH ROW EXECUTE FUNCTION private.check_inspection_photo_hosts();

CREATE TRIGGER vehicle_inspections_touch_vehicle AFTER INSERT OR DELETE OR UPDATE ON public.vehicle_inspections FOR EACH ROW EXECUTE FUNCTION private.touch_inspected_vehicle();

-- Row-level security policies

create policy vehicle_inspections_select_published on public.vehicle_inspections
  for select
  to anon, authenticated
  using (((status = 'published'::text) AND (EXISTS ( SELECT 1
   FROM vehicles v
  WHERE ((v.id = vehicle_inspections.vehicle_id) AND (v.deleted_at IS NULL) AND (v.status <> 'draft'::text))))));

create policy vehicle_inspections_select_for_staff on public.vehicle_inspections
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_inspections_insert_for_staff on public.vehicle_inspections
  for insert
  to authenticated
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_inspections_update_for_staff on public.vehicle_inspections
  for update
  to authenticated
  using (( SELECT private.is_staff() AS is_staff))
  with check (( SELECT private.is_staff() AS is_staff));

create policy vehicle_inspections_delete_for_staff on public.vehicle_inspections
  for delete
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_inspections_insert_two_factor on public.vehicle_inspections
  as restrictive
  for insert
  to authenticated
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_inspections_update_two_factor on public.vehicle_inspections
  as restrictive
  for update
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied))
  with check (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_inspections_delete_two_factor on public.vehicle_inspections
  as restrictive
  for delete
  to authenticated
  using (( SELECT private.two_factor_satisfied() AS two_factor_satisfied));

create policy vehicle_inspections_sales_no_delete on public.vehicle_inspections
  as restrictive
  for delete
  to authenticated
  using ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

-- Table grants

revoke delete, insert, maintain, references, trigger, truncate, update on table public.vehicle_inspections from anon;
revoke insert, maintain, references, trigger, truncate, update on table public.vehicle_inspections from authenticated;
grant insert (vehicle_id, status, inspected_on, inspector_name, inspector_kind, odometer_km, auction_overall, auction_interior, items), update (status, inspected_on, inspector_name, inspector_kind, odometer_km, auction_overall, auction_interior, items) on table public.vehicle_inspections to authenticated;
