// The card: what an inventory card, the index and "similar vehicles" show of a vehicle, and the
// one projection to it.
import { z } from '~/lib/zod';
import { limits } from '~/config/constants';
import { reducedFrom } from '~/lib/vehicle/listing';
import { vehicleSchema, type Vehicle } from '~/lib/vehicle';
import { CARD_FIELDS, VEHICLE_FIELDS, type CardField } from '~/lib/vehicle/fields';
import type { CardRow } from './columns';

/** The vehicle's fields a card shows as they are (src/lib/vehicle/fields.ts marks what a card reads). */
type ShownField = Exclude<CardField, 'images' | 'updatedAt'>;
const SHOWN = CARD_FIELDS.filter((f): f is ShownField => f !== 'images' && f !== 'updatedAt');

/** What an inventory card, the index and "similar vehicles" need. */
export const vehicleCardSchema = z.extend(
  z.pick(vehicleSchema, Object.fromEntries(SHOWN.map((f) => [f, true])) as { [F in ShownField]: true }),
  {
    /** First image, null when the vehicle has none. */
    image: z.nullable(z.string()),
    /** The first features shown on the card. */
    features: z.array(z.string()),
    /** Total number of features, for "+N more". */
    featureCount: z.int(),
    /** Points its newest published inspection report checked; absent without one (prebuilt cards only). */
    inspectedPoints: z.optional(z.int()),
  },
);
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

type CardSource = Pick<Vehicle, Exclude<CardField, 'updatedAt'>>;

/**
 * The card projection, from a whole vehicle or from a card row's camelCase form. A price drop is
 * kept only while its badge shows now (the build's moment on prebuilt pages). One parameter only:
 * callers pass it to Array#map.
 *
 * Written out, not looped over CARD_FIELDS: the card's keys keep their own order (origin before
 * status, the first image and the feature count amid them, createdAt before the price drop), which
 * is not the table's, and every card JSON written (the pages, /inventory-index.json's round trip)
 * keeps it byte for byte. Nothing can be forgotten: VehicleCard derives from the `card` flags, so tsc
 * refuses this literal when a flagged field is missing.
 */
export function toCard(v: CardSource): VehicleCard {
  const recent = reducedFrom(v, Date.now()) !== null;
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    variant: v.variant,
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

const FROM_ROW = CARD_FIELDS.map((f) => [f, VEHICLE_FIELDS[f].column] as const);

/** A card row (snake_case) as a card. */
export function cardFromRow(r: CardRow): VehicleCard {
  const v: Record<string, unknown> = {};
  for (const [f, c] of FROM_ROW) v[f] = r[c];
  return toCard(v as CardSource);
}
