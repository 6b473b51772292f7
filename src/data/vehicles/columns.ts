// Which columns each use reads, and the row schema of each column set.
import { z } from '~/lib/zod';
import { draftVehicleRowSchema, vehicleRowSchema, type VehicleRow } from './row';

/** What every use reads first: who the car is and what the filters compare. */
const BASE_COLUMNS = [
  'id',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'condition',
  'body_type',
] as const;
/** What every use reads last: the status and the two timestamps (the one order, the deltas). */
const STAMP_COLUMNS = ['status', 'created_at', 'updated_at'] as const;

/** Columns per use. `page` is everything a vehicle page or the staff form shows. */
const PAGE_COLUMNS = [
  ...BASE_COLUMNS,
  'color',
  'features',
  'images',
  'vehicle_details',
  'origin',
  'registration_year',
  'previous_owners',
  'warranty_months',
  'engine_capacity_cc',
  'stock_number',
  'previous_price',
  'price_reduced_at',
  ...STAMP_COLUMNS,
] as const;
export const COLUMNS = {
  page: PAGE_COLUMNS,
  /** The same columns as staff read them: a draft may lack fields (issue 33). */
  staff: PAGE_COLUMNS,
  card: [...BASE_COLUMNS, 'images', 'features', 'origin', 'previous_price', 'price_reduced_at', ...STAMP_COLUMNS],
} as const satisfies Record<string, readonly (keyof VehicleRow)[]>;
export type ColumnSet = keyof typeof COLUMNS;

export const cardRowSchema = z.pick(vehicleRowSchema, {
  id: true,
  make: true,
  model: true,
  year: true,
  price: true,
  mileage: true,
  fuel_type: true,
  transmission: true,
  condition: true,
  body_type: true,
  images: true,
  features: true,
  origin: true,
  previous_price: true,
  price_reduced_at: true,
  status: true,
  created_at: true,
  updated_at: true,
});
export type CardRow = z.infer<typeof cardRowSchema>;
export const ROW_SCHEMAS = { page: vehicleRowSchema, staff: draftVehicleRowSchema, card: cardRowSchema } as const;

/** What an inventory card, the index and "similar vehicles" need. */
