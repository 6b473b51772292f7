-- A published (or withdrawn) inspection report is a public change of its car's page, though no
-- column of the car changes: the touch of updated_at alone is, by design, not a change the rebuild
-- trigger publishes (private.request_rebuild() compares the rows without updated_at, so a save that
-- changes nothing visible costs no deploy). So the touch also records the change as pending and
-- lets the publishing policy decide when the hook is called, exactly as for an edit of the car:
-- at once when the interval allows, else by the cron job with whatever else is waiting.
--
-- Redefines private.touch_inspected_vehicle() (first defined in 20261128130000_inspections.sql).
create or replace function private.touch_inspected_vehicle()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_vehicle uuid;
begin
  if auth.uid() is null then
    return null;
  end if;
  if tg_op = 'DELETE' then
    if old.status <> 'published' then return null; end if;
    v_vehicle := old.vehicle_id;
  elsif tg_op = 'INSERT' then
    if new.status <> 'published' then return null; end if;
    v_vehicle := new.vehicle_id;
  else
    if old.status <> 'published' and new.status <> 'published' then return null; end if;
    v_vehicle := new.vehicle_id;
  end if;
  update public.vehicles set updated_at = pg_catalog.now() where id = v_vehicle;
  -- Only a car visitors can see has a page to rebuild.
  if exists (select 1 from public.vehicles v where v.id = v_vehicle and v.deleted_at is null and v.status <> 'draft') then
    update private.rebuild_state
      set pending_since = coalesce(pending_since, pg_catalog.now()),
          pending_statements = pending_statements + 1,
          pending_rows = pending_rows + 1
      where singleton;
    perform private.publish_pending_rebuild(false);
  end if;
  return null;
end;
$$;
revoke execute on function private.touch_inspected_vehicle() from public, anon, authenticated;
