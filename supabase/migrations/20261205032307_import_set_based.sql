-- Written by `npm run db:diff -- import_set_based` (pg-delta) from the difference between supabase/schemas/
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
  -- The columns the file maps; without the option, the keys each row carries.
  if p_options ? 'columns' then
    select pg_catalog.array_agg(c.value) into v_columns from pg_catalog.jsonb_array_elements_text(p_options -> 'columns') as c(value);
  end if;
  for v_row, v_idx in select e.value, e.idx from pg_catalog.jsonb_array_elements(p_rows) with ordinality as e(value, idx) loop
    if not p_options ? 'columns' then
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

CREATE OR REPLACE FUNCTION private.run_import(p_rows jsonb, p_options jsonb)
 RETURNS public.vehicle_imports
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  c_inserted constant text[] := array['make', 'model', 'variant', 'year', 'price', 'mileage', 'fuel_type',
    'transmission', 'condition', 'body_type', 'color', 'features', 'images', 'vehicle_details', 'status', 'origin',
    'registration_year', 'previous_owners', 'warranty_months', 'engine_capacity_cc', 'motor_power_kw', 'stock_number'];
  v_missing text := coalesce(p_options ->> 'missing', 'leave');
  v_import public.vehicle_imports;
  v_plan jsonb;
  v_added uuid[];
  v_written jsonb;
  v_stale record;
  v_cols text;
  v_patches jsonb;
  v_count integer;
begin
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot import' using errcode = '42501';
  end if;
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(p_rows) <> 'array' or pg_catalog.jsonb_array_length(p_rows) > 4999 then
    raise exception 'An import holds at most 4,999 rows' using errcode = '22023';
  end if;
  if v_missing not in ('leave', 'sold', 'draft') then
    raise exception 'Cars missing from the file are left, sold or drafted, not %', v_missing using errcode = '22023';
  end if;
  insert into public.vehicle_imports default values returning * into v_import;
  -- The plan, made once and read by each statement below: a file of thousands of rows is written
  -- in a few set-based statements (one insert, one update per set of fields written), not row by row.
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(p) order by p.idx), '[]'::jsonb) into v_plan
  from private.import_plan(p_rows, p_options) as p;
  select coalesce(r.value ->> 'stock_number', r.value ->> 'chassis_number') as key into v_stale
  from pg_catalog.jsonb_to_recordset(v_plan) as p(idx integer, kind text, expected text)
  cross join lateral (select p_rows -> p.idx as value) as r
  where p.kind <> 'insert' and r.value ? 'expected_updated_at'
    and not coalesce((r.value ->> 'overwrite')::boolean, false)
    and p.expected::timestamptz is distinct from (r.value ->> 'expected_updated_at')::timestamptz
  order by p.idx
  limit 1;
  if found then
    raise exception 'Stock number % was changed by someone else after the file was exported', v_stale.key
      using errcode = '40001';
  end if;
  select pg_catalog.count(*) filter (where p.kind = 'insert'), pg_catalog.count(*) filter (where p.kind = 'update'),
         pg_catalog.count(*) filter (where p.kind = 'unchanged')
    into v_import.inserted, v_import.updated, v_import.unchanged
  from pg_catalog.jsonb_to_recordset(v_plan) as p(kind text);
  -- The new cars in one statement; RETURNING gives their ids in the order the rows went in.
  with added as (
    insert into public.vehicles (
      make, model, variant, year, price, mileage, fuel_type, transmission, condition, body_type, color,
      features, images, vehicle_details, status, origin, registration_year, previous_owners,
      warranty_months, engine_capacity_cc, motor_power_kw, stock_number, created_at
    )
    select
      r.make, r.model, r.variant, r.year, r.price, r.mileage, r.fuel_type, r.transmission, r.condition,
      r.body_type, r.color, coalesce(r.features, '{}'), coalesce(r.images, '{}'),
      coalesce(r.vehicle_details, '{"exterior": [], "interior": [], "drivetrain": []}'::jsonb),
      coalesce(r.status, 'available'), r.origin, r.registration_year,
      r.previous_owners, r.warranty_months, r.engine_capacity_cc, r.motor_power_kw, r.stock_number,
      coalesce(r.created_at, pg_catalog.now())
    from pg_catalog.jsonb_to_recordset(v_plan) as p(idx integer, kind text, patch jsonb)
    cross join lateral pg_catalog.jsonb_populate_record(null::public.vehicles, p.patch) as r
    where p.kind = 'insert'
    order by p.idx
    returning id
  )
  select pg_catalog.array_agg(a.id) into v_added from added as a;
  -- What was written, one entry per car: a car two rows match gets the later row's value of a
  -- field and keeps the value it had before the import as the one undo puts back.
  with planned as (
    select p.idx, p.vehicle_id, p.kind, p.patch, p.before,
      pg_catalog.row_number() over (partition by p.kind order by p.idx) as n
    from pg_catalog.jsonb_to_recordset(v_plan) as p(idx integer, vehicle_id uuid, kind text, patch jsonb, before jsonb)
    where p.kind in ('insert', 'update')
  ), fields as (
    select p.vehicle_id, f.key, f.value as new, p.before -> f.key as old, p.idx
    from planned as p cross join lateral pg_catalog.jsonb_each(p.patch) as f(key, value)
    where p.kind = 'update'
  )
  select coalesce(pg_catalog.jsonb_agg(w.entry), '[]'::jsonb) into v_written
  from (
    select pg_catalog.jsonb_build_object('vehicle_id', a.id, 'kind', 'insert', 'patch', p.patch, 'before', '{}'::jsonb) as entry
    from planned as p
    join pg_catalog.unnest(v_added) with ordinality as a(id, n) on a.n = p.n
    where p.kind = 'insert'
    union all
    select pg_catalog.jsonb_build_object('vehicle_id', f.vehicle_id, 'kind', 'update',
      'patch', pg_catalog.jsonb_object_agg(f.key, f.new order by f.idx),
      'before', pg_catalog.jsonb_object_agg(f.key, f.old order by f.idx desc))
    from fields as f
    group by f.vehicle_id
  ) as w;
  -- The changed cars, one update per set of fields written (an update names only the fields a row
  -- changes, so the triggers on a field fire for the cars whose field changed).
  for v_cols, v_patches in
    select c.cols, pg_catalog.jsonb_agg(c.patch || pg_catalog.jsonb_build_object('id', c.vehicle_id))
    from (
      select w.vehicle_id, w.patch, (
          select pg_catalog.string_agg(pg_catalog.format('%1$I = r.%1$I', k), ', ' order by k)
          from pg_catalog.jsonb_object_keys(w.patch) as k
          where k = any (c_inserted || array['created_at', 'deleted_at'])) as cols
      from pg_catalog.jsonb_to_recordset(v_written) as w(vehicle_id uuid, kind text, patch jsonb)
      where w.kind = 'update'
    ) as c
    where c.cols is not null
    group by c.cols
  loop
    execute pg_catalog.format(
      'update public.vehicles as v set %s from pg_catalog.jsonb_populate_recordset(null::public.vehicles, $1) as r where v.id = r.id',
      v_cols) using v_patches;
  end loop;
  delete from public.vehicle_private_notes as n
  using pg_catalog.jsonb_to_recordset(v_written) as w(vehicle_id uuid, patch jsonb)
  where n.vehicle_id = w.vehicle_id and w.patch ? 'private_note' and (w.patch ->> 'private_note') is null;
  insert into public.vehicle_private_notes (vehicle_id, note)
  select w.vehicle_id, w.patch ->> 'private_note'
  from pg_catalog.jsonb_to_recordset(v_written) as w(vehicle_id uuid, patch jsonb)
  where (w.patch ->> 'private_note') is not null
  on conflict on constraint vehicle_private_notes_pkey do update set note = excluded.note;
  insert into public.vehicle_identifiers (vehicle_id, chassis_number)
  select w.vehicle_id, w.patch ->> 'chassis_number'
  from pg_catalog.jsonb_to_recordset(v_written) as w(vehicle_id uuid, patch jsonb)
  where (w.patch ->> 'chassis_number') is not null
  on conflict on constraint vehicle_identifiers_pkey do nothing;
  insert into public.vehicle_import_changes (import_id, vehicle_id, kind, before)
  select v_import.id, w.vehicle_id, w.kind, w.before
  from pg_catalog.jsonb_to_recordset(v_written) as w(vehicle_id uuid, kind text, before jsonb)
  on conflict on constraint vehicle_import_changes_pkey do nothing;
  if v_missing <> 'leave' then
    with gone as (
      select v.id, v.status from public.vehicles as v
      where v.id in (select m from private.import_missing(p_rows, p_options) as m)
      for update
    ), logged as (
      insert into public.vehicle_import_changes (import_id, vehicle_id, kind, before)
      select v_import.id, g.id, v_missing, pg_catalog.jsonb_build_object('status', g.status) from gone as g
      on conflict on constraint vehicle_import_changes_pkey do nothing
      returning vehicle_id
    )
    update public.vehicles as v set status = v_missing
    from logged as l where v.id = l.vehicle_id;
    get diagnostics v_count = row_count;
    if v_missing = 'sold' then
      v_import.sold := v_count;
    else
      v_import.drafted := v_count;
    end if;
  end if;
  update public.vehicle_imports as i
  set inserted = v_import.inserted, updated = v_import.updated, unchanged = v_import.unchanged,
      sold = v_import.sold, drafted = v_import.drafted
  where i.id = v_import.id;
  return v_import;
end;
$function$;

CREATE OR REPLACE FUNCTION public.undo_import(p_import_id uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  c_fields constant text[] := array['make', 'model', 'variant', 'year', 'price', 'mileage', 'fuel_type',
    'transmission', 'condition', 'body_type', 'color', 'features', 'images', 'vehicle_details', 'status', 'origin',
    'registration_year', 'previous_owners', 'warranty_months', 'engine_capacity_cc', 'motor_power_kw',
    'stock_number', 'created_at', 'deleted_at'];
  v_import public.vehicle_imports;
  v_cols text;
  v_befores jsonb;
  v_count integer;
begin
  if private.staff_role() = 'sales' then
    raise exception 'A sales account cannot undo an import' using errcode = '42501';
  end if;
  if not public.is_staff() then
    raise exception 'Only staff can undo an import' using errcode = '42501';
  end if;
  perform private.require_two_factor_session();
  select * into v_import from public.vehicle_imports as i where i.id = p_import_id for update;
  if v_import.id is null then
    raise exception 'No such import' using errcode = 'P0002';
  end if;
  if v_import.undone_at is not null then
    raise exception 'This import was already undone' using errcode = '22023';
  end if;
  if v_import.created_at < pg_catalog.now() - interval '7 days' then
    raise exception 'An import can be undone for 7 days' using errcode = '22023';
  end if;
  -- Set-based as the import is: the cars it added in one statement, the others one update per set
  -- of fields put back.
  update public.vehicles as v set deleted_at = pg_catalog.now()
  from public.vehicle_import_changes as c
  where c.import_id = p_import_id and c.kind = 'insert' and v.id = c.vehicle_id and v.deleted_at is null;
  for v_cols, v_befores in
    select b.cols, pg_catalog.jsonb_agg(b.before || pg_catalog.jsonb_build_object('id', b.vehicle_id))
    from (
      select c.vehicle_id, c.before, (
          select pg_catalog.string_agg(pg_catalog.format('%1$I = r.%1$I', k), ', ' order by k)
          from pg_catalog.jsonb_object_keys(c.before) as k
          where k = any (c_fields)) as cols
      from public.vehicle_import_changes as c
      where c.import_id = p_import_id and c.kind <> 'insert'
    ) as b
    where b.cols is not null
    group by b.cols
  loop
    execute pg_catalog.format(
      'update public.vehicles as v set %s from pg_catalog.jsonb_populate_recordset(null::public.vehicles, $1) as r where v.id = r.id',
      v_cols) using v_befores;
  end loop;
  delete from public.vehicle_private_notes as n
  using public.vehicle_import_changes as c
  where c.import_id = p_import_id and c.kind <> 'insert' and n.vehicle_id = c.vehicle_id
    and c.before ? 'private_note' and (c.before ->> 'private_note') is null;
  insert into public.vehicle_private_notes (vehicle_id, note)
  select c.vehicle_id, c.before ->> 'private_note'
  from public.vehicle_import_changes as c
  where c.import_id = p_import_id and c.kind <> 'insert' and (c.before ->> 'private_note') is not null
  on conflict on constraint vehicle_private_notes_pkey do update set note = excluded.note;
  delete from public.vehicle_identifiers as i
  using public.vehicle_import_changes as c
  where c.import_id = p_import_id and c.kind <> 'insert' and i.vehicle_id = c.vehicle_id
    and c.before ? 'chassis_number' and (c.before ->> 'chassis_number') is null;
  select pg_catalog.count(*)::integer into v_count from public.vehicle_import_changes as c where c.import_id = p_import_id;
  update public.vehicle_imports as i set undone_at = pg_catalog.now(), undone_by = auth.uid() where i.id = p_import_id;
  return v_count;
end;
$function$;

