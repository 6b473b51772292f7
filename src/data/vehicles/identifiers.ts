// What visitors may know of each listed car's chassis number (public.vehicle_public_identifiers():
// its last 4 characters, and the whole value only when it is a valid VIN); the chassis numbers
// themselves are staff-only (public.vehicle_identifiers). Read once per build for the Meta feed.
import { z } from '~/lib/zod';
import { restGet, type RestSource } from './postgrest';

export interface PublicIdentifier {
  chassisLast4: string;
  vin: string | null;
}

const PAGE = 1000;
const rowsSchema = z.array(
  z.object({ vehicle_id: z.string(), chassis_last4: z.string(), vin: z.nullable(z.string()) }),
);

export async function fetchPublicIdentifiers(src: RestSource): Promise<Map<string, PublicIdentifier>> {
  const out = new Map<string, PublicIdentifier>();
  for (let offset = 0; ; offset += PAGE) {
    const p = new URLSearchParams({ limit: String(PAGE), offset: String(offset), order: 'vehicle_id' });
    const rows = rowsSchema.parse((await restGet(src, 'rpc/vehicle_public_identifiers', p)).body);
    for (const r of rows) out.set(r.vehicle_id, { chassisLast4: r.chassis_last4, vin: r.vin });
    if (rows.length < PAGE) return out;
  }
}
