// Shape of one seed vehicle: the app's VehicleInput (minus images, which are derived from the
// views) plus what the image generator needs. Validated so a typo fails the generators loudly.
import { z } from 'zod';
import { SEED_COPY_SUFFIX } from '~/lib/photos/seed-pictures';
import { vehicleSchema, type Vehicle } from '~/lib/vehicle';
import { WRITABLE_FIELDS, type WritableField } from '~/lib/vehicle/fields';

export const SEED_VIEWS = ['side', 'front', 'rear', 'interior', 'wheel', 'detail'] as const;
export type SeedView = (typeof SEED_VIEWS)[number];

/** What a seed car states: what staff write (src/lib/vehicle/fields.ts) but its photos, status and stock number. */
export const SEED_FIELDS = WRITABLE_FIELDS.filter(
  (f): f is Exclude<WritableField, 'images' | 'status' | 'stockNumber'> =>
    f !== 'images' && f !== 'status' && f !== 'stockNumber',
);
type SeedField = (typeof SEED_FIELDS)[number];
/** A detail a seed car may leave out (null: not stated), so a new optional column needs no seed edits. */
type OptionalSeedField = { [F in SeedField]: null extends Vehicle[F] ? F : never }[SeedField];
const optional = SEED_FIELDS.filter((f) => vehicleSchema.shape[f].safeParse(null).success);

export const seedVehicleSchema = z
  .object(
    Object.fromEntries(SEED_FIELDS.map((f) => [f, vehicleSchema.shape[f]])) as Pick<
      typeof vehicleSchema.shape,
      SeedField
    >,
  )
  .partial(Object.fromEntries(optional.map((f) => [f, true])) as { [F in OptionalSeedField]: true })
  .extend({
    /** File-name stem for this car's pictures: /seed/<slug>-<view>.webp */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** Body colour the car is painted in, matching `color`. */
    paint: z.string().regex(/^#[0-9a-f]{6}$/),
    views: z.array(z.enum(SEED_VIEWS)).min(4).max(6),
    features: z.array(z.string().min(1)).min(4).max(10),
  });
export type SeedVehicle = z.infer<typeof seedVehicleSchema>;

/** The sizes each picture is written in: the gallery's (named by the seed rows), the cards' and the thumbnails'. */
export const SEED_PICTURE_SIZES = [
  { name: 'gallery', width: 1200, height: 900, quality: 80 },
  // The vehicle page's main photo on a phone (412 CSS px at 1.75x, Lighthouse's phone, needs 721).
  { name: 'main', width: 800, height: 600, quality: 78 },
  { name: 'card', width: 640, height: 480, quality: 78 },
  { name: 'thumb', width: 240, height: 180, quality: 75 },
] as const;
export type SeedPictureSize = (typeof SEED_PICTURE_SIZES)[number]['name'];

export const pictureFile = (v: Pick<SeedVehicle, 'slug'>, view: SeedView, size: SeedPictureSize = 'gallery'): string =>
  `${v.slug}-${view}${size === 'gallery' ? '' : SEED_COPY_SUFFIX[size]}.webp`;

export const imageUrl = (v: Pick<SeedVehicle, 'slug'>, view: SeedView): string => `/seed/${pictureFile(v, view)}`;
