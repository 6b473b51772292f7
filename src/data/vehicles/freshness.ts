// Has anything public changed since a build? Two tiny requests (PostgREST, plain fetch, no zod: this
// runs on every prebuilt page) that both answer `[]` when nothing did: a row updated after `since`,
// or a row removed from public view after it; for one vehicle (`id`) or the whole inventory.
import { isCanonicalUuid } from '~/lib/uuid';
import type { LiveConfig } from './live-vehicle';

export type Freshness = 'unchanged' | 'changed' | 'deleted';

/** Before any row existed: every row is a change (a build of an empty inventory has no time). */
export const EPOCH = '1970-01-01T00:00:00Z';

/** REST paths: one id back only if a row was updated after `since`; one only if one was deleted. */
export function freshnessPaths(since: string, id?: string): { changed: string; deleted: string } {
  const s = encodeURIComponent(since);
  const one = id === undefined ? '' : encodeURIComponent(id);
  return {
    changed: `/rest/v1/vehicles?select=id&deleted_at=is.null${id === undefined ? '' : `&id=eq.${one}`}&updated_at=gt.${s}&limit=1`,
    deleted: `/rest/v1/rpc/vehicle_deletions_since?p_since=${s}${id === undefined ? '' : `&p_id=${one}`}&limit=1`,
  };
}

/** What happened after `since` (to `id`, or to any vehicle); 'unchanged' too when the question fails. */
export async function freshnessSince(cfg: LiveConfig, since: string | null, id?: string): Promise<Freshness> {
  const paths = freshnessPaths(since ?? EPOCH, id);
  const headers = { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, Accept: 'application/json' };
  const nonEmpty = async (path: string): Promise<boolean> => {
    const res = await (cfg.fetch ?? fetch)(`${cfg.url.replace(/\/+$/, '')}${path}`, { headers });
    if (!res.ok) return false;
    const rows: unknown = await res.json();
    return Array.isArray(rows) && rows.length > 0;
  };
  try {
    const [changed, deleted] = await Promise.all([nonEmpty(paths.changed), nonEmpty(paths.deleted)]);
    return changed ? 'changed' : deleted ? 'deleted' : 'unchanged';
  } catch {
    return 'unchanged'; // the built page is the best we have
  }
}

/** Which of `ids` are vehicles in public view now (one small request); null when it cannot be told. */
export async function listedAmong(cfg: LiveConfig, ids: readonly string[]): Promise<Set<string> | null> {
  const valid = ids.filter(isCanonicalUuid);
  if (valid.length === 0) return new Set();
  const headers = { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, Accept: 'application/json' };
  const path = `/rest/v1/vehicles?select=id&deleted_at=is.null&id=in.(${valid.join(',')})`;
  try {
    const res = await (cfg.fetch ?? fetch)(`${cfg.url.replace(/\/+$/, '')}${path}`, { headers });
    if (!res.ok) return null;
    const rows: unknown = await res.json();
    if (!Array.isArray(rows)) return null;
    return new Set(rows.flatMap((r: unknown) => (r && typeof r === 'object' && 'id' in r ? [String(r.id)] : [])));
  } catch {
    return null;
  }
}
