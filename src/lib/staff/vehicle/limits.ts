// What the form says of the vehicle field limits. The numbers are the field table's (each field's
// `limits` in src/lib/vehicle/fields-staff.ts); the database checks the same numbers with named checks in its
// migrations (20261123000210_field_limits.sql, 20261123000600_local_details.sql,
// 20261125000100_dealer_stock.sql), and tests/server/field-limits.int.test.ts checks that they agree.
import { limitsOf } from '~/lib/vehicle/fields-staff';

/** Vehicles of next model year are on sale from mid-year; later is a typo. */
export const maxVehicleYear = (now: Date = new Date()): number => now.getFullYear() + 1;

const n = (x: number): string => x.toLocaleString('en-US');
const [make, model, color, stock] = [limitsOf('make'), limitsOf('model'), limitsOf('color'), limitsOf('stockNumber')];
const [features, details, price, mileage] = [
  limitsOf('features'),
  limitsOf('vehicleDetails'),
  limitsOf('price'),
  limitsOf('mileage'),
];

/** What the form says when a value is outside its limit. */
export const LIMIT_MESSAGES = {
  make: `Make must be at most ${make.length} characters`,
  model: `Model must be at most ${model.length} characters`,
  color: `Color must be at most ${color.length} characters`,
  features: `Features: at most ${features.items} items of up to ${features.length} characters each`,
  detailsList: (label: string) => `${label}: at most ${details.items} items of up to ${details.length} characters each`,
  detailsText: `Vehicle Details must be at most ${n(details.text)} characters`,
  price: `Price must be from MYR ${n(price.min)} to MYR ${n(price.max)}`,
  stockNumber: `Stock Number must be at most ${stock.length} characters`,
  stockNumberTaken: 'Stock Number is already used by another vehicle',
  mileage: `Mileage must be from ${n(mileage.min)} to ${n(mileage.max)} KM`,
} as const;

/** The hint under a list field. */
export const listHint = (limit: { items: number; length: number }): string =>
  `Separate items with commas; up to ${limit.items} items of ${limit.length} characters`;

export const withinList = (items: readonly string[], limit: { items: number; length: number }): boolean =>
  items.length <= limit.items && items.every((i) => i.length <= limit.length);
