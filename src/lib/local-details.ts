// The optional local details of a vehicle: the form's text values, their
// parsing, and the labels the 'Vehicle Details' card shows. The database checks the same rules
// (supabase/migrations/20261123000600_local_details.sql); the bounds live in LOCAL_DETAIL_BOUNDS.
import { LOCAL_DETAIL_BOUNDS, ORIGINS, type Origin, type Vehicle } from './vehicle';
import { VEHICLE_LIMITS } from './vehicle-limits';

type LocalDetails = Pick<
  Vehicle,
  'origin' | 'registrationYear' | 'previousOwners' | 'warrantyMonths' | 'engineCapacityCc'
>;

/** The form fields, in the order the form shows them. */
const LOCAL_DETAIL_FIELDS = [
  'origin',
  'registrationYear',
  'previousOwners',
  'warrantyMonths',
  'engineCapacityCc',
] as const;
type LocalDetailField = (typeof LOCAL_DETAIL_FIELDS)[number];
type LocalDetailsForm = Record<LocalDetailField, string>;

export const LOCAL_DETAIL_LABELS: Record<LocalDetailField, string> = {
  origin: 'Origin',
  registrationYear: 'First Registered', // not 'Registration Year': the form's 'Year' label must stay unique
  previousOwners: 'Previous Owners',
  warrantyMonths: 'Warranty (months)',
  engineCapacityCc: 'Engine Capacity (cc)',
};

const { previousOwners: OWNERS, warrantyMonths: WARRANTY, engineCapacityCc: CC } = LOCAL_DETAIL_BOUNDS;

const LOCAL_DETAIL_MESSAGES = {
  origin: 'Origin must be Local or Recond',
  registrationYear: (year: number, max: number) =>
    `Registration year must be a whole number from ${year} (the vehicle's year) to ${max}`,
  previousOwners: `Previous owners must be a whole number from ${OWNERS.min} to ${OWNERS.max}`,
  warrantyMonths: `Warranty must be a whole number of months from ${WARRANTY.min} to ${WARRANTY.max}`,
  engineCapacityCc: `Engine capacity must be a whole number of cc from ${CC.min} to ${CC.max.toLocaleString('en-MY')}, like 1998`,
  electricEngine: 'Leave engine capacity empty for an electric vehicle',
} as const;

type Parsed =
  | { ok: true; details: LocalDetails }
  | { ok: false; message: string; errors: Partial<Record<LocalDetailField, string>> };

/**
 * Check the optional fields (empty means "not stated"), every one of them: each bad value gets its
 * own message. `year` and `fuelType` are the already parsed manufacturing year and fuel type (null
 * while those are invalid); `maxYear` the form's upper bound for years.
 */
export function parseLocalDetails(
  form: LocalDetailsForm,
  ctx: {
    year: number | null;
    fuelType: Vehicle['fuelType'] | null;
    maxYear: number;
    parseInteger: (s: string) => number | null;
  },
): Parsed {
  const errors: Partial<Record<LocalDetailField, string>> = {};
  const optionalInt = (field: LocalDetailField, min: number, max: number, message: string): number | null => {
    const text = form[field];
    if (text.trim() === '') return null;
    const n = ctx.parseInteger(text);
    if (n !== null && n >= min && n <= max) return n;
    errors[field] = message;
    return null;
  };
  const originText = form.origin.trim();
  const known = (ORIGINS as readonly string[]).includes(originText);
  if (originText !== '' && !known) errors.origin = LOCAL_DETAIL_MESSAGES.origin;
  const origin = known ? (originText as Origin) : null;
  // While the year itself is invalid, the registration year is held to the form's own range.
  const firstYear = ctx.year ?? VEHICLE_LIMITS.minYear;
  const registrationYear = optionalInt(
    'registrationYear',
    firstYear,
    ctx.maxYear,
    LOCAL_DETAIL_MESSAGES.registrationYear(firstYear, ctx.maxYear),
  );
  const previousOwners = optionalInt('previousOwners', OWNERS.min, OWNERS.max, LOCAL_DETAIL_MESSAGES.previousOwners);
  const warrantyMonths = optionalInt(
    'warrantyMonths',
    WARRANTY.min,
    WARRANTY.max,
    LOCAL_DETAIL_MESSAGES.warrantyMonths,
  );
  const engineCapacityCc = optionalInt('engineCapacityCc', CC.min, CC.max, LOCAL_DETAIL_MESSAGES.engineCapacityCc);
  if (ctx.fuelType === 'Electric' && engineCapacityCc !== null)
    errors.engineCapacityCc = LOCAL_DETAIL_MESSAGES.electricEngine;
  const first = LOCAL_DETAIL_FIELDS.map((f) => errors[f]).find((m) => m !== undefined);
  if (first !== undefined) return { ok: false, message: first, errors };
  return { ok: true, details: { origin, registrationYear, previousOwners, warrantyMonths, engineCapacityCc } };
}

/** The words of the 'Vehicle Details' card: the page language's details.* strings (src/i18n). */
type DetailsKey =
  | 'body'
  | 'color'
  | 'condition'
  | 'origin'
  | 'registrationYear'
  | 'previousOwners'
  | 'warranty'
  | 'warrantyNone'
  | 'month'
  | 'months'
  | 'engine';
type DetailsWords = { readonly [K in DetailsKey as `details.${K}`]: string };

/**
 * The 'Vehicle Details' card's rows: docs/product.md's body type, color and condition, then the local
 * details that are known, in form order. `option` shows a stored option value in the page's language.
 */
export function detailsCardRows(
  v: LocalDetails & Pick<Vehicle, 'bodyType' | 'color' | 'condition'>,
  w: DetailsWords,
  option: (value: string) => string,
): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [w['details.body'], option(v.bodyType)],
    [w['details.color'], v.color],
    [w['details.condition'], option(v.condition)],
  ];
  if (v.origin) rows.push([w['details.origin'], option(v.origin)]);
  if (v.registrationYear !== null) rows.push([w['details.registrationYear'], String(v.registrationYear)]);
  if (v.previousOwners !== null) rows.push([w['details.previousOwners'], String(v.previousOwners)]);
  if (v.warrantyMonths !== null) {
    const n = v.warrantyMonths;
    rows.push([
      w['details.warranty'],
      n === 0
        ? w['details.warrantyNone']
        : (n === 1 ? w['details.month'] : w['details.months']).replace('{n}', String(n)),
    ]);
  }
  if (v.engineCapacityCc !== null) rows.push([w['details.engine'], `${v.engineCapacityCc.toLocaleString('en-MY')} cc`]);
  return rows;
}
