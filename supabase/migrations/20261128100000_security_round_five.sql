-- Security round five, the database's part (docs/security.md, "Two-factor sign-in" and
-- "Look-ups and limits"). Everything here runs on hosted Supabase as it runs locally.

-- 1. Two factors mean two factors ----------------------------------------------------------------
-- Supabase's documented pattern: an account that has a verified factor must be at aal2 for writes,
-- whether or not the owner requires two-factor sign-in of every staff member. Otherwise a stolen
-- password alone (an aal1 session) would write stock. The restrictive policies on vehicles and
-- vehicle photos (20261126400000_staff_two_factor.sql) already ask this function.
create or replace function private.two_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'aal') = 'aal2', false)
      or (
        not coalesce((select s.require_two_factor from private.staff_settings s where s.singleton), false)
        and not exists (
          select 1 from auth.mfa_factors f
          where f.user_id = auth.uid() and f.status = 'verified'
        )
      )
$$;
revoke execute on function private.two_factor_satisfied() from public, anon;
grant execute on function private.two_factor_satisfied() to authenticated, service_role;

-- The refusal every owner action and staged import gives an aal1 session that needs aal2. The hint
-- is what the staff pages look for to ask for the authenticator code and try again.
create or replace function private.require_two_factor_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and not private.two_factor_satisfied() then
    raise exception 'Enter the code from your authenticator app first: this change needs two-factor sign-in'
      using errcode = '42501', hint = 'aal2';
  end if;
end;
$$;
revoke execute on function private.require_two_factor_session() from public, anon;
grant execute on function private.require_two_factor_session() to authenticated, service_role;

-- The owner's actions ask it of the owner only: anyone else is refused by the action itself, with
-- the words they always had ('Only the owner can ...').
create or replace function private.require_owner_two_factor_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_staff_owner() then
    perform private.require_two_factor_session();
  end if;
end;
$$;
revoke execute on function private.require_owner_two_factor_session() from public, anon;
grant execute on function private.require_owner_two_factor_session() to authenticated, service_role;

-- Staging import rows is a stock write too.
create policy vehicle_import_batches_insert_two_factor on public.vehicle_import_batches
  as restrictive for insert to authenticated
  with check ((select private.two_factor_satisfied()));

-- The owner's actions keep their bodies, moved to the private schema, behind a public function of
-- the same name and arguments that asks for the two-factor session first. PostgREST and the
-- generated types see exactly the functions they saw before.
alter function public.set_staff_two_factor_required(boolean) set schema private;
alter function public.transfer_staff_ownership(uuid) set schema private;
alter function public.set_staff_member_status(uuid, text) set schema private;
alter function public.set_staff_signup_mode(text) set schema private;
alter function public.set_publishing_policy(integer) set schema private;
alter function public.publish_pending_now() set schema private;
revoke execute on function private.set_staff_two_factor_required(boolean) from public, anon, authenticated;
revoke execute on function private.transfer_staff_ownership(uuid) from public, anon, authenticated;
revoke execute on function private.set_staff_member_status(uuid, text) from public, anon, authenticated;
revoke execute on function private.set_staff_signup_mode(text) from public, anon, authenticated;
revoke execute on function private.set_publishing_policy(integer) from public, anon, authenticated;
revoke execute on function private.publish_pending_now() from public, anon, authenticated;

create function public.set_staff_two_factor_required(p_required boolean)
returns boolean language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); return private.set_staff_two_factor_required(p_required); end; $$;

create function public.transfer_staff_ownership(p_user_id uuid)
returns void language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); perform private.transfer_staff_ownership(p_user_id); end; $$;

-- approve_staff_member and remove_staff_member call this one.
create function public.set_staff_member_status(p_user_id uuid, p_status text)
returns void language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); perform private.set_staff_member_status(p_user_id, p_status); end; $$;

create function public.set_staff_signup_mode(p_mode text)
returns text language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); return private.set_staff_signup_mode(p_mode); end; $$;

create function public.set_publishing_policy(p_min_interval_seconds integer)
returns integer language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); return private.set_publishing_policy(p_min_interval_seconds); end; $$;

create function public.publish_pending_now()
returns boolean language plpgsql security definer set search_path = ''
as $$ begin perform private.require_owner_two_factor_session(); return private.publish_pending_now(); end; $$;

revoke execute on function public.set_staff_two_factor_required(boolean) from public, anon;
revoke execute on function public.transfer_staff_ownership(uuid) from public, anon;
revoke execute on function public.set_staff_member_status(uuid, text) from public, anon;
revoke execute on function public.set_staff_signup_mode(text) from public, anon;
revoke execute on function public.set_publishing_policy(integer) from public, anon;
revoke execute on function public.publish_pending_now() from public, anon;
grant execute on function public.set_staff_two_factor_required(boolean) to authenticated, service_role;
grant execute on function public.transfer_staff_ownership(uuid) to authenticated, service_role;
grant execute on function public.set_staff_member_status(uuid, text) to authenticated, service_role;
grant execute on function public.set_staff_signup_mode(text) to authenticated, service_role;
grant execute on function public.set_publishing_policy(integer) to authenticated, service_role;
grant execute on function public.publish_pending_now() to authenticated, service_role;

-- The staged CSV import writes stock in one call: the same session rule before any work.
create or replace function public.import_staged_vehicles(p_import_id uuid)
returns table (inserted integer, updated integer)
language plpgsql
security invoker
set search_path = ''
set statement_timeout = '60s'
as $$
declare
  v_rows jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  perform private.require_two_factor_session();
  select coalesce(pg_catalog.jsonb_agg(e.value order by b.seq, e.idx), '[]'::jsonb) into v_rows
  from public.vehicle_import_batches as b
  cross join lateral pg_catalog.jsonb_array_elements(b.rows) with ordinality as e(value, idx)
  where b.import_id = p_import_id and b.created_by = auth.uid();
  if pg_catalog.jsonb_array_length(v_rows) = 0 then
    raise exception 'Nothing is staged for this import' using errcode = '22023';
  end if;
  delete from public.vehicle_import_batches as b
  where b.created_by = auth.uid()
    and (b.import_id = p_import_id or b.created_at < pg_catalog.now() - interval '1 day');
  return query select * from public.import_vehicles(v_rows);
end;
$$;

-- 2. The username availability check is throttled like the email look-up -------------------------
-- The sign-up form asks as the name is typed, so its own per-address allowance is larger than the
-- sign-in look-up's; past it the function refuses (the form says to wait) rather than answer
-- 'taken' or 'free' wrongly. Volatile, as it records the call: a GET is refused as for the email
-- look-up. The client address is the first x-forwarded-for entry, which the gateway writes.
-- PT429 is PostgREST's way to answer a function's refusal with HTTP 429.
alter table private.username_lookup_limits
  add column if not exists availability_per_address integer not null default 30
    check (availability_per_address between 1 and 100000);

create or replace function public.is_username_available(p_username text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_address text := pg_catalog.left(private.client_address(), 64);
  v_since timestamptz := pg_catalog.now() - interval '1 minute';
  v_limit integer;
  v_count integer;
begin
  if v_address is not null then
    select l.availability_per_address into v_limit from private.username_lookup_limits l where l.id;
    v_limit := coalesce(v_limit, 30);
    delete from private.username_lookups where at < v_since;
    select pg_catalog.count(*) into v_count from private.username_lookups
    where bucket = 'n:' || v_address and at >= v_since;
    insert into private.username_lookups (bucket) values ('n:' || v_address);
    if v_count >= v_limit then
      raise exception 'Too many username checks from this address: at most % a minute. Wait a minute and try again', v_limit
        using errcode = 'PT429';
    end if;
  end if;
  return coalesce(p_username ~ '^[A-Za-z0-9_.]{3,30}$', false)
    and not exists (
      select 1 from public.profiles p
      where pg_catalog.lower(p.username) = pg_catalog.lower(p_username)
    );
end;
$$;
revoke execute on function public.is_username_available(text) from public;
grant execute on function public.is_username_available(text) to anon, authenticated, service_role;

-- 3. The profile's email follows a confirmed email change ----------------------------------------
-- Username sign-in looks the email up in profiles; without this it kept the old address, so the
-- username stopped working and the old address could be registered by a stranger.
create or replace function private.follow_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return null;
end;
$$;
revoke execute on function private.follow_email_change() from public, anon, authenticated;
drop trigger if exists profiles_follow_email_change on auth.users;
create trigger profiles_follow_email_change
  after update of email on auth.users
  for each row when (old.email is distinct from new.email and new.email is not null)
  execute function private.follow_email_change();
-- Accounts already moved before this migration.
update public.profiles p set email = u.email
from auth.users u
where u.id = p.id and u.email is not null and p.email is distinct from u.email;

-- 4. 'Listed since' is today at the latest -------------------------------------------------------
-- created_at orders the stock newest first; a date in the future would pin a car at the top.
-- 'Today' is the showroom's day (Malaysia, UTC+8), so a car listed this evening is never refused.
create or replace function private.check_listed_since()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.created_at at time zone 'Asia/Kuala_Lumpur')::date
     > (pg_catalog.now() at time zone 'Asia/Kuala_Lumpur')::date then
    raise exception 'Listed since must be today or earlier, not %',
      pg_catalog.to_char(new.created_at at time zone 'Asia/Kuala_Lumpur', 'YYYY-MM-DD')
      using errcode = '23514', constraint = 'vehicles_listed_since_not_future';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_listed_since() from public, anon, authenticated;
drop trigger if exists vehicles_listed_since_not_future on public.vehicles;
create trigger vehicles_listed_since_not_future
  before insert or update of created_at on public.vehicles
  for each row execute function private.check_listed_since();

-- 5. Room on disk: what one account may stage for an import ---------------------------------------
-- A whole import is at most 4,999 rows and 8 MB; staged data is kept for a day. Past either limit
-- the insert is refused with the limit named (HTTP 413, PostgREST's PT413), before anything is written.
create or replace function private.check_import_staging()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rows integer;
  v_bytes bigint;
begin
  -- A day's staging is enough; an import that starts (its first batch) drops the account's
  -- abandoned ones, so a failed upload never blocks the next.
  delete from public.vehicle_import_batches b
  where b.created_by = new.created_by
    and (b.created_at < pg_catalog.now() - interval '1 day' or (new.seq = 0 and b.import_id <> new.import_id));
  select coalesce(sum(pg_catalog.jsonb_array_length(b.rows)), 0), coalesce(sum(pg_catalog.octet_length(b.rows::text)), 0)
    into v_rows, v_bytes
  from public.vehicle_import_batches b
  where b.created_by = new.created_by and (b.import_id, b.seq) <> (new.import_id, new.seq);
  v_rows := v_rows + pg_catalog.jsonb_array_length(new.rows);
  v_bytes := v_bytes + pg_catalog.octet_length(new.rows::text);
  if v_rows > 4999 then
    raise exception 'An account may stage at most 4,999 import rows at a time; this batch would make %', v_rows
      using errcode = 'PT413';
  end if;
  if v_bytes > 8388608 then
    raise exception 'An account may stage at most 8 MB of import rows at a time; this batch would make % bytes', v_bytes
      using errcode = 'PT413';
  end if;
  return new;
end;
$$;
revoke execute on function private.check_import_staging() from public, anon, authenticated;
drop trigger if exists vehicle_import_batches_within_limits on public.vehicle_import_batches;
create trigger vehicle_import_batches_within_limits
  before insert on public.vehicle_import_batches
  for each row execute function private.check_import_staging();
