-- Written by `npm run db:diff -- stock_table_holds` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

DROP INDEX "public"."vehicles_stock_photos_idx";

ALTER TABLE "public"."vehicles" DROP COLUMN "photo_count";

ALTER TABLE "public"."vehicles" ADD COLUMN "photo_count" integer GENERATED ALWAYS AS (cardinality(array_remove(images, '/placeholder.svg'::text))) STORED NOT NULL;

CREATE OR REPLACE FUNCTION private.limit_sales_price_cut()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit numeric;
begin
  if new.price >= old.price or private.staff_role() is distinct from 'sales' then
    return new;
  end if;
  if new.price < private.sales_price_floor(old.id, old.price) then
    select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
    raise exception 'A sales account may lower a price by at most % percent in 24 hours', v_limit
      using errcode = '42501';
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.sales_price_floor(p_id uuid, p_current numeric)
 RETURNS numeric
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_limit numeric;
  v_highest numeric;
begin
  select s.sales_price_cut_percent into v_limit from private.staff_settings s where s.singleton;
  -- The limit holds over a day, not per edit: a cut is measured from the highest price the car had
  -- in the last 24 hours, so a series of small cuts adds up to the same limit as one large cut.
  select pg_catalog.max(p) into v_highest from (
    select p_current as p
    union all
    select (h.changes -> 'price' ->> 'old')::numeric from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action = 'update' and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
    union all
    select (h.changes -> 'price' ->> 'new')::numeric from public.vehicle_history as h
    where h.vehicle_id = p_id and h.action in ('insert', 'update', 'correct') and h.changes ? 'price'
      and h.changed_at > pg_catalog.now() - interval '24 hours'
  ) as prices;
  return v_highest * (1 - coalesce(v_limit, 0) / 100.0);
end;
$function$;

ALTER FUNCTION "private"."sales_price_floor"(uuid, numeric) OWNER TO "postgres";

CREATE OR REPLACE FUNCTION public.vehicle_price_rules(p_id uuid)
 RETURNS TABLE(correctable_until timestamp with time zone, sales_lowest numeric)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the price rules' using errcode = '42501';
  end if;
  -- The same functions the refusals use (correct_vehicle_price, limit_sales_price_cut), so the form
  -- can stop an edit the database would refuse, and say until when a correction is possible.
  return query
    select private.price_set_at(v.id) + interval '24 hours',
      pg_catalog.ceil(private.sales_price_floor(v.id, v.price))
    from public.vehicles as v
    where v.id = p_id and v.deleted_at is null and v.price is not null;
end;
$function$;

REVOKE ALL ON FUNCTION "public"."vehicle_price_rules"(uuid) FROM "anon";

ALTER FUNCTION "public"."vehicle_price_rules"(uuid) OWNER TO "postgres";

CREATE INDEX vehicles_stock_photos_idx ON public.vehicles USING btree (photo_count, id) WHERE (deleted_at IS NULL);

COMMENT ON COLUMN "public"."vehicles"."photo_count" IS 'How many photos of its own the car has (images without the placeholder), stored so the stock table can sort by it.';

COMMENT ON FUNCTION "private"."sales_price_floor"(uuid, numeric) IS 'The lowest price a sales account may set on the car now (p_current: its price before the change): the owner''s limit below the highest price of the last 24 hours.';

COMMENT ON FUNCTION "public"."vehicle_price_rules"(uuid) IS 'Staff: until when the car''s price may be corrected, and the lowest whole-ringgit price a sales account may set now; no row for a car without a price.';

REVOKE ALL ON FUNCTION "private"."sales_price_floor"(uuid, numeric) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."sales_price_floor"(uuid, numeric) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."vehicle_price_rules"(uuid) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "public"."vehicle_price_rules"(uuid) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."vehicle_price_rules"(uuid) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."vehicle_price_rules"(uuid) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."vehicle_price_rules"(uuid) TO "service_role";
