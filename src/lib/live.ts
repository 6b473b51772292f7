// Live reads for visitors: a tiny fetch of the REST endpoint with the anon key (no supabase-js),
// used when a page is newer than the last build (DECISIONS.md).
import { z } from 'zod';
import { toCard, type VehicleCard } from './inventory-index';
import { fromRow, isVehicleId, vehicleRowSchema, type Vehicle } from './vehicle';

export interface LiveConfig {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

const PAGE = 1000;

function headers(cfg: LiveConfig): HeadersInit {
  return { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, Accept: 'application/json' };
}

async function getJson(cfg: LiveConfig, path: string): Promise<unknown> {
  const res = await (cfg.fetch ?? fetch)(`${cfg.url.replace(/\/+$/, '')}${path}`, { headers: headers(cfg) });
  if (!res.ok) throw new Error(`Live data request failed with status ${res.status}`);
  return res.json() as Promise<unknown>;
}

/** The vehicle, or null when the live data has no such (non-deleted) vehicle or `id` cannot be a
 * vehicle id (then nothing is asked). Throws on network and server errors. */
export async function fetchLiveVehicle(cfg: LiveConfig, id: string): Promise<Vehicle | null> {
  if (!isVehicleId(id)) return null;
  const rows = z.array(vehicleRowSchema).parse(
    await getJson(cfg, `/rest/v1/vehicles?select=*&deleted_at=is.null&id=eq.${encodeURIComponent(id)}`),
  );
  const row = rows[0];
  return row ? fromRow(row) : null;
}

/** Every public vehicle as cards, newest first, read page by page past PostgREST's row cap. */
export async function fetchLiveCards(cfg: LiveConfig): Promise<VehicleCard[]> {
  const cards: VehicleCard[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const rows = z.array(vehicleRowSchema).parse(
      await getJson(cfg, `/rest/v1/vehicles?select=*&deleted_at=is.null&order=created_at.desc,id.asc&limit=${PAGE}&offset=${offset}`),
    );
    for (const r of rows) cards.push(toCard(fromRow(r)));
    if (rows.length < PAGE) return cards;
  }
}
