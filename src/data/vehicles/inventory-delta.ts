// What changed since a build: the inventory's changed cards and deleted ids, and the prebuilt first
// page with the changes applied. One vehicle's page asks only whether its car changed (./freshness.ts).
import { z } from '~/lib/zod';
import { cardFromRow, type VehicleCard } from './card';
import { readAll, readPage } from './read';
import { restGet, type RestSource } from './postgrest';
import type { BuildStamp } from './build-stamp';
import { EPOCH } from './freshness';

const DELTA_PAGE = 1000;

const deletionsSchema = z.array(z.object({ id: z.string(), deleted_at: z.string() }));

async function deletedSince(src: RestSource, since: string, id?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += DELTA_PAGE) {
    const p = new URLSearchParams({ p_since: since, limit: String(DELTA_PAGE), offset: String(offset) });
    if (id) p.set('p_id', id);
    const rows = deletionsSchema.parse((await restGet(src, 'rpc/vehicle_deletions_since', p)).body);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < DELTA_PAGE) return ids;
  }
}

export interface InventoryDelta {
  /** Live vehicles changed (or added) since the stamp, as cards in the one order. */
  changed: VehicleCard[];
  /** Ids no longer public since the stamp. */
  deleted: string[];
  /** Live vehicles now. */
  total: number;
  /** Live vehicles now that are not sold (the default /inventory view). */
  listed: number;
}

/**
 * What changed on the inventory since the build: two small requests that answer `[]` when nothing
 * did (then null, and nothing else is asked); otherwise one count of the live rows.
 */
export async function fetchInventoryDelta(src: RestSource, stamp: BuildStamp): Promise<InventoryDelta | null> {
  const since = stamp.updatedAt ?? EPOCH;
  const [rows, deleted] = await Promise.all([
    readAll(src, { columns: 'card', limit: DELTA_PAGE, updatedAfter: since }),
    deletedSince(src, since),
  ]);
  if (rows.length === 0 && deleted.length === 0) return null;
  const [counted, unsold] = await Promise.all([
    readPage(src, { columns: 'card', limit: 1, count: true }),
    readPage(src, { columns: 'card', limit: 1, count: true, unsold: true }),
  ]);
  const total = counted.total ?? stamp.count;
  return { changed: rows.map(cardFromRow), deleted, total, listed: unsold.total ?? total };
}
