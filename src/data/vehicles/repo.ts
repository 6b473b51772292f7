// The vehicle provider's calls: pages of the staff list through the one paged reader (keyset
// pagination, ./read.ts) with the staff session's token, and writes over supabase-js.
// Soft delete keeps rows restorable (Undo); every answer is validated with the shared row schema.
import { isVehicleId, type DraftVehicle, type DraftVehicleInput } from '~/lib/vehicle';
import type { AppSupabase } from '../supabase';
import type { RestSource } from './postgrest';
import { parseDraftVehicleRow, toRow } from './vehicle-row';
import { staffPage, type VehiclePageQuery, type VehicleRepoPage } from './staff-page';

export interface VehicleRepo {
  /** One page of live vehicles in the one order (newest first). */
  page(q: VehiclePageQuery): Promise<VehicleRepoPage>;
  insert(input: DraftVehicleInput): Promise<DraftVehicle>;
  /**
   * Writes `input` only while the row is still the version read (`version`: its `updated_at` as
   * read); otherwise throws a VehicleConflict carrying the row as it is now.
   */
  update(id: string, input: DraftVehicleInput, version: string): Promise<DraftVehicle>;
  softDelete(id: string): Promise<void>;
  restore(id: string): Promise<DraftVehicle>;
}

const NOT_FOUND = 'Vehicle not found';

/** Someone else saved the vehicle after the version the caller read; `current` is theirs. */
export class VehicleConflict extends Error {
  constructor(readonly current: DraftVehicle) {
    super('The vehicle changed since it was read');
    this.name = 'VehicleConflict';
  }
}

/** An id that cannot name a vehicle matches nothing: refused before any request. */
function vehicleId(id: string): string {
  if (!isVehicleId(id)) throw new Error(NOT_FOUND);
  return id;
}

/** `rest` reads as the signed-in staff member (its accessToken), so RLS decides as for writes. */
export function supabaseVehicleRepo(client: AppSupabase, rest: RestSource): VehicleRepo {
  const table = () => client.from('vehicles');
  return {
    page: (q) => staffPage(rest, q),
    async insert(input) {
      const { data, error } = await table().insert(toRow(input)).select().single();
      if (error) throw new Error(error.message);
      return parseDraftVehicleRow(data);
    },
    async update(id, input, version) {
      // The version is part of the UPDATE's own filter, so the check and the write are one atomic
      // statement: of two saves from the same version, the second matches no row.
      const { data, error } = await table()
        .update(toRow(input))
        .eq('id', vehicleId(id))
        .eq('updated_at', version)
        .is('deleted_at', null)
        .select();
      if (error) throw new Error(error.message);
      const [row] = data;
      if (row) return parseDraftVehicleRow(row);
      const now = await table().select().eq('id', id).is('deleted_at', null).maybeSingle();
      if (now.error) throw new Error(now.error.message);
      if (now.data) throw new VehicleConflict(parseDraftVehicleRow(now.data));
      throw new Error(NOT_FOUND);
    },
    async softDelete(id) {
      const { data, error } = await table()
        .update({ deleted_at: new Date().toISOString() })
        .eq('id', vehicleId(id))
        .select('id');
      if (error) throw new Error(error.message);
      // RLS hides a refused row instead of raising; zero rows means nothing was deleted.
      if (data.length !== 1) throw new Error(NOT_FOUND);
    },
    async restore(id) {
      const { data, error } = await table().update({ deleted_at: null }).eq('id', vehicleId(id)).select().single();
      if (error) throw new Error(error.message);
      return parseDraftVehicleRow(data);
    },
  };
}
