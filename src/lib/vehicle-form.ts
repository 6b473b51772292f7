// The vehicle form's text values and their parsing into a VehicleInput (docs/product.md §3 and §5).
import { z } from '~/lib/zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type Vehicle,
  type VehicleInput,
} from './vehicle';
import { VEHICLE_MESSAGES } from './auth-messages';
import { joinList, parseList } from './list';
import { LIMIT_MESSAGES, VEHICLE_LIMITS, maxVehicleYear, withinList } from './vehicle-limits';
import { emptyLocalDetailsForm, localDetailsForm, parseLocalDetails } from './local-details';

/** What the inputs hold: always strings, so a half-typed form survives any error unchanged. */
export const vehicleFormSchema = z.object({
  make: z.string(),
  model: z.string(),
  year: z.string(),
  price: z.string(),
  mileage: z.string(),
  fuelType: z.string(),
  transmission: z.string(),
  condition: z.string(),
  bodyType: z.string(),
  color: z.string(),
  features: z.string(),
  exterior: z.string(),
  interior: z.string(),
  drivetrain: z.string(),
  /** One of VEHICLE_STATUSES; a new vehicle starts 'available'. */
  status: z.string(),
  /**
   * Set when the vehicle's details were stored as one plain string: the form then shows that
   * string in a textarea and saves it back as a string, instead of forcing it into three lists.
   */
  detailsText: z.nullable(z.string()),
  // Optional local details: src/lib/local-details.ts.
  origin: z.string(),
  registrationYear: z.string(),
  previousOwners: z.string(),
  warrantyMonths: z.string(),
  engineCapacityCc: z.string(),
  /** Optional; unique (vehicles_stock_number_unique). */
  stockNumber: z.string(),
});
export type VehicleForm = z.infer<typeof vehicleFormSchema>;
export type VehicleFormField = keyof Omit<VehicleForm, 'detailsText'>;

export const REQUIRED_FIELDS = [
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuelType',
  'transmission',
  'condition',
  'bodyType',
  'color',
] as const satisfies readonly VehicleFormField[];

export const emptyVehicleForm = (): VehicleForm => ({
  make: '',
  model: '',
  year: '',
  price: '',
  mileage: '',
  fuelType: '',
  transmission: '',
  condition: '',
  bodyType: '',
  color: '',
  features: '',
  exterior: '',
  interior: '',
  drivetrain: '',
  status: 'available',
  detailsText: null,
  ...emptyLocalDetailsForm(),
  stockNumber: '',
});

export function formFromVehicle(v: Vehicle): VehicleForm {
  const details = v.vehicleDetails;
  const lists = typeof details === 'string' ? null : details;
  return {
    make: v.make,
    model: v.model,
    year: String(v.year),
    price: String(v.price),
    mileage: String(v.mileage),
    fuelType: v.fuelType,
    transmission: v.transmission,
    condition: v.condition,
    bodyType: v.bodyType,
    color: v.color,
    features: joinList(v.features),
    exterior: joinList(lists?.exterior ?? []),
    interior: joinList(lists?.interior ?? []),
    drivetrain: joinList(lists?.drivetrain ?? []),
    status: v.status,
    detailsText: typeof details === 'string' ? details : null,
    ...localDetailsForm(v),
    stockNumber: v.stockNumber ?? '',
  };
}

// People type "285,000" or "45 000"; separators are not part of the number.
const stripSeparators = (s: string): string => s.trim().replace(/[,\s_]/g, '');

export function parseInteger(text: string): number | null {
  const s = stripSeparators(text);
  return /^\d+$/.test(s) ? Number.parseInt(s, 10) : null;
}

export function parseDecimal(text: string): number | null {
  const s = stripSeparators(text);
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : null;
}

// Matches the database check vehicles_year_range (1950 to next year).
export const MIN_YEAR = VEHICLE_LIMITS.minYear;
export const maxYear = (): number => maxVehicleYear();

export const FORM_MESSAGES = {
  year: () => `Year must be a whole number from ${MIN_YEAR} to ${maxYear()}, like 2021`,
  price: 'Price must be a number in MYR, like 285000 or 285000.50',
  mileage: 'Mileage must be a whole number of kilometres, like 45000',
  option: 'Please choose a value from the list',
} as const;

export type FormResult = { ok: true; input: VehicleInput } | { ok: false; message: string };

const pick = <T extends string>(options: readonly T[], value: string): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null;

/** Check and convert the form; `images` are the final, ordered public URLs. */
export function parseVehicleForm(form: VehicleForm, images: string[]): FormResult {
  if (REQUIRED_FIELDS.some((f) => form[f].trim() === '')) return { ok: false, message: VEHICLE_MESSAGES.required };
  const year = parseInteger(form.year);
  if (year === null || year < MIN_YEAR || year > maxYear()) return { ok: false, message: FORM_MESSAGES.year() };
  const price = parseDecimal(form.price);
  if (price === null) return { ok: false, message: FORM_MESSAGES.price };
  if (price < VEHICLE_LIMITS.price.min || price > VEHICLE_LIMITS.price.max)
    return { ok: false, message: LIMIT_MESSAGES.price };
  const mileage = parseInteger(form.mileage);
  if (mileage === null) return { ok: false, message: FORM_MESSAGES.mileage };
  if (mileage > VEHICLE_LIMITS.mileage.max) return { ok: false, message: LIMIT_MESSAGES.mileage };
  const fuelType = pick(FUEL_TYPES, form.fuelType);
  const transmission = pick(TRANSMISSIONS, form.transmission);
  const condition = pick(CONDITIONS, form.condition);
  const bodyType = pick(BODY_TYPES, form.bodyType);
  const status = pick(VEHICLE_STATUSES, form.status);
  if (!fuelType || !transmission || !condition || !bodyType || !status)
    return { ok: false, message: FORM_MESSAGES.option };
  const [make, model, color] = [form.make.trim(), form.model.trim(), form.color.trim()];
  if (make.length > VEHICLE_LIMITS.makeLength) return { ok: false, message: LIMIT_MESSAGES.make };
  if (model.length > VEHICLE_LIMITS.modelLength) return { ok: false, message: LIMIT_MESSAGES.model };
  if (color.length > VEHICLE_LIMITS.colorLength) return { ok: false, message: LIMIT_MESSAGES.color };
  const stockNumber = form.stockNumber.trim();
  if (stockNumber.length > VEHICLE_LIMITS.stockNumberLength) return { ok: false, message: LIMIT_MESSAGES.stockNumber };
  const features = parseList(form.features);
  if (!withinList(features, VEHICLE_LIMITS.features)) return { ok: false, message: LIMIT_MESSAGES.features };
  const details = parseDetails(form);
  if (typeof details === 'object' && 'message' in details) return { ok: false, message: details.message };
  const local = parseLocalDetails(form, { year, fuelType, maxYear: maxYear(), parseInteger });
  if (!local.ok) return local;
  return {
    ok: true,
    input: {
      make,
      model,
      year,
      price,
      mileage,
      fuelType,
      transmission,
      condition,
      bodyType,
      color,
      features,
      images,
      status,
      vehicleDetails: details,
      ...local.details,
      stockNumber: stockNumber === '' ? null : stockNumber,
    },
  };
}

const DETAIL_LISTS = [
  ['exterior', 'Exterior Details'],
  ['interior', 'Interior Details'],
  ['drivetrain', 'Drivetrain Details'],
] as const;

function parseDetails(form: VehicleForm): VehicleInput['vehicleDetails'] | { message: string } {
  if (form.detailsText !== null) {
    return form.detailsText.length > VEHICLE_LIMITS.detailsTextLength
      ? { message: LIMIT_MESSAGES.detailsText }
      : form.detailsText;
  }
  const lists = {
    exterior: parseList(form.exterior),
    interior: parseList(form.interior),
    drivetrain: parseList(form.drivetrain),
  };
  for (const [key, label] of DETAIL_LISTS) {
    if (!withinList(lists[key], VEHICLE_LIMITS.detailsList)) return { message: LIMIT_MESSAGES.detailsList(label) };
  }
  return lists;
}

/** The Add form filled from `v` for a similar car: no photos (the caller starts none), no stock number, a draft. */
export const duplicateForm = (v: Vehicle): VehicleForm => ({ ...formFromVehicle(v), stockNumber: '', status: 'draft' });

/** What the dialog's two save buttons do: 'Save as draft' keeps it off the site; 'Publish' lists a draft as available. */
export function withSaveIntent(form: VehicleForm, intent: 'draft' | 'publish'): VehicleForm {
  if (intent === 'draft') return { ...form, status: 'draft' };
  return form.status === 'draft' ? { ...form, status: 'available' } : form;
}
