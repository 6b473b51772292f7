-- Staff and roles: accounts (profiles), membership, roles, sign-up mode, two-factor rules, username look-ups.
-- The current definition (supabase/config.toml lists the files in order); docs/database.md says how a change is made.

create schema if not exists private;
grant usage on schema private to authenticated, service_role;

-- Tables

create table public.profiles (
  id uuid not null,
  username text not null,
  email text not null,
  created_at timestamp with time zone default now() not null,
  constraint profiles_pkey PRIMARY KEY (id),
  constraint profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint profiles_email_length CHECK (char_length(email) >= 3 AND char_length(email) <= 320),
  constraint profiles_username_format CHECK (username ~ '^[A-Za-z0-9_.]{3,30}$'::text)
);
alter table public.profiles enable row level security;
comment on table public.profiles is 'One row per staff account: its username (unique, any case) and email.';
CREATE UNIQUE INDEX profiles_username_lower_key ON public.profiles USING btree (lower(username));

create table private.staff_settings (
  singleton boolean default true not null,
  signup_mode text default 'open'::text not null,
  updated_at timestamp with time zone default now() not null,
  require_two_factor boolean default false not null,
  sales_price_cut_percent numeric(5,2) default 10 not null,
  constraint staff_settings_pkey PRIMARY KEY (singleton),
  constraint staff_settings_sales_cut_range CHECK (sales_price_cut_percent >= 0::numeric AND sales_price_cut_percent <= 100::numeric),
  constraint staff_settings_signup_mode_option CHECK (signup_mode = ANY (ARRAY['open'::text, 'approval'::text])),
  constraint staff_settings_singleton_check CHECK (singleton)
);
alter table private.staff_settings enable row level security;

create table private.staff_members (
  user_id uuid not null,
  role text default 'sales'::text not null,
  status text not null,
  created_at timestamp with time zone default now() not null,
  decided_at timestamp with time zone,
  decided_by uuid,
  constraint staff_members_pkey PRIMARY KEY (user_id),
  constraint staff_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint staff_members_owner_active CHECK (role <> 'owner'::text OR status = 'active'::text),
  constraint staff_members_role_option CHECK (role = ANY (ARRAY['owner'::text, 'manager'::text, 'sales'::text])),
  constraint staff_members_status_option CHECK (status = ANY (ARRAY['pending'::text, 'active'::text, 'removed'::text]))
);
alter table private.staff_members enable row level security;
CREATE UNIQUE INDEX staff_members_one_owner ON private.staff_members USING btree (role) WHERE (role = 'owner'::text);

create table private.username_lookups (
  id bigint generated always as identity not null,
  bucket text not null,
  at timestamp with time zone default now() not null,
  constraint username_lookups_pkey PRIMARY KEY (id)
);
alter table private.username_lookups enable row level security;
CREATE INDEX username_lookups_bucket_at_idx ON private.username_lookups USING btree (bucket, at);
CREATE INDEX username_lookups_at_idx ON private.username_lookups USING btree (at);

create table private.username_lookup_limits (
  id boolean default true not null,
  per_username integer default 5 not null,
  per_address integer default 10 not null,
  availability_per_address integer default 30 not null,
  constraint username_lookup_limits_pkey PRIMARY KEY (id),
  constraint username_lookup_limits_availability_per_address_check CHECK (availability_per_address >= 1 AND availability_per_address <= 100000),
  constraint username_lookup_limits_id_check CHECK (id),
  constraint username_lookup_limits_per_address_check CHECK (per_address >= 1 AND per_address <= 100000),
  constraint username_lookup_limits_per_username_check CHECK (per_username >= 1 AND per_username <= 100000)
);
alter table private.username_lookup_limits enable row level security;

-- Functions

CREATE OR REPLACE FUNCTION private.client_address()
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- The client as the per-address limits count it. Each proxy appends the address it was connected
  -- from to X-Forwarded-For, so the entries a client wrote itself come first: the client is the entry
  -- the outermost trusted proxy appended (private.site_settings.trusted_proxy_hops from the end, as
  -- the embedded server's [api] trusted_proxy_hops; it hands the database that one entry alone), or
  -- a header the platform sets when one is configured. An IPv6 client counts by its /64, the block
  -- one subscriber or host is given.
  v_headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  v_hops integer;
  v_header text;
  v_chain text[];
  v_address text;
begin
  if v_headers is null then
    return null;
  end if;
  select s.trusted_proxy_hops, s.client_address_header into v_hops, v_header
  from private.site_settings s where s.singleton;
  if v_header is not null then
    v_address := nullif(pg_catalog.btrim(v_headers ->> v_header), '');
  end if;
  if v_address is null then
    v_chain := array(
      select pg_catalog.btrim(e)
      from pg_catalog.unnest(pg_catalog.string_to_array(v_headers ->> 'x-forwarded-for', ',')) e
      where pg_catalog.btrim(e) <> ''
    );
    if pg_catalog.cardinality(v_chain) = 0 then
      return null;
    end if;
    -- Fewer entries than trusted hops: the leftmost (the request came through fewer proxies).
    v_address := v_chain[greatest(1, pg_catalog.cardinality(v_chain) + 1 - coalesce(v_hops, 1))];
  end if;
  v_address := pg_catalog.regexp_replace(v_address, '^::ffff:([0-9]+\.[0-9]+\.[0-9]+\.[0-9]+)$', '\1', 'i');
  if pg_catalog.strpos(v_address, ':') > 0 then
    begin
      return pg_catalog.network(pg_catalog.set_masklen(pg_catalog.regexp_replace(v_address, '%.*$', '')::inet, 64))::text;
    exception when invalid_text_representation then
      return v_address;
    end;
  end if;
  return v_address;
end;
$function$;
revoke all on function private.client_address() from public;

CREATE OR REPLACE FUNCTION public.is_username_available(p_username text)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.is_username_available(p_username text) from public;

CREATE OR REPLACE FUNCTION public.get_email_for_username(p_username text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.get_email_for_username(p_username text) from public;

CREATE OR REPLACE FUNCTION public.upsert_profile(p_user_id uuid, p_username text, p_email text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

  -- A username signs in, so an account with a verified factor renames itself only with that factor.
  if coalesce((auth.jwt() ->> 'aal') = 'aal2', false) is false
     and exists (select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status = 'verified')
  then
    raise exception 'Enter the code from your authenticator app first: this change needs two-factor sign-in'
      using errcode = '42501', hint = 'aal2';
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
$function$;
revoke all on function public.upsert_profile(p_user_id uuid, p_username text, p_email text) from public;

CREATE OR REPLACE FUNCTION private.enroll_staff_member()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  values (
    new.id,
    case when coalesce(v_mode, 'open') = 'open' then 'manager' else 'sales' end,
    case when coalesce(v_mode, 'open') = 'open' then 'active' else 'pending' end
  )
  on conflict (user_id) do nothing;
  return null;
end;
$function$;
revoke all on function private.enroll_staff_member() from public;

CREATE OR REPLACE FUNCTION private.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from private.staff_members m
    where m.user_id = auth.uid() and m.status = 'active'
  )
$function$;
revoke all on function private.is_staff() from public;
grant execute on function private.is_staff() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.is_staff()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.is_staff()
$function$;
revoke all on function public.is_staff() from public, anon;

CREATE OR REPLACE FUNCTION public.is_staff_owner()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from private.staff_members m
    where m.user_id = auth.uid() and m.role = 'owner'
  )
$function$;
revoke all on function public.is_staff_owner() from public, anon, authenticated;

CREATE OR REPLACE FUNCTION public.my_staff_membership()
 RETURNS TABLE(role text, status text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.role, m.status from private.staff_members m where m.user_id = auth.uid()
$function$;
revoke all on function public.my_staff_membership() from public, anon;

CREATE OR REPLACE FUNCTION public.list_staff_members()
 RETURNS TABLE(user_id uuid, username text, email text, role text, status text, created_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff_owner() then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  perform private.require_second_factor_if_enrolled();
  return query
    select m.user_id, p.username, coalesce(p.email, u.email)::text, m.role, m.status, m.created_at
    from private.staff_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    order by case m.status when 'pending' then 0 when 'active' then 1 else 2 end,
             m.role, m.created_at desc, m.user_id;
end;
$function$;
revoke all on function public.list_staff_members() from public, anon;

CREATE OR REPLACE FUNCTION private.set_staff_member_status(p_user_id uuid, p_status text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.set_staff_member_status(p_user_id uuid, p_status text) from public;
grant execute on function private.set_staff_member_status(p_user_id uuid, p_status text) to service_role;

CREATE OR REPLACE FUNCTION private.two_factor_satisfied()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((auth.jwt() ->> 'aal') = 'aal2', false)
      or (
        not coalesce((select s.require_two_factor from private.staff_settings s where s.singleton), false)
        and not exists (
          select 1 from auth.mfa_factors f
          where f.user_id = auth.uid() and f.status = 'verified'
        )
      )
$function$;
revoke all on function private.two_factor_satisfied() from public;
grant execute on function private.two_factor_satisfied() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.second_factor_if_enrolled()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  -- Hosted Supabase's pattern for reads: an account that has a verified factor reads customers'
  -- and staff's details only once it has used it, so its password alone reads nothing of them.
  select coalesce((auth.jwt() ->> 'aal') = 'aal2', false)
      or not exists (
        select 1 from auth.mfa_factors f
        where f.user_id = auth.uid() and f.status = 'verified'
      )
$function$;
revoke all on function private.second_factor_if_enrolled() from public;
grant execute on function private.second_factor_if_enrolled() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.require_second_factor_if_enrolled()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.second_factor_if_enrolled() then
    raise exception 'Enter the code from your authenticator app first: this needs two-factor sign-in'
      using errcode = '42501', hint = 'aal2';
  end if;
end;
$function$;
revoke all on function private.require_second_factor_if_enrolled() from public;
grant execute on function private.require_second_factor_if_enrolled() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.require_two_factor_session()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.role() = 'authenticated' and not private.two_factor_satisfied() then
    raise exception 'Enter the code from your authenticator app first: this change needs two-factor sign-in'
      using errcode = '42501', hint = 'aal2';
  end if;
end;
$function$;
revoke all on function private.require_two_factor_session() from public;
grant execute on function private.require_two_factor_session() to authenticated, service_role;

CREATE OR REPLACE FUNCTION private.require_owner_two_factor_session()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if public.is_staff_owner() then
    perform private.require_two_factor_session();
  end if;
end;
$function$;
revoke all on function private.require_owner_two_factor_session() from public;
grant execute on function private.require_owner_two_factor_session() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_staff_member_status(p_user_id uuid, p_status text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); perform private.set_staff_member_status(p_user_id, p_status); end; $function$;
revoke all on function public.set_staff_member_status(p_user_id uuid, p_status text) from public, anon;

CREATE OR REPLACE FUNCTION public.approve_staff_member(p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.set_staff_member_status(p_user_id, 'active') $function$;
revoke all on function public.approve_staff_member(p_user_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION public.remove_staff_member(p_user_id uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ select public.set_staff_member_status(p_user_id, 'removed') $function$;
revoke all on function public.remove_staff_member(p_user_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION private.set_staff_signup_mode(p_mode text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.set_staff_signup_mode(p_mode text) from public;
grant execute on function private.set_staff_signup_mode(p_mode text) to service_role;

CREATE OR REPLACE FUNCTION public.get_staff_signup_mode()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select s.signup_mode from private.staff_settings s where s.singleton and public.is_staff() $function$;
revoke all on function public.get_staff_signup_mode() from public, anon;

CREATE OR REPLACE FUNCTION private.transfer_staff_ownership(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can hand over ownership' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = p_user_id) then
    raise exception 'No such account' using errcode = 'P0002';
  end if;
  update private.staff_members set role = 'manager' where role = 'owner';
  insert into private.staff_members (user_id, role, status, decided_at, decided_by)
  values (p_user_id, 'owner', 'active', pg_catalog.now(), auth.uid())
  on conflict (user_id) do update
    set role = 'owner', status = 'active', decided_at = excluded.decided_at, decided_by = excluded.decided_by;
end;
$function$;
revoke all on function private.transfer_staff_ownership(p_user_id uuid) from public;
grant execute on function private.transfer_staff_ownership(p_user_id uuid) to service_role;

CREATE OR REPLACE FUNCTION private.check_user_metadata()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.raw_user_meta_data is not null and (
    pg_catalog.jsonb_typeof(new.raw_user_meta_data) <> 'object'
    or pg_catalog.octet_length(new.raw_user_meta_data::text) > 4096
    or exists (
      select 1 from pg_catalog.jsonb_object_keys(new.raw_user_meta_data) as k(key)
      where k.key not in ('username', 'sub', 'email', 'email_verified', 'phone_verified')
    )
  ) then
    raise exception 'Sign-up data must be at most 4 KB and use only the keys username, sub, email, email_verified, phone_verified'
      using errcode = '23514', constraint = 'users_user_metadata_limits';
  end if;
  return new;
end;
$function$;
revoke all on function private.check_user_metadata() from public;

CREATE OR REPLACE FUNCTION private.staff_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select m.role from private.staff_members m where m.user_id = auth.uid() and m.status = 'active'
$function$;
revoke all on function private.staff_role() from public;
grant execute on function private.staff_role() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.get_staff_two_factor_required()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$ select s.require_two_factor from private.staff_settings s where s.singleton and private.is_staff() $function$;
revoke all on function public.get_staff_two_factor_required() from public, anon;

CREATE OR REPLACE FUNCTION private.set_staff_two_factor_required(p_required boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.set_staff_two_factor_required(p_required boolean) from public;
grant execute on function private.set_staff_two_factor_required(p_required boolean) to service_role;

CREATE OR REPLACE FUNCTION private.staff_budget()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when m.role = 'owner' or m.decided_by is not null then 'trusted' else 'staff' end
  from private.staff_members m
  where m.user_id = auth.uid() and m.status = 'active'
$function$;
revoke all on function private.staff_budget() from public;
grant execute on function private.staff_budget() to authenticated, service_role;

CREATE OR REPLACE FUNCTION public.set_staff_two_factor_required(p_required boolean)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); return private.set_staff_two_factor_required(p_required); end; $function$;
revoke all on function public.set_staff_two_factor_required(p_required boolean) from public, anon;

CREATE OR REPLACE FUNCTION public.transfer_staff_ownership(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); perform private.transfer_staff_ownership(p_user_id); end; $function$;
revoke all on function public.transfer_staff_ownership(p_user_id uuid) from public, anon;

CREATE OR REPLACE FUNCTION public.set_staff_signup_mode(p_mode text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$ begin perform private.require_owner_two_factor_session(); return private.set_staff_signup_mode(p_mode); end; $function$;
revoke all on function public.set_staff_signup_mode(p_mode text) from public, anon;

CREATE OR REPLACE FUNCTION private.follow_email_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.profiles set email = new.email where id = new.id and email is distinct from new.email;
  return null;
end;
$function$;
revoke all on function private.follow_email_change() from public;

CREATE OR REPLACE FUNCTION public.set_staff_member_role(p_user_id uuid, p_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_owner_two_factor_session();
  if not (public.is_staff_owner() or coalesce(auth.role(), 'sql') in ('service_role', 'sql')) then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  if p_role is null or p_role not in ('manager', 'sales') then
    raise exception 'Role must be manager or sales' using errcode = '22023';
  end if;
  update private.staff_members m set role = p_role, decided_at = pg_catalog.now(), decided_by = auth.uid()
   where m.user_id = p_user_id and m.role <> 'owner';
  if not found then
    raise exception 'No such staff account' using errcode = 'P0002';
  end if;
end;
$function$;
revoke all on function public.set_staff_member_role(p_user_id uuid, p_role text) from public, anon;

CREATE OR REPLACE FUNCTION public.count_pending_staff()
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff_owner() then
    raise exception 'Only the owner can manage staff' using errcode = '42501';
  end if;
  return (select pg_catalog.count(*)::integer from private.staff_members m where m.status = 'pending');
end;
$function$;
revoke all on function public.count_pending_staff() from public, anon;

-- Triggers

CREATE TRIGGER on_auth_user_enroll_staff AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.enroll_staff_member();

CREATE TRIGGER users_check_user_metadata BEFORE INSERT OR UPDATE OF raw_user_meta_data ON auth.users FOR EACH ROW EXECUTE FUNCTION private.check_user_metadata();

CREATE TRIGGER profiles_follow_email_change AFTER UPDATE OF email ON auth.users FOR EACH ROW WHEN (old.email::text IS DISTINCT FROM new.email::text AND new.email IS NOT NULL) EXECUTE FUNCTION private.follow_email_change();

-- Row-level security policies

create policy profiles_select_own on public.profiles
  for select
  to authenticated
  using ((( SELECT auth.uid() AS uid) = id));

-- Table grants

revoke all on table public.profiles from anon;
revoke delete, insert, maintain, references, trigger, truncate, update on table public.profiles from authenticated;

-- Rows the schema starts with

insert into private.staff_settings (singleton)
values (true);

insert into private.username_lookup_limits (id)
values (true);
