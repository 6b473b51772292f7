// What staff pages need of each field of ./fields.ts, kept apart so the public pages' scripts
// do not carry it: the label the history, the form and the compare table name it by (the form adds a
// unit where it has one), its limits, the order the form lays the fields out in (this record's order;
// the history lists changes in it too), the local details' inputs and messages, and the CSV template's
// example car. tsc refuses a field staff write missing here.
import { VEHICLE_FIELDS, type LocalDetailField, type WritableField } from './fields';
import type { z } from '~/lib/zod';

/**
 * What a field may hold, which the staff form and the CSV import check (src/lib/staff/vehicle/limits.ts words the
 * messages). A year's maximum is not here: it moves with the date (maxVehicleYear); the registration
 * year's bounds are the car's year and that maximum. The database checks the same numbers with named
 * checks in its migrations: the one thing kept twice, on purpose (hosted Supabase runs the
 * migrations, not this file); tests/server/field-limits.int.test.ts checks that the two agree.
 */
interface Limits {
  /** Characters of a text; of each item, for a list. */
  readonly length?: number;
  /** A list's number of items. */
  readonly items?: number;
  /** The details written as one text: its characters. */
  readonly text?: number;
  /** A number's range. */
  readonly min?: number;
  readonly max?: number;
}

interface StaffField {
  readonly label: string;
  readonly formLabel?: string;
  readonly limits?: Limits;
}

export const STAFF_FIELDS = {
  make: { label: 'Make', limits: { length: 60 } },
  model: { label: 'Model', limits: { length: 60 } },
  variant: { label: 'Variant', limits: { length: 60 } },
  year: { label: 'Year', limits: { min: 1950 } },
  price: { label: 'Price', formLabel: 'Price (MYR)', limits: { min: 1, max: 100_000_000 } },
  mileage: { label: 'Mileage', formLabel: 'Mileage (KM)', limits: { min: 0, max: 2_000_000 } },
  color: { label: 'Color', limits: { length: 40 } },
  fuelType: { label: 'Fuel Type' },
  transmission: { label: 'Transmission' },
  condition: { label: 'Condition' },
  bodyType: { label: 'Body Type' },
  status: { label: 'Status' },
  origin: { label: 'Origin' },
  registrationYear: { label: 'First Registered' }, // not 'Registration Year': the form's 'Year' label must stay unique
  previousOwners: { label: 'Previous Owners', limits: { min: 0, max: 20 } },
  warrantyMonths: { label: 'Warranty (months)', limits: { min: 0, max: 120 } },
  engineCapacityCc: { label: 'Engine Capacity (cc)', limits: { min: 50, max: 10000 } },
  motorPowerKw: { label: 'Motor Power (kW)', limits: { min: 1, max: 2000 } },
  stockNumber: { label: 'Stock Number', limits: { length: 40 } },
  features: { label: 'Features', limits: { items: 30, length: 80 } },
  vehicleDetails: { label: 'Vehicle Details', limits: { items: 30, length: 200, text: 4000 } },
  images: { label: 'Images' },
} as const satisfies { readonly [F in WritableField]: StaffField };

type Staff = typeof STAFF_FIELDS;
/** The fields staff write, in the form's order. */
export const FORM_ORDER = Object.keys(STAFF_FIELDS) as WritableField[];
/** How staff name a field (the history's lines, the compare table). */
export const fieldLabel = (f: WritableField): string => STAFF_FIELDS[f].label;
/** The form's label of a field (with its unit, if any). */
export const formLabel = (f: WritableField): string => (STAFF_FIELDS[f] as StaffField).formLabel ?? fieldLabel(f);

/** The fields with limits, in the form's order, and each one's. */
export type LimitedField = { [F in WritableField]: Staff[F] extends { limits: object } ? F : never }[WritableField];
export const LIMITED_FIELDS = FORM_ORDER.filter((f): f is LimitedField => 'limits' in STAFF_FIELDS[f]);
export const limitsOf = <F extends LimitedField>(f: F): Staff[F]['limits'] => STAFF_FIELDS[f].limits;
export const limitsOfAny = (f: WritableField): Limits | undefined => (STAFF_FIELDS[f] as StaffField).limits;
/** How staff name each local detail (the compare table's rows). */
export const LOCAL_DETAIL_LABELS = Object.fromEntries(
  FORM_ORDER.flatMap((f) => ('local' in VEHICLE_FIELDS[f] ? [[f, fieldLabel(f)]] : [])),
) as { readonly [F in LocalDetailField]: string };

/** A number's bounds, as a message names them. */
type Bounds = { min: number; max: number };

/**
 * The staff form's input of each local detail (src/lib/staff/vehicle/local-details-form.ts): an example ('e.g. …'), a
 * hint, and what the form says of a bad value. A detail not listed gets no example and, for a
 * number, '<label> must be a whole number from <min> to <max>'.
 */
export const LOCAL_DETAIL_INPUTS: {
  readonly [F in LocalDetailField]?: { example?: string; hint?: string; invalid?: (b: Bounds) => string };
} = {
  origin: { invalid: () => 'Origin must be Local or Recond' },
  registrationYear: {
    example: '2023',
    hint: 'Year of first registration in Malaysia; a recond may be registered later than it was built',
    invalid: (b) => `Registration year must be a whole number from ${b.min} (the vehicle's year) to ${b.max}`,
  },
  previousOwners: { example: '1', invalid: (b) => `Previous owners must be a whole number from ${b.min} to ${b.max}` },
  warrantyMonths: {
    example: '12',
    invalid: (b) => `Warranty must be a whole number of months from ${b.min} to ${b.max}`,
  },
  engineCapacityCc: {
    example: '1998',
    hint: 'Leave empty for an electric vehicle',
    invalid: (b) =>
      `Engine capacity must be a whole number of cc from ${b.min} to ${b.max.toLocaleString('en-MY')}, like 1998`,
  },
  motorPowerKw: {
    example: '220',
    hint: "An electric car's road tax is charged on its motor power (the registration card's kW)",
    invalid: (b) =>
      `Motor power must be a whole number of kW from ${b.min} to ${b.max.toLocaleString('en-MY')}, like 220`,
  },
};

type Fields = typeof VEHICLE_FIELDS;
/** The CSV template's example car (src/lib/staff/vehicle/csv.ts): a BMW X5 as a dealer lists it. */
export const EXAMPLE_VEHICLE: { [F in WritableField | 'createdAt' | 'updatedAt']: z.output<Fields[F]['value']> } = {
  make: 'BMW',
  model: 'X5 xDrive45e',
  variant: 'M Sport',
  year: 2023,
  price: 285_000,
  mileage: 45_000,
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  condition: 'Excellent',
  bodyType: 'SUV',
  color: 'Alpine White',
  features: ['Panoramic roof', 'Harman Kardon', 'Head-up display'],
  images: ['/seed/bmw-x5-xdrive45e-2023-front.webp'],
  vehicleDetails: {
    exterior: ['M Sport kit', '21-inch wheels'],
    interior: ['Vernasca leather'],
    drivetrain: ['xDrive', '8-speed Steptronic'],
  },
  status: 'available',
  origin: 'Local',
  registrationYear: 2023,
  previousOwners: 1,
  warrantyMonths: 24,
  engineCapacityCc: 2998,
  motorPowerKw: null,
  stockNumber: 'MM-0001',
  createdAt: '2025-11-01',
  updatedAt: '',
};
