-- Written by `npm run db:diff -- sales_cannot_erase` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.keep_sales_cars_listed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Taking a listed car off the site is the same loss to the shop as a delete, so it is a manager's call.
  if old.status <> 'draft' and new.status = 'draft' and private.staff_role() = 'sales' then
    raise exception 'A sales account cannot take a listed car back to draft' using errcode = '42501';
  end if;
  return new;
end;
$function$;

ALTER FUNCTION "private"."keep_sales_cars_listed"() OWNER TO "postgres";

CREATE OR REPLACE FUNCTION private.limit_sales_price_cut()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit numeric;
  v_highest numeric;
begin
  if new.price >= old.price or private.staff_role() is distinct from 'sales' then
    return new;
  end if;
  select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
  -- The limit holds over a day, not per edit: a cut is measured from the highest price the car had
  -- in the last 24 hours, so a series of small cuts adds up to the same limit as one large cut.
  select pg_catalog.max(p) into v_highest from (
    select old.price as p
    union all
    select (h.changes -> 'price' ->> 'old')::numeric from public.vehicle_history as h
    where h.vehicle_id = old.id and h.action = 'update' and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
    union all
    select (h.changes -> 'price' ->> 'new')::numeric from public.vehicle_history as h
    where h.vehicle_id = old.id and h.action in ('insert', 'update', 'correct') and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
  ) as prices;
  if new.price < v_highest * (1 - coalesce(v_limit, 0) / 100.0) then
    raise exception 'A sales account may lower a price by at most % percent in 24 hours', v_limit
      using errcode = '42501';
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION public.delete_leads_of(p_mobile text DEFAULT NULL::text, p_email text DEFAULT NULL::text)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot delete leads' using errcode = '42501';
  end if;
  if p_mobile is null and p_email is null then
    raise exception 'Give the mobile number or the email whose leads to delete' using errcode = '22023';
  end if;
  delete from public.leads
  where (p_mobile is not null and mobile = p_mobile)
     or (p_email is not null and pg_catalog.lower(email) = pg_catalog.lower(pg_catalog.btrim(p_email)));
  get diagnostics v_count = row_count;
  return v_count;
end;
$function$;

CREATE TRIGGER vehicles_guard_sales_draft BEFORE UPDATE OF status ON public.vehicles FOR EACH ROW EXECUTE FUNCTION private.keep_sales_cars_listed();

CREATE POLICY "leads_sales_no_delete" ON "public"."leads" AS RESTRICTIVE FOR DELETE TO "authenticated" USING ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

CREATE POLICY "vehicle_identifiers_sales_no_delete" ON "public"."vehicle_identifiers" AS RESTRICTIVE FOR DELETE TO "authenticated" USING ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

CREATE POLICY "vehicle_inspections_sales_no_delete" ON "public"."vehicle_inspections" AS RESTRICTIVE FOR DELETE TO "authenticated" USING ((( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text));

CREATE POLICY "vehicle_images_sales_no_delete" ON "storage"."objects" AS RESTRICTIVE FOR DELETE TO "authenticated" USING (((bucket_id <> 'vehicle-images'::text) OR (( SELECT private.staff_role() AS staff_role) IS DISTINCT FROM 'sales'::text)));

REVOKE ALL ON FUNCTION "private"."keep_sales_cars_listed"() FROM PUBLIC;
