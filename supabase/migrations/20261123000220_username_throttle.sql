-- Username lookup throttle: get_email_for_username answers at most 5 lookups per
-- username and 10 per client address in any minute. Past either limit it answers null, exactly as
-- for an unknown name: the login page says 'Username not found' and no email leaves the database.
-- The client address is the first x-forwarded-for entry of PostgREST's request.headers, as hosted
-- Supabase sets it (the embedded server sets it from the socket). Every call counts.
create schema if not exists private;

create table if not exists private.username_lookups (
  id bigint generated always as identity primary key,
  -- 'u:<lower-case username>' or 'a:<client address>'
  bucket text not null,
  at timestamptz not null default now()
);
create index if not exists username_lookups_bucket_at_idx on private.username_lookups (bucket, at);
create index if not exists username_lookups_at_idx on private.username_lookups (at);
alter table private.username_lookups enable row level security;
revoke all on private.username_lookups from public, anon, authenticated;

create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(pg_catalog.split_part(
    nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ',', 1)), '')
$$;
revoke execute on function private.client_address() from public, anon, authenticated;

-- Volatile now (it records the lookup), so it cannot run in a read-only transaction: a GET to
-- /rpc/get_email_for_username fails on hosted PostgREST instead of answering unthrottled.
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
  v_by_name integer;
  v_by_address integer := 0;
begin
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

  if v_by_name >= 5 or v_by_address >= 10 then
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
