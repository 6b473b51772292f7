-- Written by `npm run db:diff -- reads_need_second_factor` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.desk_require_staff()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated') and not private.is_staff() then
    raise exception 'Only staff see the desk' using errcode = '42501';
  end if;
  perform private.require_second_factor_if_enrolled();
end;
$function$;

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

ALTER FUNCTION "private"."require_second_factor_if_enrolled"() OWNER TO "postgres";

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

ALTER FUNCTION "private"."second_factor_if_enrolled"() OWNER TO "postgres";

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

CREATE POLICY "lead_history_select_two_factor" ON "public"."lead_history" AS RESTRICTIVE FOR SELECT TO "authenticated" USING (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

CREATE POLICY "leads_select_two_factor" ON "public"."leads" AS RESTRICTIVE FOR SELECT TO "authenticated" USING (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

CREATE POLICY "vehicle_identifiers_select_two_factor" ON "public"."vehicle_identifiers" AS RESTRICTIVE FOR SELECT TO "authenticated" USING (( SELECT private.second_factor_if_enrolled() AS second_factor_if_enrolled));

REVOKE ALL ON FUNCTION "private"."require_second_factor_if_enrolled"() FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."require_second_factor_if_enrolled"() TO "authenticated", "service_role";

REVOKE ALL ON FUNCTION "private"."second_factor_if_enrolled"() FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."second_factor_if_enrolled"() TO "authenticated", "service_role";
