-- Written by `npm run db:diff -- import_keep_listing_fields` (pg-delta) from the difference between supabase/schemas/
-- and the migrations before this one. Review it before committing it with the schema files.

set local check_function_bodies = off;

CREATE OR REPLACE FUNCTION private.import_plan(p_rows jsonb, p_options jsonb)
 RETURNS TABLE(idx integer, vehicle_id uuid, kind text, patch jsonb, before jsonb, expected text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  -- The fields a file may write; anything else a row carries is ignored.
  c_writable constant text[] := array['make', 'model', 'variant', 'year', 'price', 'mileage', 'fuel_type',
    'transmission', 'condition', 'body_type', 'color', 'features', 'images', 'vehicle_details', 'status', 'origin',
    'registration_year', 'previous_owners', 'warranty_months', 'engine_capacity_cc', 'motor_power_kw',
    'stock_number', 'created_at', 'private_note', 'chassis_number'];
  -- Fields an empty cell can clear (with 'empty cells clear values'): never the car's name, key or state.
  c_clearable constant text[] := array['variant', 'year', 'price', 'mileage', 'fuel_type', 'transmission',
    'condition', 'body_type', 'color', 'features', 'vehicle_details', 'origin', 'registration_year',
    'previous_owners', 'warranty_months', 'engine_capacity_cc', 'motor_power_kw', 'private_note'];
  c_required constant text[] := array['year', 'price', 'mileage', 'fuel_type', 'transmission', 'condition',
    'body_type', 'color'];
  v_match text := coalesce(p_options ->> 'match', 'stock_number');
  v_clear boolean := coalesce((p_options ->> 'clear_empty')::boolean, false);
  v_columns text[];
  v_row jsonb;
  v_idx bigint;
  v_key text;
  v_id uuid;
  v_old jsonb;
  v_new jsonb;
  v_col text;
  v_value jsonb;
  v_patch jsonb;
  v_before jsonb;
begin
  if v_match not in ('stock_number', 'chassis_number', 'none') then
    raise exception 'Rows are matched by stock_number, chassis_number or none, not %', v_match using errcode = '22023';
  end if;
  for v_row, v_idx in select e.value, e.idx from pg_catalog.jsonb_array_elements(p_rows) with ordinality as e(value, idx) loop
    -- The columns the file maps; without the option, the keys the row carries.
    if p_options ? 'columns' then
      select pg_catalog.array_agg(c.value) into v_columns from pg_catalog.jsonb_array_elements_text(p_options -> 'columns') as c(value);
    else
      select pg_catalog.array_agg(k) into v_columns from pg_catalog.jsonb_object_keys(v_row) as k;
    end if;
    v_id := null;
    if v_match = 'stock_number' then
      v_key := pg_catalog.btrim(v_row ->> 'stock_number');
      select v.id into v_id from public.vehicles as v where v.stock_number = v_key;
    elsif v_match = 'chassis_number' then
      v_key := pg_catalog.upper(pg_catalog.btrim(v_row ->> 'chassis_number'));
      select i.vehicle_id into v_id from public.vehicle_identifiers as i
      join public.vehicles as v on v.id = i.vehicle_id
      where i.chassis_number = v_key
      order by (v.deleted_at is null) desc
      limit 1;
    end if;
    -- Typed as the table types them, so 45000 and 45000.00 are the same price.
    v_new := pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::public.vehicles, v_row))
      || pg_catalog.jsonb_build_object('private_note', nullif(pg_catalog.btrim(v_row ->> 'private_note'), ''),
        'chassis_number', nullif(pg_catalog.upper(pg_catalog.btrim(v_row ->> 'chassis_number')), ''));
    if v_id is null then
      idx := v_idx - 1; vehicle_id := null; kind := 'insert'; patch := v_new; before := null; expected := null;
      return next;
      continue;
    end if;
    select pg_catalog.to_jsonb(v) || pg_catalog.jsonb_build_object(
        'private_note', (select n.note from public.vehicle_private_notes as n where n.vehicle_id = v.id),
        'chassis_number', (select i.chassis_number from public.vehicle_identifiers as i where i.vehicle_id = v.id))
      into v_old
    from public.vehicles as v where v.id = v_id;
    v_patch := '{}'::jsonb;
    v_before := '{}'::jsonb;
    foreach v_col in array coalesce(v_columns, '{}') loop
      continue when not (v_col = any (c_writable));
      v_value := coalesce(v_new -> v_col, 'null'::jsonb);
      if private.import_is_empty(v_col, v_value) then
        continue when not (v_clear and v_col = any (c_clearable));
        -- A listed car must keep what a listing needs (vehicles_complete_unless_draft): only a draft's is cleared.
        continue when v_col = any (c_required) and (v_old ->> 'status') <> 'draft';
        v_value := case v_col
          when 'features' then '[]'::jsonb
          when 'vehicle_details' then '{"exterior": [], "interior": [], "drivetrain": []}'::jsonb
          else 'null'::jsonb
        end;
      end if;
      -- A chassis number is the car's identity: the file adds one the car lacks, never replaces it.
      continue when v_col = 'chassis_number' and (v_old ->> 'chassis_number') is not null;
      -- A row made a draft only for the fields it lacks describes a car that has them: its status stays.
      continue when v_col = 'status' and coalesce((v_row ->> 'incomplete')::boolean, false);
      if v_value is distinct from coalesce(v_old -> v_col, 'null'::jsonb) then
        v_patch := v_patch || pg_catalog.jsonb_build_object(v_col, v_value);
        v_before := v_before || pg_catalog.jsonb_build_object(v_col, coalesce(v_old -> v_col, 'null'::jsonb));
      end if;
    end loop;
    -- A car in the trash whose stock number is in the file comes back.
    if (v_old ->> 'deleted_at') is not null then
      v_patch := v_patch || '{"deleted_at": null}'::jsonb;
      v_before := v_before || pg_catalog.jsonb_build_object('deleted_at', v_old -> 'deleted_at');
    end if;
    idx := v_idx - 1; vehicle_id := v_id; before := v_before; patch := v_patch;
    kind := case when v_patch = '{}'::jsonb then 'unchanged' else 'update' end;
    expected := v_old ->> 'updated_at';
    return next;
  end loop;
end;
$function$;
