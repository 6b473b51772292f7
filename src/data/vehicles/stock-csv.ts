// The CSV import's and export's calls: the whole file in one import_vehicles RPC (one transaction:
// every row or, on a server error, none), and every live vehicle (drafts too) read page by page
// with the staff session for the export.
import { IMAGE_BUCKET } from '~/config/constants';
import type { Vehicle, VehicleInput } from '~/lib/vehicle';
import type { AppSupabase } from '../supabase';
import { readAll } from './read';
import type { RestSource } from './rest';
import { fromRow, toRow } from './row';

export interface ImportSummary {
  inserted: number;
  updated: number;
}

/** Where this project's own photos live: the public URL of the vehicle-images bucket, with a trailing '/'. */
export const storageImagePrefix = (client: AppSupabase): string =>
  client.storage.from(IMAGE_BUCKET).getPublicUrl('x').data.publicUrl.replace(/x$/, '');

/** Write checked rows; a row with a stock number already held updates that car. Throws on refusal. */
export async function importVehicles(client: AppSupabase, inputs: readonly VehicleInput[]): Promise<ImportSummary> {
  const { data, error } = await client.rpc('import_vehicles', { p_rows: inputs.map(toRow) });
  if (error) throw new Error(error.message);
  const row = data[0];
  return { inserted: row?.inserted ?? 0, updated: row?.updated ?? 0 };
}

const EXPORT_PAGE = 1000;

/** Every live vehicle in the one order, drafts included (the staff session decides what is read). */
export async function exportVehicles(rest: RestSource): Promise<Vehicle[]> {
  return (await readAll(rest, { columns: 'page', limit: EXPORT_PAGE })).map(fromRow);
}
