-- Staff profiles and the three RPCs of docs/product.md §7: sign-in is by username, so the login page
-- turns a username into the account's email before the password grant.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- The sign-up form states "3 to 30 characters, letters, digits, _ and .".
  username text not null
    constraint profiles_username_format check (username ~ '^[A-Za-z0-9_.]{3,30}$'),
  email text not null
    constraint profiles_email_length check (pg_catalog.char_length(email) between 3 and 320),
  created_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per staff account: its username (unique, any case) and email.';

-- "Alice" and "alice" are the same username: uniqueness and look-ups are case-insensitive.
create unique index profiles_username_lower_key on public.profiles (pg_catalog.lower(username));

alter table public.profiles enable row level security;

create policy profiles_select_own on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

-- No write policies and no write grants: profiles change only through upsert_profile below.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- True when the name has the allowed format and nobody holds it in any letter case.
create or replace function public.is_username_available(p_username text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_username ~ '^[A-Za-z0-9_.]{3,30}$', false)
    and not exists (
      select 1 from public.profiles p
      where pg_catalog.lower(p.username) = pg_catalog.lower(p_username)
    )
$$;

-- The email behind a username, or null. The login page needs this before any session exists,
-- so it is callable by anon; it reveals only emails of staff accounts.
create or replace function public.get_email_for_username(p_username text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.email from public.profiles p
  where pg_catalog.lower(p.username) = pg_catalog.lower(p_username)
  limit 1
$$;

-- Creates or renames the caller's profile. Sign-up may run without a session (when email
-- confirmation is on), so an anonymous caller may write the profile of a brand-new account, but
-- nobody may write a profile for someone else's established account.
create or replace function public.upsert_profile(p_user_id uuid, p_username text, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_created_at timestamptz;
begin
  select u.email, u.created_at into v_email, v_created_at
  from auth.users u
  where u.id = p_user_id;

  -- One message for every refusal, so the function is no oracle for which ids exist.
  if v_email is null
     or pg_catalog.lower(v_email) <> pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')))
     or (
       auth.uid() is distinct from p_user_id
       and (
         exists (select 1 from public.profiles p where p.id = p_user_id)
         or v_created_at < pg_catalog.now() - interval '10 minutes'
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
  -- The stored email is the account's own, not the caller's spelling of it.
  insert into public.profiles (id, username, email)
  values (p_user_id, p_username, v_email)
  on conflict (id) do update
    set username = excluded.username, email = excluded.email;
end;
$$;

-- Functions are executable by PUBLIC by default; grant each only to the roles that call it.
-- All three are called from the sign-up and login pages, with or without a session.
revoke execute on function public.is_username_available(text) from public, anon, authenticated;
revoke execute on function public.get_email_for_username(text) from public, anon, authenticated;
revoke execute on function public.upsert_profile(uuid, text, text) from public, anon, authenticated;
grant execute on function public.is_username_available(text) to anon, authenticated, service_role;
grant execute on function public.get_email_for_username(text) to anon, authenticated, service_role;
grant execute on function public.upsert_profile(uuid, text, text) to anon, authenticated, service_role;
