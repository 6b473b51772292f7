// The vehicle field limits' helpers; what the form says of a value past its limit is
// STAFF_WORDS.limits (src/lib/staff-words). The numbers are the field table's (each field's
// `limits` in src/lib/vehicle/fields-staff.ts); the database checks the same numbers with named checks in its
// migrations (20261123000210_field_limits.sql, 20261123000600_local_details.sql,
// 20261125000100_dealer_stock.sql), and tests/server/field-limits.int.test.ts checks that they agree.

/** Vehicles of next model year are on sale from mid-year; later is a typo. */
export const maxVehicleYear = (now: Date = new Date()): number => now.getFullYear() + 1;

/** The hint under a list field. */
export const listHint = (limit: { items: number; length: number }): string =>
  `Separate items with commas; up to ${limit.items} items of ${limit.length} characters`;

export const withinList = (items: readonly string[], limit: { items: number; length: number }): boolean =>
  items.length <= limit.items && items.every((i) => i.length <= limit.length);
