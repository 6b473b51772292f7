// The vehicle form's text values and their parsing into a VehicleInput (docs/product.md §3 and §5).
import { z } from '~/lib/zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  isCompleteVehicle,
  type DraftVehicle,
  type DraftVehicleInput,
  type VehicleInput,
} from './vehicle';
import { VEHICLE_MESSAGES } from './auth-messages';
import { joinList, parseList } from './list';
import { LIMIT_MESSAGES, VEHICLE_LIMITS, maxVehicleYear, withinList } from './vehicle-limits';
import { emptyLocalDetailsForm, LOCAL_DETAIL_LABELS, localDetailsForm, parseLocalDetails } from './local-details';

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

export function formFromVehicle(v: DraftVehicle): VehicleForm {
  const details = v.vehicleDetails;
  const lists = typeof details === 'string' ? null : details;
  return {
    make: v.make,
    model: v.model,
    // A draft may lack any of these (issue 33): an empty field, as it was left.
    year: v.year === null ? '' : String(v.year),
    price: v.price === null ? '' : String(v.price),
    mileage: v.mileage === null ? '' : String(v.mileage),
    fuelType: v.fuelType ?? '',
    transmission: v.transmission ?? '',
    condition: v.condition ?? '',
    bodyType: v.bodyType ?? '',
    color: v.color ?? '',
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

/**
 * A price or mileage as dealers write it (issue 33): 'RM 87,888', 'MYR 87888', '87.9k', '1.2 mil',
 * '145,000 km', '145k km' → '87888', '87900', '1200000', '145000'. Anything else is left as it is.
 */
export function dealerNumber(text: string): string {
  const s = text
    .trim()
    .toLowerCase()
    .replace(/^(rm|myr)\s*/, '')
    .replace(/\s*(km|kms|kilometres|kilometers)$/, '');
  const m = /^(\d[\d,\s_]*(?:\.\d+)?)\s*(k|mil|million|juta)$/.exec(s);
  if (!m?.[1] || !m[2]) return s === text.trim().toLowerCase() ? text : s;
  const n = Number(m[1].replace(/[,\s_]/g, '')) * (m[2] === 'k' ? 1000 : 1_000_000);
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : text;
}

/** A number written with a leading minus sign ("-5000", "- 45,000"), which the form refuses by name. */
const isNegative = (text: string): boolean => /^-\d+(\.\d+)?$/.test(stripSeparators(text));

// Matches the database check vehicles_year_range (1950 to next year).
export const MIN_YEAR = VEHICLE_LIMITS.minYear;
export const maxYear = (): number => maxVehicleYear();

export const FORM_MESSAGES = {
  year: () => `Year must be a whole number from ${MIN_YEAR} to ${maxYear()}, like 2021`,
  price: 'Price must be a number in MYR, like 285000 or 285000.50',
  priceNegative: 'Price cannot be negative: enter the asking price in MYR, like 285000',
  mileage: 'Mileage must be a whole number of kilometres, like 45000',
  mileageNegative: 'Mileage cannot be negative: enter the kilometres on the odometer, like 45000',
  option: 'Please choose a value from the list',
  // 'Price (MYR)' is required as 'Price': the unit is for typing, not for the message.
  required: (label: string) => `${label.replace(/ \(.*\)$/, '')} is required`,
} as const;

/** Every field the form shows, the detail text included. */
export type VehicleFormKey = VehicleFormField | 'detailsText';
/** One message per invalid field, in the order the checks ran (the form's order). */
export type FieldErrors = Partial<Record<VehicleFormKey, string>>;

/** The labels the form shows; field messages name their field with them. */
export const FIELD_LABELS: Record<VehicleFormKey, string> = {
  make: 'Make',
  model: 'Model',
  year: 'Year',
  price: 'Price (MYR)',
  mileage: 'Mileage (KM)',
  fuelType: 'Fuel Type',
  transmission: 'Transmission',
  condition: 'Condition',
  bodyType: 'Body Type',
  color: 'Color',
  status: 'Status',
  stockNumber: 'Stock Number',
  features: 'Features',
  exterior: 'Exterior Details',
  interior: 'Interior Details',
  drivetrain: 'Drivetrain Details',
  detailsText: 'Vehicle Details',
  ...LOCAL_DETAIL_LABELS,
};

/** The typed-text limits the form counts as the user types (no silent cut). */
export const TEXT_LIMITS = {
  make: VEHICLE_LIMITS.makeLength,
  model: VEHICLE_LIMITS.modelLength,
  color: VEHICLE_LIMITS.colorLength,
  stockNumber: VEHICLE_LIMITS.stockNumberLength,
  detailsText: VEHICLE_LIMITS.detailsTextLength,
} as const satisfies Partial<Record<VehicleFormKey, number>>;

/**
 * `message` is what the toast says: the spec's 'Error: Please fill in all required fields' when a
 * required field is empty, else the first field's message. `errors` marks every invalid field.
 */
export type FormResult = { ok: true; input: VehicleInput } | { ok: false; message: string; errors: FieldErrors };

const pick = <T extends string>(options: readonly T[], value: string): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null;

/** Check and convert the form, every field at once; `images` are the final, ordered public URLs. */
export function parseVehicleForm(form: VehicleForm, images: string[]): FormResult {
  const result = checkForm(form, images, false);
  if (!result.ok) return result;
  // Every required field was checked present; this only narrows the type.
  if (!isCompleteVehicle(result.input)) throw new Error('unchecked vehicle form');
  return { ok: true, input: result.input };
}

/** Like FormResult, but a draft's input may lack the fields only a listed car needs (issue 33). */
export type DraftFormResult =
  { ok: true; input: DraftVehicleInput } | { ok: false; message: string; errors: FieldErrors };

/**
 * What the dialog saves (issue 33): a draft ('Save as draft') needs only make and model, and what
 * else is typed is checked as usual; anything else ('Publish', 'Add Vehicle', 'Update Vehicle') is
 * checked in full, every missing field marked.
 */
export const parseDialogForm = (form: VehicleForm, images: string[]): DraftFormResult =>
  checkForm(form, images, form.status === 'draft');

/** The required fields even a draft must have: the other required fields may wait. */
const DRAFT_NEEDS: ReadonlySet<VehicleFormField> = new Set(['make', 'model']);

function checkForm(form: VehicleForm, images: string[], draft: boolean): DraftFormResult {
  const errors: FieldErrors = {};
  const flag = (field: VehicleFormKey, message: string): void => {
    errors[field] ??= message;
  };
  const missing = REQUIRED_FIELDS.filter((f) => form[f].trim() === '' && (!draft || DRAFT_NEEDS.has(f)));
  for (const f of missing) flag(f, FORM_MESSAGES.required(FIELD_LABELS[f]));
  const given = (f: VehicleFormField): boolean => form[f].trim() !== '';

  const [make, model, color] = [form.make.trim(), form.model.trim(), form.color.trim()];
  if (make.length > VEHICLE_LIMITS.makeLength) flag('make', LIMIT_MESSAGES.make);
  if (model.length > VEHICLE_LIMITS.modelLength) flag('model', LIMIT_MESSAGES.model);
  const year = parseInteger(form.year);
  const yearOk = year !== null && year >= MIN_YEAR && year <= maxYear();
  if (given('year') && !yearOk) flag('year', FORM_MESSAGES.year());
  const price = parseDecimal(dealerNumber(form.price));
  if (given('price')) {
    if (isNegative(form.price)) flag('price', FORM_MESSAGES.priceNegative);
    else if (price === null) flag('price', FORM_MESSAGES.price);
    else if (price < VEHICLE_LIMITS.price.min || price > VEHICLE_LIMITS.price.max) flag('price', LIMIT_MESSAGES.price);
  }
  const mileage = parseInteger(dealerNumber(form.mileage));
  if (given('mileage')) {
    if (isNegative(form.mileage)) flag('mileage', FORM_MESSAGES.mileageNegative);
    else if (mileage === null) flag('mileage', FORM_MESSAGES.mileage);
    else if (mileage > VEHICLE_LIMITS.mileage.max) flag('mileage', LIMIT_MESSAGES.mileage);
  }
  if (color.length > VEHICLE_LIMITS.colorLength) flag('color', LIMIT_MESSAGES.color);
  const stockNumber = form.stockNumber.trim();
  if (stockNumber.length > VEHICLE_LIMITS.stockNumberLength) flag('stockNumber', LIMIT_MESSAGES.stockNumber);
  const option = <T extends string>(field: VehicleFormField, options: readonly T[]): T | null => {
    const value = pick(options, form[field]);
    if (value === null && given(field)) flag(field, FORM_MESSAGES.option);
    return value;
  };
  const fuelType = option('fuelType', FUEL_TYPES);
  const transmission = option('transmission', TRANSMISSIONS);
  const condition = option('condition', CONDITIONS);
  const bodyType = option('bodyType', BODY_TYPES);
  const status = pick(VEHICLE_STATUSES, form.status);
  if (status === null) flag('status', FORM_MESSAGES.option);
  const features = parseList(form.features);
  if (!withinList(features, VEHICLE_LIMITS.features)) flag('features', LIMIT_MESSAGES.features);
  const details = parseDetails(form, flag);
  const local = parseLocalDetails(form, {
    year: yearOk ? year : null,
    fuelType,
    maxYear: maxYear(),
    parseInteger,
  });
  if (!local.ok) for (const [f, m] of Object.entries(local.errors)) flag(f as VehicleFormKey, m);

  const first = Object.values(errors)[0];
  if (first !== undefined) {
    return { ok: false, message: missing.length > 0 ? VEHICLE_MESSAGES.required : first, errors };
  }
  // Every value below was checked above (a draft's may be empty); this only narrows their types.
  if (!local.ok || !status) throw new Error('unchecked vehicle form');
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
      color: color === '' ? null : color,
      features,
      images,
      status,
      vehicleDetails: details,
      ...local.details,
      stockNumber: stockNumber === '' ? null : stockNumber,
    },
  };
}

const DETAIL_LISTS = ['exterior', 'interior', 'drivetrain'] as const;

function parseDetails(
  form: VehicleForm,
  flag: (field: VehicleFormKey, message: string) => void,
): VehicleInput['vehicleDetails'] {
  if (form.detailsText !== null) {
    if (form.detailsText.length > VEHICLE_LIMITS.detailsTextLength) flag('detailsText', LIMIT_MESSAGES.detailsText);
    return form.detailsText;
  }
  const lists = {
    exterior: parseList(form.exterior),
    interior: parseList(form.interior),
    drivetrain: parseList(form.drivetrain),
  };
  for (const key of DETAIL_LISTS) {
    if (!withinList(lists[key], VEHICLE_LIMITS.detailsList)) flag(key, LIMIT_MESSAGES.detailsList(FIELD_LABELS[key]));
  }
  return lists;
}

/** The Add form filled from `v` for a similar car: no photos (the caller starts none), no stock number, a draft. */
export const duplicateForm = (v: DraftVehicle): VehicleForm => ({
  ...formFromVehicle(v),
  stockNumber: '',
  status: 'draft',
});

/** What the dialog's two save buttons do: 'Save as draft' keeps it off the site; 'Publish' lists a draft as available. */
export function withSaveIntent(form: VehicleForm, intent: 'draft' | 'publish'): VehicleForm {
  if (intent === 'draft') return { ...form, status: 'draft' };
  return form.status === 'draft' ? { ...form, status: 'available' } : form;
}

/** The labels of the required fields a draft still lacks, in the form's order (issue 33). */
export const missingForPublishing = (v: DraftVehicle): string[] =>
  REQUIRED_FIELDS.flatMap((f) =>
    DRAFT_NEEDS.has(f) || v[f] !== null ? [] : [FIELD_LABELS[f].replace(/ \(.*\)$/, '')],
  );
