// A prebuilt vehicle page asks the database one small question: has this vehicle changed, or left
// public view, since the build? Two tiny requests that both answer `[]` when nothing happened;
// then the page stays as built. Only when something did does the live view load (a dynamic
// import), so unchanged pages pay nothing for it. Plain fetch, no zod: this runs on every page.
import { liveConfig } from '~/config/live-config';
import type { LiveConfig } from '~/data/vehicles';

export type Freshness = 'unchanged' | 'changed' | 'deleted';

/** REST paths: the id back only if updated after `since`; the id back only if deleted after it. */
export function freshnessPaths(id: string, since: string): { changed: string; deleted: string } {
  const i = encodeURIComponent(id);
  const s = encodeURIComponent(since);
  return {
    changed: `/rest/v1/vehicles?select=id&deleted_at=is.null&id=eq.${i}&updated_at=gt.${s}`,
    deleted: `/rest/v1/rpc/vehicle_deletions_since?p_since=${s}&p_id=${i}`,
  };
}

/** What happened to the vehicle after `since`; 'unchanged' too when the question fails (offline). */
export async function vehicleFreshness(cfg: LiveConfig, id: string, since: string): Promise<Freshness> {
  const paths = freshnessPaths(id, since);
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

export async function checkVehicleFreshness(): Promise<void> {
  const page = document.querySelector<HTMLElement>('[data-vehicle-page]');
  const id = page?.dataset.id;
  const since = page?.dataset.updatedAt;
  if (!page || !id || !since) return;
  const state = await vehicleFreshness(liveConfig, id, since);
  if (state === 'unchanged') return;
  const { showLiveVehicle } = await import('./live-page');
  await showLiveVehicle(page, id);
}
