// A row of public.vehicles as PostgREST returns it, and the one mapping between the database's
// snake_case rows and the app's camelCase Vehicle (src/lib/vehicle.ts holds the domain type).
import { z } from '~/lib/zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  vehicleDetailsSchema,
  isCompleteVehicle,
  type DraftVehicle,
  type DraftVehicleInput,
  type Vehicle,
} from '~/lib/vehicle';

/** A row of public.vehicles as PostgREST returns it. */
export const vehicleRowSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.int(),
  price: z.coerce.number(),
  mileage: z.int(),
  fuel_type: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  condition: z.enum(CONDITIONS),
  body_type: z.enum(BODY_TYPES),
  color: z.string(),
  features: z.array(z.string()),
  images: z.array(z.string()),
  vehicle_details: vehicleDetailsSchema,
  // Absent in rows read before the column existed.
  status: z._default(z.enum(VEHICLE_STATUSES), 'available'),
  // Optional local details; absent in rows read before the columns existed.
  origin: z._default(z.nullable(z.enum(ORIGINS)), null),
  registration_year: z._default(z.nullable(z.int()), null),
  previous_owners: z._default(z.nullable(z.int()), null),
  warranty_months: z._default(z.nullable(z.int()), null),
  engine_capacity_cc: z._default(z.nullable(z.int()), null),
  // Absent in rows read before the columns existed (20261125000100_dealer_stock.sql).
  stock_number: z._default(z.nullable(z.string()), null),
  previous_price: z._default(z.nullable(z.coerce.number()), null),
  price_reduced_at: z._default(z.nullable(z.string()), null),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.optional(z.nullable(z.string())),
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

/**
 * A row as staff read it (issue 33): a draft may leave the fields a listed car needs empty
 * (vehicles_complete_unless_draft). Only staff-side reads use it; public reads stay strict.
 */
export const draftVehicleRowSchema = z.extend(vehicleRowSchema, {
  year: z.nullable(z.int()),
  price: z.nullable(z.coerce.number()),
  mileage: z.nullable(z.int()),
  fuel_type: z.nullable(z.enum(FUEL_TYPES)),
  transmission: z.nullable(z.enum(TRANSMISSIONS)),
  condition: z.nullable(z.enum(CONDITIONS)),
  body_type: z.nullable(z.enum(BODY_TYPES)),
  color: z.nullable(z.string()),
});
export type DraftVehicleRow = z.infer<typeof draftVehicleRowSchema>;

/** The writable columns, as sent to PostgREST on insert or update (a draft's may be null). */
export type VehicleWrite = Omit<
  DraftVehicleRow,
  'id' | 'created_at' | 'updated_at' | 'deleted_at' | 'previous_price' | 'price_reduced_at'
>;

/** A staff row (a draft may lack fields) as the app's DraftVehicle. */
export function fromDraftRow(row: DraftVehicleRow): DraftVehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    condition: row.condition,
    bodyType: row.body_type,
    color: row.color,
    features: row.features,
    images: row.images,
    vehicleDetails: row.vehicle_details,
    status: row.status,
    origin: row.origin,
    registrationYear: row.registration_year,
    previousOwners: row.previous_owners,
    warrantyMonths: row.warranty_months,
    engineCapacityCc: row.engine_capacity_cc,
    stockNumber: row.stock_number,
    previousPrice: row.previous_price,
    priceReducedAt: row.price_reduced_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A complete row (every public read) as a Vehicle. */
export function fromRow(row: VehicleRow): Vehicle {
  const v = fromDraftRow(row);
  // Never thrown: a VehicleRow has every field; this only narrows the type.
  if (!isCompleteVehicle(v)) throw new Error('incomplete vehicle row');
  return v;
}

export function toRow(v: DraftVehicleInput): VehicleWrite {
  return {
    make: v.make,
    model: v.model,
    year: v.year,
    price: v.price,
    mileage: v.mileage,
    fuel_type: v.fuelType,
    transmission: v.transmission,
    condition: v.condition,
    body_type: v.bodyType,
    color: v.color,
    features: v.features,
    images: v.images,
    vehicle_details: v.vehicleDetails,
    status: v.status,
    origin: v.origin,
    registration_year: v.registrationYear,
    previous_owners: v.previousOwners,
    warranty_months: v.warrantyMonths,
    engine_capacity_cc: v.engineCapacityCc,
    stock_number: v.stockNumber,
  };
}

/** Parse an untrusted row (REST answer) into a Vehicle, throwing a zod error on a bad shape. */
export const parseVehicleRow = (raw: unknown): Vehicle => fromRow(vehicleRowSchema.parse(raw));
/** The same for a staff read, where a draft may lack fields. */
export const parseDraftVehicleRow = (raw: unknown): DraftVehicle => fromDraftRow(draftVehicleRowSchema.parse(raw));
