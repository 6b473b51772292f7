// Which columns each use reads, and the row schema of each column set. The columns themselves are
// the fields of src/lib/vehicle/fields.ts.
import { z } from '~/lib/zod';
import {
  CARD_FIELDS,
  FIELD_NAMES,
  READ_FIRST_FIELDS,
  READ_LAST_FIELDS,
  VEHICLE_FIELDS,
  type CardField,
  type ColumnOf,
  type VehicleColumn,
  type VehicleField,
} from '~/lib/vehicle/fields';
import { draftVehicleRowSchema, vehicleRowSchema, type VehicleRow } from './vehicle-row';

const columnsOf = (fields: readonly VehicleField[]): VehicleColumn[] => fields.map((f) => VEHICLE_FIELDS[f].column);
/** What every use reads first (who the car is, what the filters compare) and last (status, timestamps). */
const BASE_COLUMNS = columnsOf(READ_FIRST_FIELDS);
const STAMP_COLUMNS = columnsOf(READ_LAST_FIELDS);
const between = (columns: readonly VehicleColumn[]): VehicleColumn[] =>
  columns.filter((c) => !BASE_COLUMNS.includes(c) && !STAMP_COLUMNS.includes(c));

/** Columns per use. `page` is everything a vehicle page or the staff form shows: every field. */
const PAGE_COLUMNS = [...BASE_COLUMNS, ...between(columnsOf(FIELD_NAMES)), ...STAMP_COLUMNS];
/** The card's: the base, then its own fields (first image, features, origin, the price drop). */
const CARD_COLUMNS = [
  ...BASE_COLUMNS,
  'images',
  ...between(columnsOf(CARD_FIELDS).filter((c) => c !== 'images')),
  ...STAMP_COLUMNS,
] as ColumnOf<CardField>[];
export const COLUMNS = {
  page: PAGE_COLUMNS,
  /** The same columns as staff read them: a draft may lack fields. */
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
