// The CSV import's and export's calls: the whole file in one import_vehicles RPC (one transaction:
// every row or, on a server error, none), and every live vehicle (drafts too) read page by page
// with the staff session for the export.
import { IMAGE_BUCKET } from '~/config/constants';
import type { DraftVehicle, DraftVehicleInput } from '~/lib/vehicle';
import type { Json } from '../database.types';
import type { AppSupabase } from '../supabase';
import { readAll } from './read';
import type { RestSource } from './postgrest';
import { COLUMNS } from './columns';
import { fromDraftRow, parseDraftVehicleRow, toRow } from './vehicle-row';

export interface ImportSummary {
  inserted: number;
  updated: number;
}

/** Where this project's own photos live: the public URL of the vehicle-images bucket, with a trailing '/'. */
export const storageImagePrefix = (client: AppSupabase): string =>
  client.storage.from(IMAGE_BUCKET).getPublicUrl('x').data.publicUrl.replace(/x$/, '');

/**
 * A checked row and what the file says beyond the vehicle: when it was first listed, the version it
 * was exported at (a later edit by someone else refuses the import), and whether the importer chose
 * to overwrite such an edit.
 */
export type ImportInput = DraftVehicleInput & {
  listedSince?: string | null;
  version?: string | null;
  overwrite?: boolean;
};

/** A staged batch stays well under the API's 1 MB body limit (about 1 KB per realistic row). */
const BATCH_BYTES = 400 * 1024;

/** Rows as batches of at most BATCH_BYTES of JSON each. */
function batches(rows: readonly unknown[]): unknown[][] {
  const out: unknown[][] = [];
  let current: unknown[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length + 1;
    if (current.length > 0 && bytes + size > BATCH_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Write checked rows; a row with a stock number already held updates that car. Throws on refusal.
 * The rows are staged in batches (each one step of `onProgress`), then imported in one transaction
 * by import_staged_vehicles: all of them or none, whatever the file's size (docs/product.md D34).
 */
export async function importVehicles(
  client: AppSupabase,
  inputs: readonly ImportInput[],
  onProgress: (staged: number, total: number) => void = () => {},
): Promise<ImportSummary> {
  const importId = crypto.randomUUID();
  let staged = 0;
  onProgress(0, inputs.length);
  // created_at is when the car was first listed: given, it keeps imported stock from being news.
  const rows = inputs.map((v) => ({
    ...toRow(v),
    ...(v.listedSince ? { created_at: v.listedSince } : {}),
    ...(v.version ? { expected_updated_at: v.version, overwrite: v.overwrite === true } : {}),
  }));
  for (const [seq, batch] of batches(rows).entries()) {
    const { error } = await client
      .from('vehicle_import_batches')
      .insert({ import_id: importId, seq, rows: batch as Json });
    if (error) throw new Error(error.message);
    staged += batch.length;
    onProgress(staged, inputs.length);
  }
  const { data, error } = await client.rpc('import_staged_vehicles', { p_import_id: importId });
  if (error) throw new Error(error.message);
  const row = data[0];
  return { inserted: row?.inserted ?? 0, updated: row?.updated ?? 0 };
}

/** Live cars by stock number, read now, to show what changed since a file was exported (docs/product.md D34). */
export async function currentByStockNumber(
  client: AppSupabase,
  stocks: readonly string[],
): Promise<Map<string, DraftVehicle>> {
  const out = new Map<string, DraftVehicle>();
  for (let i = 0; i < stocks.length; i += 200) {
    const { data, error } = await client
      .from('vehicles')
      .select(COLUMNS.staff.join(','))
      .in('stock_number', stocks.slice(i, i + 200))
      .is('deleted_at', null);
    if (error) throw new Error(error.message);
    for (const raw of data as unknown[]) {
      const v = parseDraftVehicleRow(raw);
      if (v.stockNumber) out.set(v.stockNumber, v);
    }
  }
  return out;
}

const EXPORT_PAGE = 1000;

/** Every live vehicle in the one order, drafts included (the staff session decides what is read). */
export async function exportVehicles(rest: RestSource): Promise<DraftVehicle[]> {
  return (await readAll(rest, { columns: 'staff', limit: EXPORT_PAGE })).map(fromDraftRow);
}
