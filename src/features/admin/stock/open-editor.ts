// The car a `?edit=<id>` address names (the desk's links, staffPaths.editVehicle), read as the editor
// reads cars; null when there is none to open (no such id, deleted, or not a vehicle id).
import { getSupabase } from '~/data/supabase';
import { parseDraftVehicleRow } from '~/data/vehicles/browser';
import { staffPaths } from '~/lib/staff-paths';
import type { DraftVehicle } from '~/lib/vehicle';
import { isVehicleId } from '~/lib/vehicle';

export async function vehicleToEdit(search: string): Promise<DraftVehicle | null> {
  const id = staffPaths.editVehicleIn(search);
  if (!id || !isVehicleId(id)) return null;
  const { data, error } = await getSupabase()
    .from('vehicles')
    .select()
    .eq('id', id)
    .is('deleted_at', null)
    .maybeSingle();
  return error || !data ? null : parseDraftVehicleRow(data);
}
