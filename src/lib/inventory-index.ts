// The compact card shape: what an inventory card, the JSON index and "similar vehicles" need,
// so thousands of vehicles stay a small download.
import { z } from 'zod';
import { limits } from '../config/site';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, type Vehicle } from './vehicle';

export const vehicleCardSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  price: z.number(),
  mileage: z.number().int(),
  fuelType: z.enum(FUEL_TYPES),
  condition: z.enum(CONDITIONS),
  bodyType: z.enum(BODY_TYPES),
  image: z.string().nullable().describe('first image, null when the vehicle has none'),
  features: z.array(z.string()).describe('the first features shown on the card'),
  featureCount: z.number().int().describe('total number of features, for "+N more"'),
});
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

export const inventoryIndexSchema = z.array(vehicleCardSchema);
export type InventoryIndex = z.infer<typeof inventoryIndexSchema>;

export function toCard(v: Vehicle): VehicleCard {
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    price: v.price,
    mileage: v.mileage,
    fuelType: v.fuelType,
    condition: v.condition,
    bodyType: v.bodyType,
    image: v.images[0] ?? null,
    features: v.features.slice(0, limits.cardFeatureCount),
    featureCount: v.features.length,
  };
}

/** Same cards in the same order: lets the island skip a re-render when live data matches the build. */
export function sameCards(a: readonly VehicleCard[], b: readonly VehicleCard[]): boolean {
  return a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));
}
