// The vehicle field limits the form enforces; the database enforces the same numbers with named
// checks (supabase/migrations/20261123000210_field_limits.sql). Change both together.
export const VEHICLE_LIMITS = {
  makeLength: 60,
  modelLength: 60,
  colorLength: 40,
  features: { items: 30, length: 80 },
  detailsList: { items: 30, length: 200 },
  detailsTextLength: 4000,
  price: { min: 1, max: 100_000_000 },
  mileage: { min: 0, max: 2_000_000 },
  minYear: 1950,
  stockNumberLength: 40,
} as const;

/** Vehicles of next model year are on sale from mid-year; later is a typo. */
export const maxVehicleYear = (now: Date = new Date()): number => now.getFullYear() + 1;

const n = (x: number): string => x.toLocaleString('en-US');

/** What the form says when a value is outside its limit. */
export const LIMIT_MESSAGES = {
  make: `Make must be at most ${VEHICLE_LIMITS.makeLength} characters`,
  model: `Model must be at most ${VEHICLE_LIMITS.modelLength} characters`,
  color: `Color must be at most ${VEHICLE_LIMITS.colorLength} characters`,
  features: `Features: at most ${VEHICLE_LIMITS.features.items} items of up to ${VEHICLE_LIMITS.features.length} characters each`,
  detailsList: (label: string) =>
    `${label}: at most ${VEHICLE_LIMITS.detailsList.items} items of up to ${VEHICLE_LIMITS.detailsList.length} characters each`,
  detailsText: `Vehicle Details must be at most ${n(VEHICLE_LIMITS.detailsTextLength)} characters`,
  price: `Price must be from MYR ${n(VEHICLE_LIMITS.price.min)} to MYR ${n(VEHICLE_LIMITS.price.max)}`,
  stockNumber: `Stock Number must be at most ${VEHICLE_LIMITS.stockNumberLength} characters`,
  stockNumberTaken: 'Stock Number is already used by another vehicle',
  mileage: `Mileage must be from ${n(VEHICLE_LIMITS.mileage.min)} to ${n(VEHICLE_LIMITS.mileage.max)} KM`,
} as const;

/** The hint under a list field. */
export const listHint = (limit: { items: number; length: number }): string =>
  `Separate items with commas; up to ${limit.items} items of ${limit.length} characters`;

export const withinList = (items: readonly string[], limit: { items: number; length: number }): boolean =>
  items.length <= limit.items && items.every((i) => i.length <= limit.length);
