// What staff pages need of each field of ./vehicle-fields.ts, kept apart so the public pages' scripts
// do not carry it: the label the history and the form name it by (the form adds a unit where it has
// one), the order the form lays the fields out in (this record's order; the history lists changes
// in it too), the local details' inputs and messages, and the CSV template's example car. tsc
// refuses a field staff write missing here. A local detail's label is the table's (the public compare
// page shows it too).
import {
  LOCAL_DETAIL_FIELDS,
  localSpec,
  type LocalDetailField,
  type VEHICLE_FIELDS,
  type WritableField,
} from './vehicle-fields';
import type { z } from '~/lib/zod';

export const STAFF_FIELDS: { readonly [F in WritableField]: { label: string; formLabel?: string } } = {
  make: { label: 'Make' },
  model: { label: 'Model' },
  year: { label: 'Year' },
  price: { label: 'Price', formLabel: 'Price (MYR)' },
  mileage: { label: 'Mileage', formLabel: 'Mileage (KM)' },
  color: { label: 'Color' },
  fuelType: { label: 'Fuel Type' },
  transmission: { label: 'Transmission' },
  condition: { label: 'Condition' },
  bodyType: { label: 'Body Type' },
  status: { label: 'Status' },
  ...(Object.fromEntries(LOCAL_DETAIL_FIELDS.map((f) => [f, { label: localSpec(f).label }])) as {
    [F in LocalDetailField]: { label: string };
  }),
  stockNumber: { label: 'Stock Number' },
  features: { label: 'Features' },
  vehicleDetails: { label: 'Vehicle Details' },
  images: { label: 'Images' },
};

/** The fields staff write, in the form's order. */
export const FORM_ORDER = Object.keys(STAFF_FIELDS) as WritableField[];
/** How staff name a field (the history's lines). */
export const fieldLabel = (f: WritableField): string => STAFF_FIELDS[f].label;
/** The form's label of a field (with its unit, if any). */
export const formLabel = (f: WritableField): string => STAFF_FIELDS[f].formLabel ?? fieldLabel(f);

/** A number's bounds, as a message names them. */
type Bounds = { min: number; max: number };

/**
 * The staff form's input of each local detail (./local-details-form.ts): an example ('e.g. …'), a
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
};

type Fields = typeof VEHICLE_FIELDS;
/** The CSV template's example car (src/lib/vehicle-csv.ts): a BMW X5 as a dealer lists it. */
export const EXAMPLE_VEHICLE: { [F in WritableField | 'createdAt' | 'updatedAt']: z.output<Fields[F]['value']> } = {
  make: 'BMW',
  model: 'X5 xDrive45e',
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
  stockNumber: 'MM-0001',
  createdAt: '2025-11-01',
  updatedAt: '',
};
