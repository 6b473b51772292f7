-- What a hosted Supabase database has before any migration: the API roles, the extensions
-- schema with pgcrypto, and Supabase's generous default privileges on schema public (so a
-- migration that wants least privilege must revoke, exactly as on hosted Supabase).
do $$
declare r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin',
                           'supabase_auth_admin', 'supabase_storage_admin', 'dashboard_user',
                           'supabase_realtime_admin', 'pgsodium_keyiduser'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin noinherit', r);
    end if;
  end loop;
end $$;

-- service_role skips RLS, as on hosted; authenticator is what PostgREST logs in as.
alter role service_role bypassrls;
alter role supabase_admin bypassrls;
alter role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
alter default privileges in schema extensions grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema extensions grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema extensions grant all on sequences to postgres, anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant all on schema public to postgres, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- Migrations written for hosted Supabase call unqualified gen_random_uuid() etc.
alter role postgres set search_path = "$user", public, extensions;
alter role anon set search_path = "$user", public, extensions;
alter role authenticated set search_path = "$user", public, extensions;
alter role service_role set search_path = "$user", public, extensions;
