-- Audit and history: who changed which vehicle when, its price history, the trash (tombstones) and its purge.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

-- Tables

create table private.vehicle_tombstones (
  id uuid not null,
  deleted_at timestamp with time zone default now() not null,
  constraint vehicle_tombstones_pkey PRIMARY KEY (id)
);
alter table private.vehicle_tombstones enable row level security;
comment on table private.vehicle_tombstones is 'Ids of hard-deleted vehicles and when, for the live delta.';

create table public.vehicle_history (
  id bigint generated always as identity not null,
  vehicle_id uuid not null,
  action text not null,
  actor_id uuid,
  actor_role text not null,
  changed_at timestamp with time zone default now() not null,
  changes jsonb not null,
  constraint vehicle_history_pkey PRIMARY KEY (id),
  constraint vehicle_history_action_option CHECK (action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text, 'restore'::text, 'purge'::text, 'correct'::text]))
);
alter table public.vehicle_history enable row level security;
comment on table public.vehicle_history is 'Who changed which vehicle field when; written by a trigger only.';
CREATE INDEX vehicle_history_vehicle_idx ON public.vehicle_history USING btree (vehicle_id, id DESC);
CREATE INDEX vehicle_history_price_changes_idx ON public.vehicle_history USING btree (vehicle_id, changed_at) WHERE ((action = 'update'::text) AND (changes ? 'price'::text));

create table private.photo_purge_queue (
  name text not null,
  queued_at timestamp with time zone default now() not null,
  constraint photo_purge_queue_pkey PRIMARY KEY (name)
);
alter table private.photo_purge_queue enable row level security;

-- Functions

CREATE OR REPLACE FUNCTION private.record_vehicle_tombstone()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from private.vehicle_publications as p where p.vehicle_id = old.id) then
    insert into private.vehicle_tombstones (id) values (old.id)
    on conflict (id) do update set deleted_at = pg_catalog.now();
  end if;
  return old;
end;
$function$;
revoke all on function private.record_vehicle_tombstone() from public;

CREATE OR REPLACE FUNCTION private.clear_vehicle_tombstone()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from private.vehicle_tombstones where id = new.id;
  return new;
end;
$function$;
revoke all on function private.clear_vehicle_tombstone() from public;

CREATE OR REPLACE FUNCTION public.vehicle_deletions_since(p_since timestamp with time zone, p_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, deleted_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select v.id, v.updated_at
  from public.vehicles as v
  where (v.deleted_at is not null or v.status = 'draft') and v.updated_at > p_since and (p_id is null or v.id = p_id)
    and exists (select 1 from private.vehicle_publications as p where p.vehicle_id = v.id)
  union all
  select t.id, t.deleted_at
  from private.vehicle_tombstones as t
  where t.deleted_at > p_since and (p_id is null or t.id = p_id)
  order by 2, 1
$function$;
comment on function public.vehicle_deletions_since(p_since timestamp with time zone, p_id uuid) is 'Ids and times of once-public vehicles deleted (or put back to draft) after p_since (optionally one id); nothing else.';
revoke all on function public.vehicle_deletions_since(p_since timestamp with time zone, p_id uuid) from public;

CREATE OR REPLACE FUNCTION private.record_vehicle_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_old jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else pg_catalog.to_jsonb(old) end;
  v_new jsonb := case when tg_op = 'DELETE' then '{}'::jsonb else pg_catalog.to_jsonb(new) end;
  v_changes jsonb;
  v_action text;
  v_role text := coalesce(auth.role(), 'postgres');
begin
  select coalesce(pg_catalog.jsonb_object_agg(k.key, pg_catalog.jsonb_build_object('old', v_old -> k.key, 'new', v_new -> k.key)), '{}'::jsonb)
    into v_changes
  from (select pg_catalog.jsonb_object_keys(v_old || v_new) as key) k
  where k.key not in ('id', 'created_at', 'updated_at', 'previous_price', 'price_reduced_at', 'sold_at', 'photo_count')
    and coalesce(v_old -> k.key, 'null'::jsonb) is distinct from coalesce(v_new -> k.key, 'null'::jsonb);

  v_action := case
    when tg_op = 'INSERT' then 'insert'
    when tg_op = 'DELETE' then 'purge'
    when old.deleted_at is null and new.deleted_at is not null then 'delete'
    when old.deleted_at is not null and new.deleted_at is null then 'restore'
    when private.is_price_correction(new.id) then 'correct'
    else 'update'
  end;
  if v_action = 'update' and v_changes = '{}'::jsonb then
    return null;
  end if;

  insert into public.vehicle_history (vehicle_id, action, actor_id, actor_role, changes)
  values (coalesce(new.id, old.id), v_action, auth.uid(), v_role, v_changes);
  return null;
end;
$function$;
revoke all on function private.record_vehicle_change() from public;

CREATE OR REPLACE FUNCTION public.get_vehicle_history(p_vehicle_id uuid)
 RETURNS TABLE(id bigint, vehicle_id uuid, action text, actor_id uuid, actor_username text, actor_role text, changed_at timestamp with time zone, changes jsonb)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the vehicle history' using errcode = '42501';
  end if;
  return query
    select h.id, h.vehicle_id, h.action, h.actor_id, p.username, h.actor_role, h.changed_at, h.changes
    from public.vehicle_history h
    left join public.profiles p on p.id = h.actor_id
    where h.vehicle_id = p_vehicle_id
    order by h.id desc
    limit 200;
end;
$function$;
revoke all on function public.get_vehicle_history(p_vehicle_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION public.vehicle_price_history(p_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(vehicle_id uuid, changed_at timestamp with time zone, price numeric)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with published as (
    select p.vehicle_id, p.first_published_at, p.price
    from private.vehicle_publications as p
    join public.vehicles as v on v.id = p.vehicle_id
    where v.deleted_at is null and v.status <> 'draft' and (p_id is null or p.vehicle_id = p_id)
  ),
  events as (
    select h.vehicle_id, h.id, h.action, h.changed_at, (h.changes -> 'price' ->> 'new')::numeric as price,
           pg_catalog.count(*) filter (where h.action = 'update')
             over (partition by h.vehicle_id order by h.id) as grp
    from public.vehicle_history as h
    join published as p on p.vehicle_id = h.vehicle_id
    where h.action in ('update', 'correct') and h.changes ? 'price' and h.changed_at > p.first_published_at
  ),
  groups as (
    select e.vehicle_id, e.grp,
           pg_catalog.min(e.changed_at) filter (where e.action = 'update') as changed_at,
           (pg_catalog.array_agg(e.price order by e.id desc))[1] as price,
           pg_catalog.min(e.id) as seq
    from events as e
    group by e.vehicle_id, e.grp
  ),
  entries as (
    select p.vehicle_id, p.first_published_at as changed_at,
           coalesce((select g.price from groups as g where g.vehicle_id = p.vehicle_id and g.grp = 0), p.price) as price,
           0::bigint as seq
    from published as p
    where exists (select 1 from groups as g where g.vehicle_id = p.vehicle_id and g.grp > 0)
    union all
    select g.vehicle_id, g.changed_at, g.price, g.seq from groups as g where g.grp > 0
  )
  select e.vehicle_id, e.changed_at, e.price from entries as e order by e.vehicle_id, e.seq
$function$;
comment on function public.vehicle_price_history(p_id uuid) is 'Price at first publication and each later price change of public vehicles whose price changed since; nothing else.';
revoke all on function public.vehicle_price_history(p_id uuid) from public;

CREATE OR REPLACE FUNCTION private.purge_deleted_vehicles()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_names text[];
  v_count integer;
begin
  with gone as (
    delete from public.vehicles as v
    where v.deleted_at is not null and v.deleted_at < pg_catalog.now() - interval '30 days'
    returning v.images
  )
  select coalesce(pg_catalog.array_agg(distinct pg_catalog.substring(u.url, '/object/public/vehicle-images/(.+)$')), '{}'),
         (select pg_catalog.count(*)::integer from gone)
    into v_names, v_count
  from gone cross join lateral pg_catalog.unnest(gone.images) as u(url);
  if v_count is null then
    select 0 into v_count;
  end if;
  -- Only photos no remaining car points at.
  select coalesce(pg_catalog.array_agg(n), '{}') into v_names
  from pg_catalog.unnest(v_names) as n
  where n is not null and not exists (
    select 1 from public.vehicles as r
    where pg_catalog.array_to_string(r.images, ' ') like '%/vehicle-images/' || n || '%'
  );
  if pg_catalog.cardinality(v_names) > 0 then
    begin
      perform pg_catalog.set_config('storage.allow_delete_query', 'true', true);
      delete from storage.objects as o where o.bucket_id = 'vehicle-images' and o.name = any (v_names);
    exception when others then
      insert into private.photo_purge_queue (name) select n from pg_catalog.unnest(v_names) as n
      on conflict (name) do nothing;
    end;
  end if;
  return v_count;
end;
$function$;
revoke all on function private.purge_deleted_vehicles() from public;

CREATE OR REPLACE FUNCTION private.price_set_at(p_id uuid)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select pg_catalog.max(t) from (
    select h.changed_at as t from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action in ('insert', 'update') and h.changes ? 'price'
    union all
    select p.first_published_at from private.vehicle_publications as p where p.vehicle_id = p_id
    union all
    select v.created_at from public.vehicles as v where v.id = p_id
  ) as s
$function$;
revoke all on function private.price_set_at(p_id uuid) from public;
grant execute on function private.price_set_at(p_id uuid) to authenticated;

-- Triggers

CREATE TRIGGER vehicles_record_tombstone AFTER DELETE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.record_vehicle_tombstone();

CREATE TRIGGER vehicles_clear_tombstone AFTER INSERT ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.clear_vehicle_tombstone();

CREATE TRIGGER vehicles_record_change AFTER INSERT OR DELETE OR UPDATE ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.record_vehicle_change();

-- Row-level security policies

create policy vehicle_history_select_for_staff on public.vehicle_history
  for select
  to authenticated
  using (( SELECT private.is_staff() AS is_staff));

-- Table grants

grant all on table private.vehicle_tombstones to service_role;

revoke all on table public.vehicle_history from anon;
revoke delete, insert, maintain, references, trigger, truncate, update on table public.vehicle_history from authenticated;

-- Scheduled jobs (pg_cron)

select cron.schedule('mewah-trash-purge', '41 3 * * *', 'select private.purge_deleted_vehicles()');
