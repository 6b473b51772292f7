// The staff list's pages over the one paged reader (keyset pagination, ./read.ts), without
// supabase-js or the repository's writes: /manage-inventory's first cards draw from these before
// either has loaded (docs/benchmarks.md); ./repo.ts re-exports them.
import type { DraftVehicle, VehicleStatus } from '~/lib/vehicle';
import { pageOf, pageParams, readPage, type Cursor, type PageQuery } from './read';
import type { RestSource } from './postgrest';
import { fromDraftRow } from './vehicle-row';

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
