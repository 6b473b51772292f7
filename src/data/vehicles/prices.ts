// The current price of some vehicles in public view (one small PostgREST request, plain
// fetch, no zod: it runs on every public page of a visitor who saved cars), for price drops on
// saved cars. Vehicles no longer in public view are absent; null when it cannot be told.
import { isCanonicalUuid } from '~/lib/uuid';
import type { LiveConfig } from './live-vehicle';

export async function currentPrices(cfg: LiveConfig, ids: readonly string[]): Promise<Map<string, number> | null> {
  const valid = ids.filter(isCanonicalUuid);
  if (valid.length === 0) return new Map();
  const headers = { apikey: cfg.anonKey, Authorization: `Bearer ${cfg.anonKey}`, Accept: 'application/json' };
  const path = `/rest/v1/vehicles?select=id,price&deleted_at=is.null&id=in.(${valid.join(',')})`;
  try {
    const res = await (cfg.fetch ?? fetch)(`${cfg.url.replace(/\/+$/, '')}${path}`, { headers });
    if (!res.ok) return null;
    const rows: unknown = await res.json();
    if (!Array.isArray(rows)) return null;
    const out = new Map<string, number>();
    for (const r of rows as { id?: unknown; price?: unknown }[]) {
      const price = Number(r.price);
      if (typeof r.id === 'string' && Number.isFinite(price)) out.set(r.id, price);
    }
    return out;
  } catch {
    return null;
  }
}
