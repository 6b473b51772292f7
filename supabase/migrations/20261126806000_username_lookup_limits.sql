-- Issue 32: the username look-up's limits are the database's alone. The embedded server used to
-- add a per-address limit of its own in its PostgREST stand-in, which hosted PostgREST never has;
-- now the only limits are these, so a local server and a hosted project refuse the same calls.
-- The numbers live in one row that an operator can change (a dealer whose staff share one office
-- address may raise per_address), and the local end-to-end stack raises per_address because
-- every browser there signs in from 127.0.0.1:
--   update private.username_lookup_limits set per_address = 30;
create table if not exists private.username_lookup_limits (
  id boolean primary key default true check (id),
  -- lookups of one username in any minute, from anywhere
  per_username integer not null default 5 check (per_username between 1 and 100000),
  -- lookups from one client address in any minute (first x-forwarded-for entry)
  per_address integer not null default 10 check (per_address between 1 and 100000)
);
insert into private.username_lookup_limits default values on conflict (id) do nothing;
alter table private.username_lookup_limits enable row level security;
revoke all on private.username_lookup_limits from public, anon, authenticated;

-- Same answers as 20261123000220_username_throttle.sql (null past either limit, exactly as for an
-- unknown name), with the limits read from the row above (the defaults if it is ever deleted).
create or replace function public.get_email_for_username(p_username text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := pg_catalog.lower(pg_catalog.left(coalesce(p_username, ''), 64));
  v_address text := pg_catalog.left(private.client_address(), 64);
  v_since timestamptz := pg_catalog.now() - interval '1 minute';
  v_per_username integer := 5;
  v_per_address integer := 10;
  v_by_name integer;
  v_by_address integer := 0;
begin
  select l.per_username, l.per_address into v_per_username, v_per_address
  from private.username_lookup_limits l where l.id;
  v_per_username := coalesce(v_per_username, 5);
  v_per_address := coalesce(v_per_address, 10);

  -- Keep the table to the last minute.
  delete from private.username_lookups where at < v_since;

  select pg_catalog.count(*) into v_by_name from private.username_lookups
  where bucket = 'u:' || v_name and at >= v_since;
  insert into private.username_lookups (bucket) values ('u:' || v_name);
  if v_address is not null then
    select pg_catalog.count(*) into v_by_address from private.username_lookups
    where bucket = 'a:' || v_address and at >= v_since;
    insert into private.username_lookups (bucket) values ('a:' || v_address);
  end if;

  if v_by_name >= v_per_username or v_by_address >= v_per_address then
    return null;
  end if;
  return (
    select p.email from public.profiles p
    where pg_catalog.lower(p.username) = v_name
    limit 1
  );
end;
$$;

revoke execute on function public.get_email_for_username(text) from public, anon, authenticated;
grant execute on function public.get_email_for_username(text) to anon, authenticated, service_role;
