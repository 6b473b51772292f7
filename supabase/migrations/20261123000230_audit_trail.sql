-- Audit trail: every insert, update, soft delete, restore (and hard delete) of a
-- vehicle writes who, when, what and each changed field's old and new value. Written only by the
-- trigger (security definer); no API role may write it; staff may read it; anon may not.
create table if not exists public.vehicle_history (
  id bigint generated always as identity primary key,
  -- No foreign key: the history outlives a hard-deleted vehicle.
  vehicle_id uuid not null,
  action text not null
    constraint vehicle_history_action_option check (action in ('insert', 'update', 'delete', 'restore', 'purge')),
  -- Null when the change came from SQL or the service role; actor_role says which.
  actor_id uuid,
  actor_role text not null,
  changed_at timestamptz not null default now(),
  -- {"column": {"old": …, "new": …}} for every column whose value changed (old is null on insert).
  changes jsonb not null
);

comment on table public.vehicle_history is 'Who changed which vehicle field when; written by a trigger only.';

create index if not exists vehicle_history_vehicle_idx on public.vehicle_history (vehicle_id, id desc);

alter table public.vehicle_history enable row level security;

create policy vehicle_history_select_for_staff on public.vehicle_history
  for select to authenticated
  using ((select public.is_staff()));

revoke all on table public.vehicle_history from anon, authenticated;
grant select on table public.vehicle_history to authenticated;
grant select on table public.vehicle_history to service_role;

create or replace function private.record_vehicle_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  where k.key not in ('id', 'created_at', 'updated_at')
    and coalesce(v_old -> k.key, 'null'::jsonb) is distinct from coalesce(v_new -> k.key, 'null'::jsonb);

  v_action := case
    when tg_op = 'INSERT' then 'insert'
    when tg_op = 'DELETE' then 'purge'
    when old.deleted_at is null and new.deleted_at is not null then 'delete'
    when old.deleted_at is not null and new.deleted_at is null then 'restore'
    else 'update'
  end;
  if v_action = 'update' and v_changes = '{}'::jsonb then
    return null;
  end if;

  insert into public.vehicle_history (vehicle_id, action, actor_id, actor_role, changes)
  values (coalesce(new.id, old.id), v_action, auth.uid(), v_role, v_changes);
  return null;
end;
$$;
revoke execute on function private.record_vehicle_change() from public, anon, authenticated;

drop trigger if exists vehicles_record_change on public.vehicles;
create trigger vehicles_record_change
  after insert or update or delete on public.vehicles
  for each row execute function private.record_vehicle_change();

-- A vehicle's history, newest first, with the actor's username: what the edit dialog shows.
-- Staff only (the table's RLS would hide the rows anyway; this also hides other profiles).
create or replace function public.get_vehicle_history(p_vehicle_id uuid)
returns table (
  id bigint, vehicle_id uuid, action text, actor_id uuid, actor_username text, actor_role text,
  changed_at timestamptz, changes jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;
revoke execute on function public.get_vehicle_history(uuid) from public, anon, authenticated;
grant execute on function public.get_vehicle_history(uuid) to authenticated, service_role;
