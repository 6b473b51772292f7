-- Staff membership: writes to vehicles and to the vehicle-images bucket need an
-- active staff membership, not just a session. The first account ever created is the owner.
-- private.staff_settings.signup_mode decides what a new account is:
--   'open'     (default, docs/product.md §6) a new account is active staff at once;
--   'approval' a new account is pending until the owner approves it.
-- Switch it on any project with SQL (SQL editor or psql, as postgres):
--   update private.staff_settings set signup_mode = 'approval';
-- or as the owner / service role: select public.set_staff_signup_mode('approval');
create schema if not exists private;
revoke all on schema private from public;

create table if not exists private.staff_settings (
  singleton boolean primary key default true check (singleton),
  signup_mode text not null default 'open'
    constraint staff_settings_signup_mode_option check (signup_mode in ('open', 'approval')),
  updated_at timestamptz not null default now()
);
insert into private.staff_settings (singleton) values (true) on conflict (singleton) do nothing;
alter table private.staff_settings enable row level security;
revoke all on private.staff_settings from public, anon, authenticated;

create table if not exists private.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'staff'
    constraint staff_members_role_option check (role in ('owner', 'staff')),
  status text not null
    constraint staff_members_status_option check (status in ('pending', 'active', 'removed')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid,
  -- The owner is always active: nobody could approve them otherwise.
  constraint staff_members_owner_active check (role <> 'owner' or status = 'active')
);
-- Exactly one owner.
create unique index if not exists staff_members_one_owner on private.staff_members (role) where role = 'owner';
alter table private.staff_members enable row level security;
revoke all on private.staff_members from public, anon, authenticated;

-- Accounts that exist before this migration were staff under the old rules: keep them so, and
-- make the oldest one the owner.
insert into private.staff_members (user_id, role, status, created_at)
select u.id,
       case when u.id = (select u2.id from auth.users u2 order by u2.created_at, u2.id limit 1) then 'owner' else 'staff' end,
       'active', u.created_at
from auth.users u
on conflict (user_id) do nothing;

-- Every new auth user gets a membership: owner if there is none yet, else per signup_mode.
create or replace function private.enroll_staff_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mode text;
begin
  insert into private.staff_members (user_id, role, status)
  values (new.id, 'owner', 'active')
  on conflict (role) where role = 'owner' do nothing;
  if found then
    return null;
  end if;
  select s.signup_mode into v_mode from private.staff_settings s where s.singleton;
  insert into private.staff_members (user_id, role, status)
  values (new.id, 'staff', case when coalesce(v_mode, 'open') = 'open' then 'active' else 'pending' end)
  on conflict (user_id) do nothing;
  return null;
end;
$$;
revoke execute on function private.enroll_staff_member() from public, anon, authenticated;

drop trigger if exists on_auth_user_enroll_staff on auth.users;
create trigger on_auth_user_enroll_staff
  after insert on auth.users
  for each row execute function private.enroll_staff_member();

-- True when the caller is active staff (the owner included). Used by RLS and storage policies.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.staff_members m
    where m.user_id = auth.uid() and m.status = 'active'
  )
$$;

create or replace function public.is_staff_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.staff_members m
    where m.user_id = auth.uid() and m.role = 'owner'
  )
$$;

revoke execute on function public.is_staff() from public, anon, authenticated;
revoke execute on function public.is_staff_owner() from public, anon, authenticated;
-- Policies run as the requesting role, which therefore needs EXECUTE.
grant execute on function public.is_staff() to anon, authenticated, service_role;
grant execute on function public.is_staff_owner() to authenticated, service_role;

-- The caller's own membership: what /manage-inventory shows. Null without a session.
create or replace function public.my_staff_membership()
returns table (role text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.role, m.status from private.staff_members m where m.user_id = auth.uid()
$$;
revoke execute on function public.my_staff_membership() from public, anon, authenticated;
grant execute on function public.my_staff_membership() to authenticated, service_role;

-- The owner's 'Staff' list: every account with its username, newest first within status
-- (pending first). Refused to anyone but the owner.
create or replace function public.list_staff_members()
returns table (user_id uuid, username text, email text, role text, status text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff_owner() then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  return query
    select m.user_id, p.username, coalesce(p.email, u.email)::text, m.role, m.status, m.created_at
    from private.staff_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    order by case m.status when 'pending' then 0 when 'active' then 1 else 2 end,
             m.role, m.created_at desc, m.user_id;
end;
$$;

-- Owner only: approve (pending or removed → active) or remove (→ removed) another account.
create or replace function public.set_staff_member_status(p_user_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff_owner() then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('active', 'removed') then
    raise exception 'Status must be active or removed' using errcode = '22023';
  end if;
  update private.staff_members m
     set status = p_status, decided_at = pg_catalog.now(), decided_by = auth.uid()
   where m.user_id = p_user_id and m.role <> 'owner';
  if not found then
    raise exception 'No such staff account' using errcode = 'P0002';
  end if;
end;
$$;

create or replace function public.approve_staff_member(p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$ select public.set_staff_member_status(p_user_id, 'active') $$;

create or replace function public.remove_staff_member(p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$ select public.set_staff_member_status(p_user_id, 'removed') $$;

-- The owner, the service role, or a direct SQL session (no API role at all) may switch the
-- sign-up mode; anon and other staff may not.
create or replace function public.set_staff_signup_mode(p_mode text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can change how staff sign up' using errcode = '42501';
  end if;
  if p_mode is null or p_mode not in ('open', 'approval') then
    raise exception 'Sign-up mode must be open or approval' using errcode = '22023';
  end if;
  update private.staff_settings set signup_mode = p_mode, updated_at = pg_catalog.now() where singleton;
  return p_mode;
end;
$$;

create or replace function public.get_staff_signup_mode()
returns text
language sql
stable
security definer
set search_path = ''
as $$ select s.signup_mode from private.staff_settings s where s.singleton and public.is_staff() $$;

-- Hands the owner role to another account (the owner leaving, or setting up a project whose
-- first account was a test). Owner or service role only.
create or replace function public.transfer_staff_ownership(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can hand over ownership' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'No such account' using errcode = 'P0002';
  end if;
  update private.staff_members set role = 'staff' where role = 'owner';
  insert into private.staff_members (user_id, role, status, decided_at, decided_by)
  values (p_user_id, 'owner', 'active', pg_catalog.now(), auth.uid())
  on conflict (user_id) do update
    set role = 'owner', status = 'active', decided_at = excluded.decided_at, decided_by = excluded.decided_by;
end;
$$;

revoke execute on function public.list_staff_members() from public, anon, authenticated;
revoke execute on function public.set_staff_member_status(uuid, text) from public, anon, authenticated;
revoke execute on function public.approve_staff_member(uuid) from public, anon, authenticated;
revoke execute on function public.remove_staff_member(uuid) from public, anon, authenticated;
revoke execute on function public.set_staff_signup_mode(text) from public, anon, authenticated;
revoke execute on function public.get_staff_signup_mode() from public, anon, authenticated;
revoke execute on function public.transfer_staff_ownership(uuid) from public, anon, authenticated;
grant execute on function public.list_staff_members() to authenticated, service_role;
grant execute on function public.approve_staff_member(uuid) to authenticated, service_role;
grant execute on function public.remove_staff_member(uuid) to authenticated, service_role;
grant execute on function public.set_staff_signup_mode(text) to authenticated, service_role;
grant execute on function public.get_staff_signup_mode() to authenticated, service_role;
grant execute on function public.transfer_staff_ownership(uuid) to authenticated, service_role;

-- Vehicles: staff membership instead of "any session" -------------------------------------------
drop policy if exists vehicles_select_all_for_staff on public.vehicles;
drop policy if exists vehicles_insert_for_staff on public.vehicles;
drop policy if exists vehicles_update_for_staff on public.vehicles;

-- A signed-in account that is not (yet) staff sees what a visitor sees.
create policy vehicles_select_live_for_authenticated on public.vehicles
  for select to authenticated
  using (deleted_at is null);

-- Staff see soft-deleted rows too (restoring is an UPDATE, which only matches visible rows).
-- The sub-select lets Postgres evaluate is_staff() once per statement instead of once per row.
create policy vehicles_select_all_for_staff on public.vehicles
  for select to authenticated
  using ((select public.is_staff()));

create policy vehicles_insert_for_staff on public.vehicles
  for insert to authenticated
  with check ((select public.is_staff()));

create policy vehicles_update_for_staff on public.vehicles
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

-- Storage: the same rule for the vehicle-images bucket ------------------------------------------
drop policy if exists vehicle_images_insert_for_staff on storage.objects;
drop policy if exists vehicle_images_update_for_staff on storage.objects;
drop policy if exists vehicle_images_delete_for_staff on storage.objects;

create policy vehicle_images_insert_for_staff on storage.objects
  for insert to authenticated
  with check (bucket_id = 'vehicle-images' and (select public.is_staff()));

create policy vehicle_images_update_for_staff on storage.objects
  for update to authenticated
  using (bucket_id = 'vehicle-images' and (select public.is_staff()))
  with check (bucket_id = 'vehicle-images' and (select public.is_staff()));

create policy vehicle_images_delete_for_staff on storage.objects
  for delete to authenticated
  using (bucket_id = 'vehicle-images' and (select public.is_staff()));
