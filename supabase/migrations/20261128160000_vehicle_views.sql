-- Views per car, without tracking anyone (docs/features.md "The dealer's desk"): a vehicle page
-- that stayed visible for 2 seconds calls count_vehicle_view once per browser per car per
-- Malaysian day (the browser remembers that in localStorage). Nothing identifying is sent; the
-- database keeps only counts per car per day. One client address can add a bounded number of
-- views a day (per car and in all), so a script cannot inflate a car.

-- 1. The counts: staff read them; nobody writes them but the function below ---------------------
create table if not exists public.vehicle_views (
  vehicle_id uuid not null references public.vehicles (id) on delete cascade,
  -- The Malaysian calendar day of the views.
  day date not null,
  views integer not null default 0 constraint vehicle_views_count check (views >= 0),
  primary key (vehicle_id, day)
);
comment on table public.vehicle_views is 'Vehicle page views per car per Malaysian day; written only by count_vehicle_view.';
-- The desk sums a week's (or 12 weeks') views of every car: by day first.
create index if not exists vehicle_views_day_idx on public.vehicle_views (day, vehicle_id) include (views);

alter table public.vehicle_views enable row level security;
revoke all on table public.vehicle_views from public, anon, authenticated;
grant select on table public.vehicle_views to authenticated;
grant all on table public.vehicle_views to service_role;
create policy vehicle_views_select_for_staff on public.vehicle_views
  for select to authenticated using ((select private.is_staff()));

-- Every car's views of a day in one row, kept by a trigger on the table above: the desk's weekly
-- views read 7 or 84 rows instead of a row per car per day (3.65 million a year at 10,000 cars).
create table if not exists private.vehicle_views_by_day (
  day date primary key,
  views bigint not null default 0
);
alter table private.vehicle_views_by_day enable row level security;
revoke all on private.vehicle_views_by_day from public, anon, authenticated;
-- The desk's functions run as the caller (staff); the private schema is not exposed by the API.
grant select on private.vehicle_views_by_day to authenticated;
create policy vehicle_views_by_day_select_for_staff on private.vehicle_views_by_day
  for select to authenticated using ((select private.is_staff()));

create or replace function private.add_to_views_by_day()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.vehicle_views_by_day set views = views - old.views where day = old.day;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.vehicle_views_by_day as t (day, views) values (new.day, new.views)
    on conflict (day) do update set views = t.views + excluded.views;
  end if;
  return null;
end;
$$;
revoke execute on function private.add_to_views_by_day() from public, anon, authenticated;
drop trigger if exists vehicle_views_by_day on public.vehicle_views;
create trigger vehicle_views_by_day
  after insert or update or delete on public.vehicle_views
  for each row execute function private.add_to_views_by_day();

-- 2. What one address added today, kept for a day. The address is stored only as a hash with the
-- day in it, so yesterday's rows cannot be matched to today's and none names an address.
create table if not exists private.vehicle_view_tallies (
  address_hash text not null,
  day date not null,
  vehicle_id uuid not null,
  views integer not null default 0,
  primary key (address_hash, day, vehicle_id)
);
create index if not exists vehicle_view_tallies_day_idx on private.vehicle_view_tallies (day);
alter table private.vehicle_view_tallies enable row level security;
revoke all on private.vehicle_view_tallies from public, anon, authenticated;

-- 3. The call a vehicle page makes ----------------------------------------------------------------
-- True when the view was counted; false when it was not (no such public car, or the address's
-- limits for today are reached). Never an error for a limit: the page does not care.
create or replace function public.count_vehicle_view(p_vehicle_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Views one client address may add to one car, and to all cars, in a Malaysian day. Generous for
  -- an office or a mobile carrier's shared address; small next to what a script would need.
  c_per_car constant integer := 20;
  c_per_day constant integer := 300;
  v_today date := (pg_catalog.now() at time zone 'Asia/Kuala_Lumpur')::date;
  v_hash text := pg_catalog.md5(v_today::text || '|' || coalesce(private.client_address(), 'unknown'));
  v_total integer;
  v_car integer;
begin
  if p_vehicle_id is null or not exists (
    select 1 from public.vehicles v
    where v.id = p_vehicle_id and v.deleted_at is null and v.status <> 'draft'
  ) then
    return false;
  end if;

  delete from private.vehicle_view_tallies where day < v_today - 1;
  select coalesce(pg_catalog.sum(t.views), 0), coalesce(pg_catalog.sum(t.views) filter (where t.vehicle_id = p_vehicle_id), 0)
    into v_total, v_car
  from private.vehicle_view_tallies t
  where t.address_hash = v_hash and t.day = v_today;
  if v_total >= c_per_day or v_car >= c_per_car then
    return false;
  end if;

  insert into private.vehicle_view_tallies as t (address_hash, day, vehicle_id, views)
  values (v_hash, v_today, p_vehicle_id, 1)
  on conflict (address_hash, day, vehicle_id) do update set views = t.views + 1;
  insert into public.vehicle_views as c (vehicle_id, day, views)
  values (p_vehicle_id, v_today, 1)
  on conflict (vehicle_id, day) do update set views = c.views + 1;
  return true;
end;
$$;
comment on function public.count_vehicle_view(uuid) is
  'Counts one view of a public car today (Malaysian day); bounded per client address a day.';
revoke execute on function public.count_vehicle_view(uuid) from public;
grant execute on function public.count_vehicle_view(uuid) to anon, authenticated, service_role;
