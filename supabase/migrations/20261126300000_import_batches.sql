-- Issue 36 item 6: a 4,999-row CSV import in one transaction although each request body is at most
-- 1 MB. The browser stages the checked rows in batches (each a small request, each a step of the
-- progress bar), then one call imports every staged row through import_vehicles: all or none.
create table public.vehicle_import_batches (
  import_id uuid not null,
  seq integer not null check (seq between 0 and 4998),
  rows jsonb not null check (pg_catalog.jsonb_typeof(rows) = 'array' and pg_catalog.jsonb_array_length(rows) <= 4999),
  created_by uuid not null default auth.uid(),
  created_at timestamptz not null default pg_catalog.now(),
  primary key (import_id, seq)
);

comment on table public.vehicle_import_batches is
  'CSV import rows staged by a staff member, in batches, until import_staged_vehicles imports them in one transaction.';

alter table public.vehicle_import_batches enable row level security;

-- Each staff member sees, adds and removes only their own staged batches.
create policy "staff stage their own import batches" on public.vehicle_import_batches
  for insert to authenticated with check (created_by = (select auth.uid()) and (select public.is_staff()));
create policy "staff read their own import batches" on public.vehicle_import_batches
  for select to authenticated using (created_by = (select auth.uid()));
create policy "staff remove their own import batches" on public.vehicle_import_batches
  for delete to authenticated using (created_by = (select auth.uid()));

revoke all on public.vehicle_import_batches from public, anon, authenticated;
grant select, insert, delete on public.vehicle_import_batches to authenticated;
grant all on public.vehicle_import_batches to service_role;

-- Imports every row staged under p_import_id by the caller (batches in order), then removes them.
-- import_vehicles keeps its own checks (staff only, at most 4,999 rows). Batches left behind by an
-- abandoned import go with the caller's next import.
create or replace function public.import_staged_vehicles(p_import_id uuid)
returns table (inserted integer, updated integer)
language plpgsql
security invoker
set search_path = ''
-- 4,999 rows with their triggers outlast the authenticated role's 8 s on a small engine: this call
-- only may take a minute (PostgREST applies a function's own statement_timeout; hosted Supabase's
-- documented "function level" timeout). Staff only: anyone else is refused at once.
set statement_timeout = '60s'
as $$
declare
  v_rows jsonb;
begin
  if not public.is_staff() then
    raise exception 'Only staff can import vehicles' using errcode = '42501';
  end if;
  select coalesce(pg_catalog.jsonb_agg(e.value order by b.seq, e.idx), '[]'::jsonb) into v_rows
  from public.vehicle_import_batches as b
  cross join lateral pg_catalog.jsonb_array_elements(b.rows) with ordinality as e(value, idx)
  where b.import_id = p_import_id and b.created_by = auth.uid();
  if pg_catalog.jsonb_array_length(v_rows) = 0 then
    raise exception 'Nothing is staged for this import' using errcode = '22023';
  end if;
  delete from public.vehicle_import_batches as b
  where b.created_by = auth.uid()
    and (b.import_id = p_import_id or b.created_at < pg_catalog.now() - interval '1 day');
  return query select * from public.import_vehicles(v_rows);
end;
$$;

comment on function public.import_staged_vehicles(uuid) is
  'Staff CSV import of the rows staged in vehicle_import_batches under one import id: all or none.';

revoke execute on function public.import_staged_vehicles(uuid) from public, anon, authenticated;
grant execute on function public.import_staged_vehicles(uuid) to authenticated, service_role;
