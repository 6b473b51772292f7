// The similar cars of a vehicle shown live, from the built inventory index. A module of its own,
// imported only when wanted, so a car newer than the build is drawn before the index (its biggest
// download: 266 KB gzipped at 10,000 cars) and the code that reads it arrive.
import { fetchIndex, toCard, type VehicleCard } from '~/data/vehicles/browser';
import { similarVehicles, suggestable } from '~/lib/vehicle/similar';
import type { Vehicle } from '~/lib/vehicle';

/** Up to three listed cars like `v` (docs/product.md D10), by the same rule as a prebuilt page. */
export async function similarCards(v: Vehicle): Promise<VehicleCard[]> {
  return similarVehicles(toCard(v), suggestable((await fetchIndex()).cards));
}
