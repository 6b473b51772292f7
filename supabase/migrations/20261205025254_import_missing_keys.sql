-- Written by `npm run db:diff -- import_missing_keys` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.import_missing(p_rows jsonb, p_options jsonb)
 RETURNS SETOF uuid
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  -- Listed cars that carry the file's key but are not in it; a car without a key never came from
  -- the dealer's system, so it is never missing from its export.
  with keys as (
    select coalesce(
      case when p_options ? 'keys' then
        (select coalesce(pg_catalog.array_agg(k.value), '{}') from pg_catalog.jsonb_array_elements_text(p_options -> 'keys') as k(value))
      end,
      -- A row without the key matches no car; a null in the list would hide every missing car.
      (select pg_catalog.array_agg(e.key) filter (where e.key is not null)
       from (select case coalesce(p_options ->> 'match', 'stock_number')
                      when 'chassis_number' then pg_catalog.upper(pg_catalog.btrim(r.value ->> 'chassis_number'))
                      else pg_catalog.btrim(r.value ->> 'stock_number') end as key
             from pg_catalog.jsonb_array_elements(p_rows) as r(value)) as e),
      '{}'::text[]) as list
  )
  select v.id
  from public.vehicles as v
  cross join keys
  left join public.vehicle_identifiers as i on i.vehicle_id = v.id
  where v.deleted_at is null and v.status in ('available', 'reserved')
    and case coalesce(p_options ->> 'match', 'stock_number')
      when 'stock_number' then v.stock_number is not null and not (v.stock_number = any (keys.list))
      when 'chassis_number' then i.chassis_number is not null and not (i.chassis_number = any (keys.list))
      else false
    end
  order by v.stock_number, v.id
$function$;
