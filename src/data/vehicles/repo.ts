// The vehicle provider's calls: pages of the staff list through the one paged reader (keyset
// pagination, ./read.ts) with the staff session's token, and writes over supabase-js.
// Soft delete keeps rows restorable (Undo); every answer is validated with the shared row schema.
import { isVehicleId, type DraftVehicle, type DraftVehicleInput, type VehicleStatus } from '~/lib/vehicle';
import type { AppSupabase } from '../supabase';
import { pageOf, pageParams, readPage, type Cursor, type PageQuery } from './read';
import type { RestSource } from './postgrest';
import { fromDraftRow, parseDraftVehicleRow, toRow } from './vehicle-row';

export interface VehiclePageQuery {
  /** Case-insensitive substring of make, model or stock number; '' for every vehicle. */
  search: string;
  /** Only this status; null for every vehicle. */
  status?: VehicleStatus | null;
  after: Cursor | null;
  limit: number;
}

export interface VehicleRepoPage {
  /** As staff read them: a draft may lack fields. */
  vehicles: DraftVehicle[];
  /** Where the next page starts; null when this was the last. */
  next: Cursor | null;
  /** Matching vehicles in all, asked with the first page only (null otherwise or when unknown). */
  total: number | null;
}

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

/**
 * One page of the staff list over `rest` alone (no supabase-js): the repository's page, and the
 * first cards of /manage-inventory, asked before supabase-js has loaded (docs/benchmarks.md).
 */
export async function staffPage(rest: RestSource, q: VehiclePageQuery): Promise<VehicleRepoPage> {
  const page = await readPage(rest, staffQuery(q));
  return { vehicles: page.rows.map(fromDraftRow), next: page.next, total: page.total };
}

const staffQuery = ({ search, status, after, limit }: VehiclePageQuery): PageQuery<'staff'> => ({
  columns: 'staff',
  limit,
  after,
  search,
  count: after === null,
  ...(status ? { status } : {}),
});

/** The request of staffPage, as a path and query under /rest/v1/ (asked with `Prefer: count=exact` for a first page). */
export const staffPagePath = (q: VehiclePageQuery): string => `vehicles?${pageParams(staffQuery(q))}`;

/** staffPage's page from the answer to staffPagePath (its body and its Content-Range total). */
export function staffPageOf(q: VehiclePageQuery, body: unknown, total: number | null): VehicleRepoPage {
  const page = pageOf(staffQuery(q), body, total);
  return { vehicles: page.rows.map(fromDraftRow), next: page.next, total: page.total };
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
