// The first /inventory page's cards past its first screen, as the build wrote them
// (src/pages/inventory-later.json.ts): what the inventory island needs, besides the first screen's
// cards it carries, to apply a delta to the page.
import { z } from '~/lib/zod';
import { vehicleCardSchema, type VehicleCard } from './card';

const laterSchema = z.array(vehicleCardSchema);

export async function fetchLaterCards(url: string): Promise<VehicleCard[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return laterSchema.parse(await res.json());
}
