// The vehicle provider's calls over supabase-js. Soft delete keeps rows restorable (Undo);
// every answer is validated with the shared row schema before the app sees it.
import type { AppSupabase } from './supabase';
import { isVehicleId, parseVehicleRow, toRow, type Vehicle, type VehicleInput } from './vehicle';

export interface VehicleRepo {
  /** Live vehicles, newest first. */
  list(): Promise<Vehicle[]>;
  insert(input: VehicleInput): Promise<Vehicle>;
  update(id: string, input: VehicleInput): Promise<Vehicle>;
  softDelete(id: string): Promise<void>;
  restore(id: string): Promise<Vehicle>;
}

const PAGE = 1000; // PostgREST's default row cap per response on hosted projects.
const NOT_FOUND = 'Vehicle not found';

/** An id that cannot name a vehicle matches nothing: refused before any request. */
function vehicleId(id: string): string {
  if (!isVehicleId(id)) throw new Error(NOT_FOUND);
  return id;
}

export function supabaseVehicleRepo(client: AppSupabase): VehicleRepo {
  const table = () => client.from('vehicles');
  return {
    async list() {
      const rows: unknown[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await table().select('*').is('deleted_at', null)
          .order('created_at', { ascending: false }).order('id').range(from, from + PAGE - 1);
        if (error) throw new Error(error.message);
        rows.push(...data);
        if (data.length < PAGE) break;
      }
      return rows.map(parseVehicleRow);
    },
    async insert(input) {
      const { data, error } = await table().insert(toRow(input)).select().single();
      if (error) throw new Error(error.message);
      return parseVehicleRow(data);
    },
    async update(id, input) {
      const { data, error } = await table().update(toRow(input)).eq('id', vehicleId(id)).select().single();
      if (error) throw new Error(error.message);
      return parseVehicleRow(data);
    },
    async softDelete(id) {
      const { data, error } = await table().update({ deleted_at: new Date().toISOString() }).eq('id', vehicleId(id)).select('id');
      if (error) throw new Error(error.message);
      // RLS hides a refused row instead of raising; zero rows means nothing was deleted.
      if (data.length !== 1) throw new Error(NOT_FOUND);
    },
    async restore(id) {
      const { data, error } = await table().update({ deleted_at: null }).eq('id', vehicleId(id)).select().single();
      if (error) throw new Error(error.message);
      return parseVehicleRow(data);
    },
  };
}
