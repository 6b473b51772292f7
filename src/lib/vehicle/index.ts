// The Vehicle entity (docs/product.md §3): its zod schema and types, from the one definition of its
// fields (./fields.ts). The database's rows and their mapping to these objects live with the
// vehicle data (src/data/vehicles/vehicle-row.ts).
import { z } from '~/lib/zod';
import {
  DRAFT_FIELDS,
  ORIGINS,
  VEHICLE_STATUSES,
  vehicleDetailsObjectSchema,
  vehicleDetailsSchema,
  vehicleShape,
  type DraftField,
  type ReadOnlyField,
} from './fields';

// The option lists and the details schema are declared with the fields (./fields.ts).
export {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  vehicleDetailsObjectSchema,
  vehicleDetailsSchema,
} from './fields';
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const STATUS_LABELS: Record<VehicleStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  draft: 'Draft',
};
export type Origin = (typeof ORIGINS)[number];

export type VehicleDetailsObject = z.infer<typeof vehicleDetailsObjectSchema>;

export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;

/** Vehicle ids are UUIDs the database generates, written as 8-4-4-4-12 hex digits in either case. */
const VEHICLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can name a vehicle at all; anything else is simply not found, with no request made. */
export const isVehicleId = (id: string): boolean => VEHICLE_ID.test(id);

export { isCanonicalUuid } from '~/lib/uuid';

/** A vehicle as the app holds it: every field of ./fields.ts, camelCase. */
export const vehicleSchema = z.object(vehicleShape);
export type Vehicle = z.infer<typeof vehicleSchema>;

/** What staff write: every field but those only the database sets (id, timestamps, the price drop). */
export type VehicleInput = Omit<Vehicle, ReadOnlyField>;

// Drafts hold unfinished cars (docs/product.md, "Settled points"). A draft needs only make and model; these may stay
// empty (null) until it is published (the database's vehicles_complete_unless_draft says the same).
export const DRAFT_OPTIONAL_FIELDS: readonly DraftField[] = DRAFT_FIELDS;
export type DraftOptionalField = DraftField;
/** A vehicle as staff read it: a draft may lack any DRAFT_OPTIONAL_FIELDS. Public reads stay `Vehicle`. */
export type DraftVehicle = Omit<Vehicle, DraftOptionalField> & { [K in DraftOptionalField]: Vehicle[K] | null };
export type DraftVehicleInput = Omit<DraftVehicle, ReadOnlyField>;

/** Whether every required field is filled in (always so for a car that is not a draft). */
export const isCompleteVehicle = <T extends Pick<DraftVehicle, DraftOptionalField>>(
  v: T,
): v is T & Pick<Vehicle, DraftOptionalField> => DRAFT_OPTIONAL_FIELDS.every((f) => v[f] !== null);
