// Which columns each use reads, and the row schema of each column set. The columns themselves are
// the fields of src/lib/vehicle-fields.ts.
import { z } from '~/lib/zod';
import { CARD_FIELDS, FIELD_NAMES, VEHICLE_FIELDS, type CardField, type ColumnOf } from '~/lib/vehicle-fields';
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
type Between = Exclude<
  ColumnOf<(typeof FIELD_NAMES)[number]>,
  (typeof BASE_COLUMNS)[number] | (typeof STAMP_COLUMNS)[number]
>;
const between = <C extends string>(columns: readonly C[]): C[] =>
  columns.filter(
    (c) => !(BASE_COLUMNS as readonly string[]).includes(c) && !(STAMP_COLUMNS as readonly string[]).includes(c),
  );

/** Columns per use. `page` is everything a vehicle page or the staff form shows: every field. */
const PAGE_COLUMNS = [
  ...BASE_COLUMNS,
  ...between(FIELD_NAMES.map((f) => VEHICLE_FIELDS[f].column) as Between[]),
  ...STAMP_COLUMNS,
];
/** The card's: the base, then its own fields (first image, features, origin, the price drop). */
const CARD_COLUMNS = [
  ...BASE_COLUMNS,
  'images',
  ...between(CARD_FIELDS.map((f) => VEHICLE_FIELDS[f].column).filter((c) => c !== 'images')),
  ...STAMP_COLUMNS,
] as ColumnOf<CardField>[];
export const COLUMNS = {
  page: PAGE_COLUMNS,
  /** The same columns as staff read them: a draft may lack fields (issue 33). */
  staff: PAGE_COLUMNS,
  card: CARD_COLUMNS,
} as const satisfies Record<string, readonly (keyof VehicleRow)[]>;
export type ColumnSet = keyof typeof COLUMNS;

export const cardRowSchema = z.pick(
  vehicleRowSchema,
  Object.fromEntries(CARD_COLUMNS.map((c) => [c, true])) as { [C in ColumnOf<CardField>]: true },
);
export type CardRow = z.infer<typeof cardRowSchema>;
export const ROW_SCHEMAS = { page: vehicleRowSchema, staff: draftVehicleRowSchema, card: cardRowSchema } as const;
