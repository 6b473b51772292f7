-- Two-factor sign-in for staff (issue 34). The owner can require it of every staff member
-- (private.staff_settings.require_two_factor); then the database itself refuses inventory writes
-- (vehicles, and photos in the vehicle-images bucket) from a session that has not verified a
-- second factor: restrictive policies on auth.jwt() ->> 'aal', so the site's guard is not the
-- only barrier. Reads are unchanged. The service role (and SQL as postgres) bypasses RLS as ever.
-- Turn it on as the owner from /manage-inventory (My account), or with SQL:
--   update private.staff_settings set require_two_factor = true;

alter table private.staff_settings
  add column if not exists require_two_factor boolean not null default false;

-- True when the caller may write: two-factor is not required, or this session is aal2.
create or replace function private.two_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'aal') = 'aal2', false)
      or not coalesce((select s.require_two_factor from private.staff_settings s where s.singleton), false)
$$;
revoke execute on function private.two_factor_satisfied() from public, anon;
grant execute on function private.two_factor_satisfied() to authenticated, service_role;

create policy vehicles_insert_two_factor on public.vehicles
  as restrictive for insert to authenticated
  with check ((select private.two_factor_satisfied()));
create policy vehicles_update_two_factor on public.vehicles
  as restrictive for update to authenticated
  using ((select private.two_factor_satisfied()))
  with check ((select private.two_factor_satisfied()));
create policy vehicles_delete_two_factor on public.vehicles
  as restrictive for delete to authenticated
  using ((select private.two_factor_satisfied()));

create policy vehicle_images_insert_two_factor on storage.objects
  as restrictive for insert to authenticated
  with check (bucket_id <> 'vehicle-images' or (select private.two_factor_satisfied()));
create policy vehicle_images_update_two_factor on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'vehicle-images' or (select private.two_factor_satisfied()))
  with check (bucket_id <> 'vehicle-images' or (select private.two_factor_satisfied()));
create policy vehicle_images_delete_two_factor on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'vehicle-images' or (select private.two_factor_satisfied()));

-- Whether staff must use two-factor sign-in (for the site's guard); active staff only.
create or replace function public.get_staff_two_factor_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select s.require_two_factor from private.staff_settings s where s.singleton and private.is_staff() $$;

-- The owner turns it on or off. Turning it on needs the owner's own session at aal2, so the owner
-- cannot lock everyone (themselves included) out of the inventory by accident.
create or replace function public.set_staff_two_factor_required(p_required boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can change two-factor sign-in for staff' using errcode = '42501';
  end if;
  if p_required is null then
    raise exception 'Say whether two-factor sign-in is required' using errcode = '22023';
  end if;
  if p_required and auth.role() = 'authenticated' and coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'Set up two-factor sign-in for your own account first' using errcode = '42501';
  end if;
  update private.staff_settings set require_two_factor = p_required, updated_at = pg_catalog.now() where singleton;
  return p_required;
end;
$$;

revoke execute on function public.get_staff_two_factor_required() from public, anon, authenticated;
revoke execute on function public.set_staff_two_factor_required(boolean) from public, anon, authenticated;
grant execute on function public.get_staff_two_factor_required() to authenticated, service_role;
grant execute on function public.set_staff_two_factor_required(boolean) to authenticated, service_role;
