// The public price history: date and price of each price change of vehicles whose price changed
// (public.vehicle_price_history, which exposes nothing else of the audit trail). One read per build.
import { z } from '~/lib/zod';
import { restGet, type RestSource } from './postgrest';

export interface PricePoint {
  changedAt: string;
  price: number;
}

const PAGE = 1000;
const rowsSchema = z.array(z.object({ vehicle_id: z.string(), changed_at: z.string(), price: z.coerce.number() }));

/** Each vehicle's price history, oldest first; vehicles whose price never changed are absent. */
export async function fetchPriceHistory(src: RestSource, id?: string): Promise<Map<string, PricePoint[]>> {
  const out = new Map<string, PricePoint[]>();
  for (let offset = 0; ; offset += PAGE) {
    const p = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
    if (id) p.set('p_id', id);
    const rows = rowsSchema.parse((await restGet(src, 'rpc/vehicle_price_history', p)).body);
    for (const r of rows) {
      const list = out.get(r.vehicle_id) ?? [];
      list.push({ changedAt: r.changed_at, price: r.price });
      out.set(r.vehicle_id, list);
    }
    if (rows.length < PAGE) return out;
  }
}
