-- Desk and views: page-view tallies and the figures on the dealer desk.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Tables

create table public.vehicle_views (
  vehicle_id uuid not null,
  day date not null,
  views integer default 0 not null,
  constraint vehicle_views_pkey PRIMARY KEY (vehicle_id, day),
  constraint vehicle_views_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE,
  constraint vehicle_views_count CHECK (views >= 0)
);
alter table public.vehicle_views enable row level security;
comment on table public.vehicle_views is 'Vehicle page views per car per Malaysian day; written only by count_vehicle_view.';
CREATE INDEX vehicle_views_day_idx ON public.vehicle_views USING btree (day, vehicle_id) INCLUDE (views);

create table private.vehicle_views_by_day (
  day date not null,
  views bigint default 0 not null,
  constraint vehicle_views_by_day_pkey PRIMARY KEY (day)
);
alter table private.vehicle_views_by_day enable row level security;

create table private.vehicle_view_tallies (
  address_hash text not null,
  day date not null,
  vehicle_id uuid not null,
  views integer default 0 not null,
  constraint vehicle_view_tallies_pkey PRIMARY KEY (address_hash, day, vehicle_id)
);
alter table private.vehicle_view_tallies enable row level security;
CREATE INDEX vehicle_view_tallies_day_idx ON private.vehicle_view_tallies USING btree (day);

create table private.vehicle_views_recent (
  vehicle_id uuid not null,
  last_day date not null,
  totals integer[] not null,
  constraint vehicle_views_recent_pkey PRIMARY KEY (vehicle_id),
  constraint vehicle_views_recent_vehicle_id_fkey FOREIGN KEY (vehicle_id) REFERENCES public.vehicles(id) ON DELETE CASCADE,
  constraint vehicle_views_recent_totals CHECK (cardinality(totals) = 30)
);
alter table private.vehicle_views_recent enable row level security;
comment on table private.vehicle_views_recent is 'Running totals of each car''s views over the 30 days ending on its latest viewed day; kept by a trigger on public.vehicle_views.';

-- Functions

CREATE OR REPLACE FUNCTION private.add_to_views_by_day()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.add_to_views_by_day() from public;

CREATE OR REPLACE FUNCTION public.count_vehicle_view(p_vehicle_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
comment on function public.count_vehicle_view(p_vehicle_id uuid) is 'Counts one view of a public car today (Malaysian day); bounded per client address a day.';
revoke all on function public.count_vehicle_view(p_vehicle_id uuid) from public;

CREATE OR REPLACE FUNCTION private.desk_require_staff()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') and not private.is_staff() then
    raise exception 'Only staff see the desk' using errcode = '42501';
  end if;
  perform private.require_second_factor_if_enrolled();
end;
$function$;
revoke all on function private.desk_require_staff() from public;
grant execute on function private.desk_require_staff() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.desk_car_rows(p_now timestamp with time zone)
 RETURNS TABLE(id uuid, make text, model text, year integer, stock_number text, status text, price numeric, days integer, views_7 bigint, views_14 bigint, views_30 bigint, leads bigint, leads_14 bigint, price_changes bigint, last_price_change timestamp with time zone)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
 SET enable_nestloop TO 'off'
AS $function$
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
$function$;
revoke all on function private.desk_car_rows(p_now timestamp with time zone) from public;
grant execute on function private.desk_car_rows(p_now timestamp with time zone) to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.desk_tiles(p_now timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.desk_tiles(p_now timestamp with time zone) from public, anon;

CREATE OR REPLACE FUNCTION public.desk_charts(p_now timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.desk_charts(p_now timestamp with time zone) from public, anon;

CREATE OR REPLACE FUNCTION public.desk_cars(p_now timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.desk_cars(p_now timestamp with time zone) from public, anon;

CREATE OR REPLACE FUNCTION private.vehicle_views_recent_add(p_totals integer[], p_last date, p_day date, p_delta integer)
 RETURNS integer[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select pg_catalog.array_agg(
      (case when i > k.shift then coalesce(p_totals[i - k.shift], 0) else 0 end)
      + (case when i >= k.at then p_delta else 0 end)
      order by i)
  from (select greatest(p_last, p_day) - coalesce(p_last, p_day) as shift,
          greatest(p_last, p_day) - p_day + 1 as at) k
  cross join pg_catalog.generate_series(1, 30) as i;
$function$;
revoke all on function private.vehicle_views_recent_add(p_totals integer[], p_last date, p_day date, p_delta integer) from public;

CREATE OR REPLACE FUNCTION private.add_to_views_recent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.add_to_views_recent() from public;

CREATE OR REPLACE FUNCTION private.rebuild_vehicle_views_recent()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.rebuild_vehicle_views_recent() from public;

-- Triggers

CREATE TRIGGER vehicle_views_by_day AFTER INSERT OR DELETE OR UPDATE ON public.vehicle_views FOR EACH ROW EXECUTE FUNCTION private.add_to_views_by_day();

CREATE TRIGGER vehicle_views_recent AFTER INSERT OR DELETE OR UPDATE ON public.vehicle_views FOR EACH ROW EXECUTE FUNCTION private.add_to_views_recent();

-- Row-level security policies

create policy vehicle_views_select_for_staff on public.vehicle_views
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_views_by_day_select_for_staff on private.vehicle_views_by_day
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

create policy vehicle_views_recent_select_for_staff on private.vehicle_views_recent
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

-- Table grants

revoke all on table public.vehicle_views from anon;
revoke delete, insert, maintain, references, trigger, truncate, update on table public.vehicle_views from authenticated;

grant select on table private.vehicle_views_by_day to authenticated;

grant select on table private.vehicle_views_recent to authenticated;
