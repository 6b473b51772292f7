-- The desk's per-car table at 10,000 cars (docs/features.md "The dealer's desk", docs/benchmarks.md
-- "The desk's per-car table at 10,000 cars"). desk_car_rows summed every car's last 30 days of
-- views from public.vehicle_views (300,000 rows at 10,000 cars) and, when the planner thought the
-- stock was a few rows (statistics not yet gathered after a load), joined it to the leads and price
-- changes by nested loops (tens of millions of comparisons). Now a trigger keeps each car's last 30
-- days of views as running totals in one row, and the joins are hashed whatever the estimates.

-- 1. Each car's views of the 30 days ending on the last day it was viewed ------------------------
create table if not exists private.vehicle_views_recent (
  vehicle_id uuid primary key references public.vehicles (id) on delete cascade,
  -- The latest day of the car's views.
  last_day date not null,
  -- totals[i]: the car's views in the i days ending on last_day (i = 1..30), so the views of any
  -- window of up to 30 days ending on or after last_day are one element.
  totals integer[] not null constraint vehicle_views_recent_totals check (pg_catalog.cardinality(totals) = 30)
);
comment on table private.vehicle_views_recent is
  'Running totals of each car''s views over the 30 days ending on its latest viewed day; kept by a trigger on public.vehicle_views.';
alter table private.vehicle_views_recent enable row level security;
revoke all on private.vehicle_views_recent from public, anon, authenticated;
-- The desk's functions run as the caller (staff); the private schema is not exposed by the API.
grant select on private.vehicle_views_recent to authenticated;
create policy vehicle_views_recent_select_for_staff on private.vehicle_views_recent
  for select to authenticated using ((select private.is_staff()));

-- The totals after adding p_delta views on p_day to totals that ended on p_last (null: none yet):
-- moved to end on the later of the two days, then the views added to every window holding p_day.
create or replace function private.vehicle_views_recent_add(p_totals integer[], p_last date, p_day date, p_delta integer)
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_agg(
      (case when i > k.shift then coalesce(p_totals[i - k.shift], 0) else 0 end)
      + (case when i >= k.at then p_delta else 0 end)
      order by i)
  from (select greatest(p_last, p_day) - coalesce(p_last, p_day) as shift,
          greatest(p_last, p_day) - p_day + 1 as at) k
  cross join pg_catalog.generate_series(1, 30) as i;
$$;
revoke execute on function private.vehicle_views_recent_add(integer[], date, date, integer) from public, anon, authenticated;

create or replace function private.add_to_views_recent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only an update for rows going away: a car deleted with its views has lost its totals row already.
  if tg_op in ('UPDATE', 'DELETE') then
    update private.vehicle_views_recent t
    set totals = private.vehicle_views_recent_add(t.totals, t.last_day, old.day, -old.views)
    where t.vehicle_id = old.vehicle_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.vehicle_views_recent as t (vehicle_id, last_day, totals)
    values (new.vehicle_id, new.day, private.vehicle_views_recent_add(null, null, new.day, new.views))
    on conflict (vehicle_id) do update
    set totals = private.vehicle_views_recent_add(t.totals, t.last_day, new.day, new.views),
      last_day = greatest(t.last_day, new.day);
  end if;
  return null;
end;
$$;
revoke execute on function private.add_to_views_recent() from public, anon, authenticated;
drop trigger if exists vehicle_views_recent on public.vehicle_views;
create trigger vehicle_views_recent
  after insert or update or delete on public.vehicle_views
  for each row execute function private.add_to_views_recent();

-- Every car's totals from public.vehicle_views: once here, and after writes with the triggers off
-- (the bench's year of views, scripts/bench/desk.ts).
create or replace function private.rebuild_vehicle_views_recent()
returns void
language sql
volatile
set search_path = ''
as $$
  delete from private.vehicle_views_recent;
  insert into private.vehicle_views_recent (vehicle_id, last_day, totals)
  select c.vehicle_id, c.last_day, pg_catalog.array_agg(c.total order by c.i)
  from (
    select m.vehicle_id, m.last_day, s.i,
      (pg_catalog.sum(coalesce(w.views, 0)) over (partition by m.vehicle_id order by s.i))::integer as total
    from (select vehicle_id, pg_catalog.max(day) as last_day from public.vehicle_views group by vehicle_id) m
    cross join pg_catalog.generate_series(1, 30) as s(i)
    left join public.vehicle_views w on w.vehicle_id = m.vehicle_id and w.day = m.last_day - s.i + 1
  ) c
  group by c.vehicle_id, c.last_day;
$$;
revoke execute on function private.rebuild_vehicle_views_recent() from public, anon, authenticated;
select private.rebuild_vehicle_views_recent();

-- 2. The desk's rows per car for sale, from the totals --------------------------------------------
-- As in 20261128160020_dealer_desk.sql, but the views come from the totals above: a car's last
-- viewed day on or before 'today' (always, but for a p_now in the past) reads its 7, 14 and 30
-- days as three elements; one viewed after 'today' is summed from its rows of those 30 days.
-- enable_nestloop off: the rows join the stock by car whatever the planner thinks their sizes are.
create or replace function private.desk_car_rows(p_now timestamptz)
returns table (
  id uuid, make text, model text, year integer, stock_number text, status text, price numeric,
  days integer, views_7 bigint, views_14 bigint, views_30 bigint, leads bigint, leads_14 bigint,
  price_changes bigint, last_price_change timestamptz
)
language plpgsql
stable
set search_path = ''
set enable_nestloop = off
as $$
declare
  -- Plain values, not a joined row: the planner then uses the indexes by day and by car.
  v_today date := (p_now at time zone 'Asia/Kuala_Lumpur')::date;
  v_day_end timestamptz := ((v_today + 1)::timestamp at time zone 'Asia/Kuala_Lumpur');
begin
  return query
  with stock as (
    select v.id, v.make, v.model, v.year, v.stock_number, v.status, v.price,
      (v_today - (v.created_at at time zone 'Asia/Kuala_Lumpur')::date) as days
    from public.vehicles v
    where v.deleted_at is null and v.status in ('available', 'reserved') and v.created_at < v_day_end
  ),
  views as materialized (
    select r.vehicle_id,
      case when v_today - r.last_day < 7 then r.totals[7 - (v_today - r.last_day)] else 0 end as v7,
      case when v_today - r.last_day < 14 then r.totals[14 - (v_today - r.last_day)] else 0 end as v14,
      case when v_today - r.last_day < 30 then r.totals[30 - (v_today - r.last_day)] else 0 end as v30
    from private.vehicle_views_recent r
    where r.last_day <= v_today
    union all
    select r.vehicle_id, d.v7, d.v14, d.v30
    from private.vehicle_views_recent r
    cross join lateral (
      select pg_catalog.sum(w.views) filter (where w.day > v_today - 7) as v7,
        pg_catalog.sum(w.views) filter (where w.day > v_today - 14) as v14,
        pg_catalog.sum(w.views) as v30
      from public.vehicle_views w
      where w.vehicle_id = r.vehicle_id and w.day > v_today - 30 and w.day <= v_today
    ) d
    where r.last_day > v_today
  ),
  lead_counts as materialized (
    select l.vehicle_id, pg_catalog.count(*) as n,
      pg_catalog.count(*) filter (where l.created_at >= v_day_end - interval '14 days') as n14
    from public.leads l
    where l.vehicle_id is not null and l.created_at < v_day_end
    group by l.vehicle_id
  ),
  prices as materialized (
    select h.vehicle_id, pg_catalog.count(*) as n, pg_catalog.max(h.changed_at) as last_at
    from public.vehicle_history h
    where h.action = 'update' and h.changes ? 'price' and h.changed_at < v_day_end
    group by h.vehicle_id
  )
  select s.id, s.make, s.model, s.year, s.stock_number, s.status, s.price, s.days,
    coalesce(w.v7, 0)::bigint, coalesce(w.v14, 0)::bigint, coalesce(w.v30, 0)::bigint,
    coalesce(l.n, 0), coalesce(l.n14, 0), coalesce(p.n, 0), p.last_at
  from stock s
  left join views w on w.vehicle_id = s.id
  left join lead_counts l on l.vehicle_id = s.id
  left join prices p on p.vehicle_id = s.id;
end;
$$;
revoke execute on function private.desk_car_rows(timestamptz) from public, anon;
grant execute on function private.desk_car_rows(timestamptz) to authenticated, service_role;

-- 3. The table and 'Needs attention' as JSON ----------------------------------------------------
-- As in 20261128160020_dealer_desk.sql, with the same answer, built more cheaply: at 10,000 cars
-- it holds about 30,000 objects (5.6 MB), and building them was most of the call. Each object is a
-- row turned into JSON by jsonb_agg itself (keys are the column names) rather than a
-- jsonb_build_object per row then copied into the array, and 'Needs attention', ordered by reason
-- then days then id, is its three reasons' arrays one after the other.
create or replace function public.desk_cars(p_now timestamptz default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, pg_catalog.now());
  v_today date := (v_now at time zone 'Asia/Kuala_Lumpur')::date;
  v_cars jsonb;
  v_attention jsonb;
begin
  perform private.desk_require_staff();
  with r as materialized (select * from private.desk_car_rows(v_now))
  select
    (select coalesce(pg_catalog.jsonb_agg(c order by c.days desc, c.id), '[]'::jsonb)
      from (
        select r.id, r.make, r.model, r.year, r.stock_number as "stockNumber", r.status, r.price, r.days,
          r.views_7 as "views7", r.views_30 as "views30", r.leads, r.price_changes as "priceChanges",
          r.last_price_change as "lastPriceChange"
        from r
      ) c),
    (select coalesce(pg_catalog.jsonb_agg(a order by a.days desc, a.id), '[]'::jsonb)
      from (
        select 'ageing' as reason, r.id, r.year || ' ' || r.make || ' ' || r.model as name, r.days,
          r.last_price_change as "lastPriceChange"
        from r
        where r.days > 60 and (r.last_price_change is null or r.last_price_change < v_now - interval '14 days')
      ) a)
    || (select coalesce(pg_catalog.jsonb_agg(a order by a.days desc, a.id), '[]'::jsonb)
      from (
        select 'no-leads' as reason, r.id, r.year || ' ' || r.make || ' ' || r.model as name, r.days,
          r.views_14 as "views14"
        from r
        where r.views_14 > 0 and r.leads_14 = 0
      ) a)
    || (select coalesce(pg_catalog.jsonb_agg(a order by a.days desc, a.id), '[]'::jsonb)
      from (
        select 'old-draft' as reason, v.id, v.year || ' ' || v.make || ' ' || v.model as name, d.days
        from public.vehicles v
        cross join lateral (select v_today - (v.created_at at time zone 'Asia/Kuala_Lumpur')::date as days) d
        where v.deleted_at is null and v.status = 'draft' and d.days > 7
      ) a)
    into v_cars, v_attention;
  return pg_catalog.jsonb_build_object('cars', v_cars, 'attention', v_attention);
end;
$$;
revoke execute on function public.desk_cars(timestamptz) from public, anon;
grant execute on function public.desk_cars(timestamptz) to authenticated, service_role;
