-- The dealer's desk (/manage-inventory/desk, docs/features.md "The dealer's desk"): its figures as
-- SQL, so the page reads a few small answers however large the stock. Days are Malaysian calendar
-- days (Asia/Kuala_Lumpur); a week is the 7 days ending on a day (this week: the last 7 days,
-- today included), so no week is ever partial. p_now (default now) lets a test fix 'today'.
-- Security invoker: a caller sees only what the tables' RLS lets them; anyone but staff (and the
-- service role or SQL) is refused outright rather than shown zeros.

-- The price changes of a car, by the audit trail; for 'price changes' and 'last change'.
create index if not exists vehicle_history_price_changes_idx on public.vehicle_history (vehicle_id, changed_at)
  where action = 'update' and changes ? 'price';
-- Leads by car and time, for a car's leads and the weekly counts.
create index if not exists leads_vehicle_created_idx on public.leads (vehicle_id, created_at) where vehicle_id is not null;

create or replace function private.desk_require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not private.is_staff() then
    raise exception 'Only staff see the desk' using errcode = '42501';
  end if;
end;
$$;
revoke execute on function private.desk_require_staff() from public, anon;
grant execute on function private.desk_require_staff() to authenticated, service_role;

-- Every car for sale (available or reserved), with its figures on the Malaysian day of p_now.
create or replace function private.desk_car_rows(p_now timestamptz)
returns table (
  id uuid, make text, model text, year integer, stock_number text, status text, price numeric,
  days integer, views_7 bigint, views_14 bigint, views_30 bigint, leads bigint, leads_14 bigint,
  price_changes bigint, last_price_change timestamptz
)
language plpgsql
stable
set search_path = ''
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
    select w.vehicle_id,
      pg_catalog.sum(w.views) filter (where w.day > v_today - 7) as v7,
      pg_catalog.sum(w.views) filter (where w.day > v_today - 14) as v14,
      pg_catalog.sum(w.views) as v30
    from public.vehicle_views w
    where w.day > v_today - 30 and w.day <= v_today
    group by w.vehicle_id
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

-- The tiles: cars for sale, stock value at asking prices, average days in stock, the share over 60
-- days (%), sold in the last 30 days (today included) with their average days to sell, new leads
-- and views this week.
create or replace function public.desk_tiles(p_now timestamptz default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, pg_catalog.now());
  v_today date := (v_now at time zone 'Asia/Kuala_Lumpur')::date;
  v_day_end timestamptz := ((v_today + 1)::timestamp at time zone 'Asia/Kuala_Lumpur');
  v_stock jsonb;
  v_sold jsonb;
  v_leads bigint;
  v_views bigint;
begin
  perform private.desk_require_staff();
  select pg_catalog.jsonb_build_object(
      'forSale', pg_catalog.count(*),
      'stockValue', coalesce(pg_catalog.sum(s.price), 0),
      'averageDaysInStock', coalesce(pg_catalog.round(pg_catalog.avg(s.days), 1), 0),
      'over60Percent', case when pg_catalog.count(*) = 0 then 0
        else pg_catalog.round(100.0 * pg_catalog.count(*) filter (where s.days > 60) / pg_catalog.count(*), 1) end)
    into v_stock
  from (
    select v.price, v_today - (v.created_at at time zone 'Asia/Kuala_Lumpur')::date as days
    from public.vehicles v
    where v.deleted_at is null and v.status in ('available', 'reserved') and v.created_at < v_day_end
  ) s;
  select pg_catalog.jsonb_build_object(
      'soldLast30Days', pg_catalog.count(*),
      'averageDaysToSell', pg_catalog.round(pg_catalog.avg(
        (v.sold_at at time zone 'Asia/Kuala_Lumpur')::date - (v.created_at at time zone 'Asia/Kuala_Lumpur')::date), 1))
    into v_sold
  from public.vehicles v
  where v.status = 'sold' and v.deleted_at is null
    and v.sold_at >= v_day_end - interval '30 days' and v.sold_at < v_day_end;
  select pg_catalog.count(*) into v_leads from public.leads l
  where l.created_at >= v_day_end - interval '7 days' and l.created_at < v_day_end;
  select coalesce(pg_catalog.sum(d.views), 0) into v_views from private.vehicle_views_by_day d
  where d.day > v_today - 7 and d.day <= v_today;
  return v_stock || v_sold || pg_catalog.jsonb_build_object(
    'newLeadsThisWeek', v_leads, 'viewsThisWeek', v_views, 'today', v_today);
end;
$$;
revoke execute on function public.desk_tiles(timestamptz) from public, anon;
grant execute on function public.desk_tiles(timestamptz) to authenticated, service_role;

-- The charts: 12 weeks, oldest first, each named by its last day, with the stock on that day by
-- age (0-30, 31-60, 61-90, over 90 days; a car counts from the day it was listed until the day it
-- sold), and the week's views and leads; and one dot per car for sale: its days in stock and price.
create or replace function public.desk_charts(p_now timestamptz default null)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, pg_catalog.now());
  v_today date := (v_now at time zone 'Asia/Kuala_Lumpur')::date;
  v_first date := v_today - 83;
  v_weeks jsonb;
  v_dots jsonb;
begin
  perform private.desk_require_staff();
  with weeks as (
    select k, v_today - 7 * k as week_end from pg_catalog.generate_series(0, 11) as k
  ),
  cars as (
    select (v.created_at at time zone 'Asia/Kuala_Lumpur')::date as listed,
      case when v.status = 'sold' then (coalesce(v.sold_at, v.updated_at) at time zone 'Asia/Kuala_Lumpur')::date end as sold
    from public.vehicles v
    where v.deleted_at is null and v.status <> 'draft'
  ),
  ages as (
    select w.k,
      pg_catalog.count(*) filter (where w.week_end - c.listed <= 30) as a0,
      pg_catalog.count(*) filter (where w.week_end - c.listed between 31 and 60) as a31,
      pg_catalog.count(*) filter (where w.week_end - c.listed between 61 and 90) as a61,
      pg_catalog.count(*) filter (where w.week_end - c.listed > 90) as a91
    from weeks w join cars c on c.listed <= w.week_end and (c.sold is null or c.sold > w.week_end)
    group by w.k
  ),
  views as (
    select (v_today - d.day) / 7 as k, pg_catalog.sum(d.views) as n
    from private.vehicle_views_by_day d
    where d.day >= v_first and d.day <= v_today
    group by 1
  ),
  leads as (
    select (v_today - (l.created_at at time zone 'Asia/Kuala_Lumpur')::date) / 7 as k, pg_catalog.count(*) as n
    from public.leads l
    where l.created_at >= (v_first::timestamp at time zone 'Asia/Kuala_Lumpur')
      and l.created_at < ((v_today + 1)::timestamp at time zone 'Asia/Kuala_Lumpur')
    group by 1
  )
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'weekEnd', w.week_end,
      'age0to30', coalesce(a.a0, 0), 'age31to60', coalesce(a.a31, 0),
      'age61to90', coalesce(a.a61, 0), 'ageOver90', coalesce(a.a91, 0),
      'views', coalesce(vw.n, 0), 'leads', coalesce(ld.n, 0)) order by w.k desc)
    into v_weeks
  from weeks w
  left join ages a on a.k = w.k
  left join views vw on vw.k = w.k
  left join leads ld on ld.k = w.k;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', r.id, 'name', r.year || ' ' || r.make || ' ' || r.model, 'days', r.days, 'price', r.price)
      order by r.days, r.id), '[]'::jsonb)
    into v_dots
  from (
    select v.id, v.year, v.make, v.model, v.price,
      v_today - (v.created_at at time zone 'Asia/Kuala_Lumpur')::date as days
    from public.vehicles v
    where v.deleted_at is null and v.status in ('available', 'reserved')
      and v.created_at < ((v_today + 1)::timestamp at time zone 'Asia/Kuala_Lumpur')
  ) r;
  return pg_catalog.jsonb_build_object('weeks', v_weeks, 'priceAgainstDays', v_dots);
end;
$$;
revoke execute on function public.desk_charts(timestamptz) from public, anon;
grant execute on function public.desk_charts(timestamptz) to authenticated, service_role;

-- The table per car for sale (the page sorts it), and 'Needs attention': cars over 60 days with
-- no price change in 14 days ('ageing'), cars viewed in 14 days with no lead in 14 days
-- ('no-leads'), drafts older than 7 days ('old-draft').
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
    (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', r.id, 'make', r.make, 'model', r.model, 'year', r.year, 'stockNumber', r.stock_number,
        'status', r.status, 'price', r.price, 'days', r.days, 'views7', r.views_7, 'views30', r.views_30,
        'leads', r.leads, 'priceChanges', r.price_changes, 'lastPriceChange', r.last_price_change)
        order by r.days desc, r.id), '[]'::jsonb)
      from r),
    (select coalesce(pg_catalog.jsonb_agg(a.item order by a.reason, a.days desc, a.id), '[]'::jsonb)
      from (
        select 'ageing' as reason, r.id, r.days, pg_catalog.jsonb_build_object('reason', 'ageing', 'id', r.id,
            'name', r.year || ' ' || r.make || ' ' || r.model, 'days', r.days,
            'lastPriceChange', r.last_price_change) as item
        from r
        where r.days > 60 and (r.last_price_change is null or r.last_price_change < v_now - interval '14 days')
        union all
        select 'no-leads', r.id, r.days, pg_catalog.jsonb_build_object('reason', 'no-leads', 'id', r.id,
            'name', r.year || ' ' || r.make || ' ' || r.model, 'days', r.days, 'views14', r.views_14)
        from r
        where r.views_14 > 0 and r.leads_14 = 0
        union all
        select 'old-draft', v.id, d.days, pg_catalog.jsonb_build_object('reason', 'old-draft', 'id', v.id,
            'name', v.year || ' ' || v.make || ' ' || v.model, 'days', d.days)
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
