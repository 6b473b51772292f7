// A row of public.vehicles as PostgREST returns it, and the one mapping between the database's
// snake_case rows and the app's camelCase Vehicle (src/lib/vehicle/index.ts holds the domain type); both
// follow the field table of src/lib/vehicle/fields.ts.
import { z } from '~/lib/zod';
import { isCompleteVehicle, type DraftVehicle, type DraftVehicleInput, type Vehicle } from '~/lib/vehicle';
import {
  draftRowShape,
  FIELD_NAMES,
  rowShape,
  VEHICLE_FIELDS,
  WRITABLE_FIELDS,
  type ColumnOf,
  type ReadOnlyField,
} from '~/lib/vehicle/fields';

/** A row of public.vehicles as PostgREST returns it. */
export const vehicleRowSchema = z.object({ ...rowShape, deleted_at: z.optional(z.nullable(z.string())) });
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

/**
 * A row as staff read it: a draft may leave the fields a listed car needs empty
 * (vehicles_complete_unless_draft). Only staff-side reads use it; public reads stay strict.
 */
export const draftVehicleRowSchema = z.extend(vehicleRowSchema, draftRowShape);
export type DraftVehicleRow = z.infer<typeof draftVehicleRowSchema>;

/** The writable columns, as sent to PostgREST on insert or update (a draft's may be null). */
export type VehicleWrite = Omit<DraftVehicleRow, ColumnOf<ReadOnlyField> | 'deleted_at'>;

// [field, column] pairs, read once: the mappings below run for every vehicle of a build.
const READ = FIELD_NAMES.map((f) => [f, VEHICLE_FIELDS[f].column] as const);
const WRITE = WRITABLE_FIELDS.map((f) => [f, VEHICLE_FIELDS[f].column] as const);

/** A staff row (a draft may lack fields) as the app's DraftVehicle. */
export function fromDraftRow(row: DraftVehicleRow): DraftVehicle {
  const v: Record<string, unknown> = {};
  for (const [f, c] of READ) v[f] = row[c];
  return v as DraftVehicle;
}

/** A complete row (every public read) as a Vehicle. */
export function fromRow(row: VehicleRow): Vehicle {
  const v = fromDraftRow(row);
  // Never thrown: a VehicleRow has every field; this only narrows the type.
  if (!isCompleteVehicle(v)) throw new Error('incomplete vehicle row');
  return v;
}

export function toRow(v: DraftVehicleInput): VehicleWrite {
  const row: Record<string, unknown> = {};
  for (const [f, c] of WRITE) row[c] = v[f];
  return row as VehicleWrite;
}

/** A staff read's row (unknown JSON), checked: a draft may lack fields. */
export const parseDraftVehicleRow = (raw: unknown): DraftVehicle => fromDraftRow(draftVehicleRowSchema.parse(raw));
