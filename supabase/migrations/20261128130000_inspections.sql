-- Inspection reports (docs/features.md, "Inspection reports"): staff inspect a car against the
-- checklist of src/lib/inspection/checklist.ts and publish the report; buyers read the newest
-- published report on the vehicle page. One row per inspection; its items' results are one jsonb
-- object keyed by checklist item (`section.item`), so the build reads every report in one request.
-- The checks below mirror INSPECTION_LIMITS of src/lib/inspection/report.ts (kept twice on purpose:
-- a request may skip the staff dialog).

-- A photo is one of the project's /seed/ images or an object under inspections/ in the public
-- vehicle-images bucket (which host serves it is checked by the trigger below).
create or replace function public.is_valid_inspection_photo(url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is not null and pg_catalog.char_length(url) <= 500 and (
    url ~ '^/seed/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
    or url ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/vehicle-images/inspections/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$'
  )
$$;

-- Each item: {state, note?, value?, photos?}. A state of the four; a note of at most 500
-- characters, required (not blank) for attention and fail; a measurement from 0 to 1000; at most
-- 3 photos. Notes are plain text: pages print them as text, never as markup.
create or replace function public.is_valid_inspection_items(items jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
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
$$;

revoke execute on function public.is_valid_inspection_photo(text) from public, anon, authenticated;
revoke execute on function public.is_valid_inspection_items(jsonb) from public, anon, authenticated;
-- Check constraints run as the writing role.
grant execute on function public.is_valid_inspection_photo(text) to authenticated, service_role;
grant execute on function public.is_valid_inspection_items(jsonb) to authenticated, service_role;

create table public.vehicle_inspections (
  id uuid primary key default gen_random_uuid(),
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  status text not null default 'draft'
    constraint vehicle_inspections_status_option check (status in ('draft', 'published')),
  inspected_on date not null default current_date
    constraint vehicle_inspections_inspected_on_range check (inspected_on >= date '2000-01-01'),
  inspector_name text not null
    constraint vehicle_inspections_inspector_name_length
      check (pg_catalog.char_length(pg_catalog.btrim(inspector_name)) between 1 and 80),
  inspector_kind text not null default 'in_house'
    constraint vehicle_inspections_inspector_kind_option check (inspector_kind in ('in_house', 'third_party')),
  odometer_km integer not null
    constraint vehicle_inspections_odometer_range check (odometer_km between 0 and 2000000),
  -- A reconditioned import's auction sheet grades (src/lib/inspection/checklist.ts).
  auction_overall text
    constraint vehicle_inspections_auction_overall_option
      check (auction_overall in ('S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'R', 'RA')),
  auction_interior text
    constraint vehicle_inspections_auction_interior_option check (auction_interior in ('A', 'B', 'C', 'D', 'E')),
  items jsonb not null default '{}'::jsonb
    constraint vehicle_inspections_items_valid check (public.is_valid_inspection_items(items)),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vehicle_inspections_published_at check ((status = 'published') = (published_at is not null))
);

create index vehicle_inspections_vehicle_idx on public.vehicle_inspections (vehicle_id, inspected_on desc);
create index vehicle_inspections_published_idx on public.vehicle_inspections (vehicle_id)
  where status = 'published';

-- The database stamps the times: publishing sets published_at (kept while published), back to
-- draft clears it.
create or replace function private.stamp_vehicle_inspection()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke execute on function private.stamp_vehicle_inspection() from public, anon, authenticated;

create trigger vehicle_inspections_stamp
  before insert or update on public.vehicle_inspections
  for each row execute function private.stamp_vehicle_inspection();

-- New bucket URLs must come from this project's origin, as for the car's own photos
-- (private.check_vehicle_image_hosts); callers without a user JWT (service role, SQL, the seed)
-- are trusted, and photos already stored are not re-checked.
create or replace function private.check_inspection_photo_hosts()
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
$$;
revoke execute on function private.check_inspection_photo_hosts() from public, anon, authenticated;

create trigger vehicle_inspections_check_photo_hosts
  before insert or update of items on public.vehicle_inspections
  for each row execute function private.check_inspection_photo_hosts();

-- Publishing (or withdrawing) a staff member's report touches its car's updated_at, so the car's
-- pages are rebuilt by the usual hook (vehicles_rebuild_on_update) and the live deltas see it; the
-- audit trail records no change for updated_at alone. Writes without a user (the seed, SQL) leave
-- the car as it is.
create or replace function private.touch_inspected_vehicle()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  return null;
end;
$$;
revoke execute on function private.touch_inspected_vehicle() from public, anon, authenticated;

create trigger vehicle_inspections_touch_vehicle
  after insert or update or delete on public.vehicle_inspections
  for each row execute function private.touch_inspected_vehicle();

-- Row-level security ---------------------------------------------------------------------------
alter table public.vehicle_inspections enable row level security;

-- Visitors read only published reports of cars they can see (live, not deleted): the subquery
-- runs under the vehicles' own policies, and says so explicitly too.
create policy vehicle_inspections_select_published on public.vehicle_inspections
  for select to anon, authenticated
  using (
    status = 'published'
    and exists (
      select 1 from public.vehicles v
      where v.id = vehicle_id and v.deleted_at is null and v.status <> 'draft'
    )
  );
create policy vehicle_inspections_select_for_staff on public.vehicle_inspections
  for select to authenticated
  using ((select private.is_staff()));
create policy vehicle_inspections_insert_for_staff on public.vehicle_inspections
  for insert to authenticated
  with check ((select private.is_staff()));
create policy vehicle_inspections_update_for_staff on public.vehicle_inspections
  for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));
create policy vehicle_inspections_delete_for_staff on public.vehicle_inspections
  for delete to authenticated
  using ((select private.is_staff()));

-- Writes need two factors where the account has one or the owner requires it (20261128100000).
create policy vehicle_inspections_insert_two_factor on public.vehicle_inspections
  as restrictive for insert to authenticated
  with check ((select private.two_factor_satisfied()));
create policy vehicle_inspections_update_two_factor on public.vehicle_inspections
  as restrictive for update to authenticated
  using ((select private.two_factor_satisfied()))
  with check ((select private.two_factor_satisfied()));
create policy vehicle_inspections_delete_two_factor on public.vehicle_inspections
  as restrictive for delete to authenticated
  using ((select private.two_factor_satisfied()));

revoke all on table public.vehicle_inspections from anon, authenticated;
grant select on table public.vehicle_inspections to anon, authenticated;
grant insert (
  vehicle_id, status, inspected_on, inspector_name, inspector_kind, odometer_km,
  auction_overall, auction_interior, items
) on table public.vehicle_inspections to authenticated;
grant update (
  status, inspected_on, inspector_name, inspector_kind, odometer_km, auction_overall, auction_interior, items
) on table public.vehicle_inspections to authenticated;
grant delete on table public.vehicle_inspections to authenticated;
grant all on table public.vehicle_inspections to service_role;

comment on table public.vehicle_inspections is
  'Inspection reports: drafts for staff, the published ones of live cars for everyone (docs/features.md).';
