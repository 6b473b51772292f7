// Live reads for visitors: tiny fetches of the REST endpoint with the anon key (no supabase-js),
// through the one reader, when a page may be newer than the last build (docs/product.md D14).
import { isVehicleId, type Vehicle } from '~/lib/vehicle';
import { fetchVehicle } from './read';
import type { RestSource } from './postgrest';
import { fromRow } from './vehicle-row';

/** The public endpoint and anon key a visitor's browser reads with (src/config/live-config.ts). */
export type LiveConfig = RestSource;

/** The vehicle, or null when the live data has no such (non-deleted) vehicle or `id` cannot be a
 * vehicle id (then nothing is asked). Throws on network and server errors. */
export async function fetchLiveVehicle(cfg: LiveConfig, id: string): Promise<Vehicle | null> {
  if (!isVehicleId(id)) return null;
  const row = await fetchVehicle(cfg, id);
  return row ? fromRow(row) : null;
}
