-- Second attack round (issue 22), the database's part.
--
-- 1. upsert_profile could name the profile of someone else's brand-new account (a pending account
--    renamed the owner's profile while the owner had none yet). The username now comes from the
--    sign-up itself (options.data.username, stored by GoTrue in raw_user_meta_data): a caller
--    other than the account may only confirm that username, never choose another.
-- 2. RLS's staff check moves out of the API's schema: private.is_staff() (security definer) is
--    what the policies call; public.is_staff() stays as a security-invoker wrapper for any caller
--    or policy written against it, so no security-definer function of the API answers anon.

-- 1. upsert_profile ------------------------------------------------------------------------------
create or replace function public.upsert_profile(p_user_id uuid, p_username text, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_signed_up_as text;
  v_created_at timestamptz;
begin
  select u.email, u.raw_user_meta_data ->> 'username', u.created_at into v_email, v_signed_up_as, v_created_at
  from auth.users u
  where u.id = p_user_id;

  -- One message for every refusal, so the function is no oracle for which ids exist. The account
  -- itself may set or change its name; anyone else (sign-up without a session, when email
  -- confirmation is on) may only write, once and within ten minutes of the sign-up, the very
  -- name the account signed up with.
  if v_email is null
     or pg_catalog.lower(v_email) <> pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')))
     or (
       auth.uid() is distinct from p_user_id
       and (
         exists (select 1 from public.profiles p where p.id = p_user_id)
         or v_created_at < pg_catalog.now() - interval '10 minutes'
         or pg_catalog.lower(coalesce(v_signed_up_as, '')) is distinct from pg_catalog.lower(coalesce(p_username, ''))
       )
     )
  then
    raise exception 'Not allowed to write a profile for this account'
      using errcode = '42501';
  end if;

  if coalesce(p_username ~ '^[A-Za-z0-9_.]{3,30}$', false) is false then
    raise exception 'Username must be 3 to 30 characters: letters, digits, _ and .'
      using errcode = '23514', constraint = 'profiles_username_format';
  end if;

  -- A name taken by another account (in any case) fails on profiles_username_lower_key: 23505.
  insert into public.profiles (id, username, email)
  values (p_user_id, p_username, v_email)
  on conflict (id) do update
    set username = excluded.username, email = excluded.email;
end;
$$;
revoke execute on function public.upsert_profile(uuid, text, text) from public;
grant execute on function public.upsert_profile(uuid, text, text) to anon, authenticated, service_role;

-- 2. The staff check RLS uses --------------------------------------------------------------------
create or replace function private.is_staff()
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
revoke execute on function private.is_staff() from public, anon;
-- Policies run as the requesting role, which therefore needs the schema and EXECUTE. The schema
-- is not exposed by the API, and none of its tables is granted to authenticated.
grant usage on schema private to authenticated;
grant execute on function private.is_staff() to authenticated, service_role;

alter policy vehicles_select_all_for_staff on public.vehicles using ((select private.is_staff()));
alter policy vehicles_insert_for_staff on public.vehicles with check ((select private.is_staff()));
alter policy vehicles_update_for_staff on public.vehicles
  using ((select private.is_staff())) with check ((select private.is_staff()));
alter policy vehicle_history_select_for_staff on public.vehicle_history using ((select private.is_staff()));
alter policy vehicle_images_insert_for_staff on storage.objects
  with check (bucket_id = 'vehicle-images' and (select private.is_staff()));
alter policy vehicle_images_update_for_staff on storage.objects
  using (bucket_id = 'vehicle-images' and (select private.is_staff()))
  with check (bucket_id = 'vehicle-images' and (select private.is_staff()));
alter policy vehicle_images_delete_for_staff on storage.objects
  using (bucket_id = 'vehicle-images' and (select private.is_staff()));

create or replace function public.is_staff()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_staff()
$$;
-- Anonymous callers never need it (no policy for anon calls it).
revoke execute on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated, service_role;
-- The owner check is used inside the staff functions only (security definer, run as owner).
revoke execute on function public.is_staff_owner() from public, anon, authenticated;
grant execute on function public.is_staff_owner() to service_role;
