// Live reads for visitors: tiny fetches of the REST endpoint with the anon key (no supabase-js),
// through the vehicle data module, when a page may be newer than the last build (DECISIONS.md).
import { fetchVehicle, type RestSource } from '../data/vehicles';
import { fromRow, type Vehicle } from './vehicle';

export type LiveConfig = RestSource;

/** The vehicle, or null when the live data has no such (non-deleted) vehicle. Throws on network errors. */
export async function fetchLiveVehicle(cfg: LiveConfig, id: string): Promise<Vehicle | null> {
  const row = await fetchVehicle(cfg, id);
  return row ? fromRow(row) : null;
}

export { fetchInventoryDelta, fetchVehicleDelta } from '../data/vehicles';
