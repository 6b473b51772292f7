// The card: what an inventory card, the index and "similar vehicles" show of a vehicle, and the
// one projection to it.
import { z } from '~/lib/zod';
import { limits } from '~/config/constants';
import { reducedFrom } from '~/lib/listing';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type Vehicle,
} from '~/lib/vehicle';
import type { CardRow } from './columns';

/** What an inventory card, the index and "similar vehicles" need. */
export const vehicleCardSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.int(),
  price: z.number(),
  mileage: z.int(),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  condition: z.enum(CONDITIONS),
  bodyType: z.enum(BODY_TYPES),
  /** Local / Recond, null when not stated. */
  origin: z.nullable(z.enum(ORIGINS)),
  status: z.enum(VEHICLE_STATUSES),
  /** First image, null when the vehicle has none. */
  image: z.nullable(z.string()),
  /** The first features shown on the card. */
  features: z.array(z.string()),
  /** Total number of features, for "+N more". */
  featureCount: z.int(),
  /** Places the card in the one order. */
  createdAt: z.string(),
  /** The price before a recent drop (struck through) and when it dropped; null when none is recent. */
  previousPrice: z.nullable(z.number()),
  priceReducedAt: z.nullable(z.string()),
});
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

type CardSource = Pick<
  Vehicle,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'condition'
  | 'bodyType'
  | 'origin'
  | 'status'
  | 'images'
  | 'features'
  | 'createdAt'
  | 'previousPrice'
  | 'priceReducedAt'
>;

/**
 * The card projection, from a whole vehicle or from a card row's camelCase form. A price drop is
 * kept only while its badge shows now (the build's moment on prebuilt pages). One parameter only:
 * callers pass it to Array#map.
 */
export function toCard(v: CardSource): VehicleCard {
  const recent = reducedFrom(v, Date.now()) !== null;
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    price: v.price,
    mileage: v.mileage,
    fuelType: v.fuelType,
    transmission: v.transmission,
    condition: v.condition,
    bodyType: v.bodyType,
    origin: v.origin,
    status: v.status,
    image: v.images[0] ?? null,
    features: v.features.slice(0, limits.cardFeatureCount),
    featureCount: v.features.length,
    createdAt: v.createdAt,
    previousPrice: recent ? v.previousPrice : null,
    priceReducedAt: recent ? v.priceReducedAt : null,
  };
}

export const cardFromRow = (r: CardRow): VehicleCard =>
  toCard({
    id: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    price: r.price,
    mileage: r.mileage,
    fuelType: r.fuel_type,
    transmission: r.transmission,
    condition: r.condition,
    bodyType: r.body_type,
    origin: r.origin,
    status: r.status,
    images: r.images,
    features: r.features,
    createdAt: r.created_at,
    previousPrice: r.previous_price,
    priceReducedAt: r.price_reduced_at,
  });
