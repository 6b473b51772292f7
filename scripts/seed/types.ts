// Shape of one seed vehicle: the app's VehicleInput (minus images, which are derived from the
// views) plus what the image generator needs. Validated so a typo fails the generators loudly.
import { z } from 'zod';
import { vehicleSchema } from '~/lib/vehicle';

export const SEED_VIEWS = ['side', 'front', 'rear', 'interior', 'wheel', 'detail'] as const;
export type SeedView = (typeof SEED_VIEWS)[number];

export const seedVehicleSchema = z
  .object(vehicleSchema.shape)
  .omit({
    id: true,
    images: true,
    createdAt: true,
    updatedAt: true,
    status: true,
    stockNumber: true,
    previousPrice: true,
    priceReducedAt: true,
  })
  .extend({
    /** File-name stem for this car's photos: /seed/<slug>-<view>.svg */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** Paint colour the photos are tinted with, matching `color`. */
    paint: z.string().regex(/^#[0-9a-f]{6}$/),
    views: z.array(z.enum(SEED_VIEWS)).min(1).max(6),
    features: z.array(z.string().min(1)).min(4).max(10),
  });
export type SeedVehicle = z.infer<typeof seedVehicleSchema>;

export const imageUrl = (v: Pick<SeedVehicle, 'slug'>, view: SeedView): string => `/seed/${v.slug}-${view}.svg`;
