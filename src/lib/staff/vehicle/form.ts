// The vehicle form's text values and their parsing into a VehicleInput (docs/product.md §3 and §5).
import { z } from '~/lib/zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  type DraftVehicle,
  type DraftVehicleInput,
  type VehicleInput,
} from '~/lib/vehicle';
import { STAFF_WORDS } from '~/lib/staff-words';
import { joinList, parseList } from './list';
import { maxVehicleYear, withinList } from './limits';
import { parseLocalDetails } from './local-details-form';
import { DRAFT_NEEDS } from './missing';
import {
  LIMITED_FIELDS,
  fieldLabel,
  formLabel,
  limitsOf,
  limitsOfAny,
  type LimitedField,
  STAFF_FIELDS,
} from '~/lib/vehicle/fields-staff';
import { REQUIRED_VEHICLE_FIELDS, VEHICLE_FIELDS, WRITABLE_FIELDS, type WritableField } from '~/lib/vehicle/fields';

/**
 * The fields with one text input each: what staff write (src/lib/vehicle/fields.ts) but the photos, kept
 * apart, and the details, which the form shows as three lists (or one text, below).
 */
type InputField = Exclude<WritableField, 'images' | 'vehicleDetails'> | (typeof DETAIL_LISTS)[number];
const DETAIL_LISTS = ['exterior', 'interior', 'drivetrain'] as const;
// In the order of the vehicle's fields, the three lists where the details are.
const INPUT_FIELDS: readonly InputField[] = WRITABLE_FIELDS.flatMap((f): InputField[] =>
  f === 'images' ? [] : f === 'vehicleDetails' ? [...DETAIL_LISTS] : [f],
);

/** What the inputs hold: always strings, so a half-typed form survives any error unchanged. */
export const vehicleFormSchema = z.object({
  ...(Object.fromEntries(INPUT_FIELDS.map((f) => [f, z.string()])) as Record<InputField, z.ZodMiniString>),
  /**
   * Set when the vehicle's details were stored as one plain string: the form then shows that
   * string in a textarea and saves it back as a string, instead of forcing it into three lists.
   */
  detailsText: z.nullable(z.string()),
});
export type VehicleForm = z.infer<typeof vehicleFormSchema>;
export type VehicleFormField = keyof Omit<VehicleForm, 'detailsText'>;

/** What a listed car must have, in the form's order (make and model even in a draft). */
export const REQUIRED_FIELDS = REQUIRED_VEHICLE_FIELDS satisfies readonly VehicleFormField[];

/** A form from its inputs and its details text (kept beside the status, where the form holds it). */
const formOf = (input: (f: InputField) => string, detailsText: string | null): VehicleForm =>
  Object.fromEntries(
    INPUT_FIELDS.flatMap((f) =>
      f === 'status'
        ? [
            [f, input(f)],
            ['detailsText', detailsText],
          ]
        : [[f, input(f)]],
    ),
  ) as VehicleForm;

/** A new vehicle's form: every input empty, 'available' (one of VEHICLE_STATUSES). */
export const emptyVehicleForm = (): VehicleForm => formOf((f) => (f === 'status' ? 'available' : ''), null);

/** A stored value as its input shows it; a draft may lack any of them: an empty input, as it was left. */
const asText = (value: string | number | null): string => (value === null ? '' : String(value));

const isDetailList = (f: InputField): f is (typeof DETAIL_LISTS)[number] =>
  (DETAIL_LISTS as readonly string[]).includes(f);

export function formFromVehicle(v: DraftVehicle): VehicleForm {
  const details = v.vehicleDetails;
  const lists = typeof details === 'string' ? null : details;
  const input = (f: InputField): string => {
    if (f === 'features') return joinList(v.features);
    if (isDetailList(f)) return joinList(lists?.[f] ?? []);
    return asText(v[f]);
  };
  return formOf(input, typeof details === 'string' ? details : null);
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
 * A price or mileage as dealers write it (docs/product.md D34): 'RM 87,888', 'MYR 87888', '87.9k', '1.2 mil',
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
export const MIN_YEAR = limitsOf('year').min;
export const maxYear = (): number => maxVehicleYear();

/** Every field the form shows, the detail text included. */
export type VehicleFormKey = VehicleFormField | 'detailsText';
/** One message per invalid field, in the order the checks ran (the form's order). */
export type FieldErrors = Partial<Record<VehicleFormKey, string>>;

/** The labels the form shows (src/lib/vehicle/fields.ts); field messages name their field with them. */
export const FIELD_LABELS: Record<VehicleFormKey, string> = {
  ...(Object.fromEntries(
    INPUT_FIELDS.flatMap((f) => (f in VEHICLE_FIELDS ? [[f, formLabel(f as WritableField)]] : [])),
  ) as Record<Exclude<InputField, (typeof DETAIL_LISTS)[number]>, string>),
  exterior: 'Exterior Details',
  interior: 'Interior Details',
  drivetrain: 'Drivetrain Details',
  detailsText: fieldLabel('vehicleDetails'),
};

type Limited<F extends LimitedField> = (typeof STAFF_FIELDS)[F]['limits'];
/** Fields of one text with a length limit (src/lib/vehicle/fields-staff.ts), which the form counts as staff type. */
type TextLimitField = {
  [F in LimitedField]: Limited<F> extends { items: number } ? never : Limited<F> extends { length: number } ? F : never;
}[LimitedField];
/** The typed-text limits the form counts as the user types (no silent cut): the texts and the details text. */
export const TEXT_LIMITS = {
  ...(Object.fromEntries(
    LIMITED_FIELDS.flatMap((f) => {
      const l = limitsOfAny(f);
      return l?.length !== undefined && l.items === undefined ? [[f, l.length]] : [];
    }),
  ) as Record<TextLimitField, number>),
  detailsText: limitsOf('vehicleDetails').text,
} satisfies Partial<Record<VehicleFormKey, number>>;

const pick = <T extends string>(options: readonly T[], value: string): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null;

/**
 * `message` is what the toast says: the spec's 'Error: Please fill in all required fields' when a
 * required field is empty, else the first field's message. `errors` marks every invalid field. A
 * draft's input may lack the fields only a listed car needs.
 */
export type DraftFormResult =
  { ok: true; input: DraftVehicleInput } | { ok: false; message: string; errors: FieldErrors };

/**
 * What the dialog saves: a draft ('Save as draft') needs only make and model, and what
 * else is typed is checked as usual; anything else ('Publish', 'Add Vehicle', 'Update Vehicle') is
 * checked in full, every missing field marked.
 */
export const parseDialogForm = (form: VehicleForm, images: string[]): DraftFormResult =>
  checkForm(form, images, form.status === 'draft');

/** The required fields even a draft must have: the other required fields may wait. */

function checkForm(form: VehicleForm, images: string[], draft: boolean): DraftFormResult {
  const errors: FieldErrors = {};
  const flag = (field: VehicleFormKey, message: string): void => {
    errors[field] ??= message;
  };
  const missing = REQUIRED_FIELDS.filter((f) => form[f].trim() === '' && (!draft || DRAFT_NEEDS.has(f)));
  for (const f of missing) flag(f, STAFF_WORDS.form.required(FIELD_LABELS[f]));
  const given = (f: VehicleFormField): boolean => form[f].trim() !== '';

  const [make, model, color] = [form.make.trim(), form.model.trim(), form.color.trim()];
  if (make.length > TEXT_LIMITS.make) flag('make', STAFF_WORDS.limits.make(TEXT_LIMITS.make));
  if (model.length > TEXT_LIMITS.model) flag('model', STAFF_WORDS.limits.model(TEXT_LIMITS.model));
  const variant = form.variant.trim();
  if (variant.length > TEXT_LIMITS.variant) flag('variant', STAFF_WORDS.limits.variant(TEXT_LIMITS.variant));
  const year = parseInteger(form.year);
  const yearOk = year !== null && year >= MIN_YEAR && year <= maxYear();
  if (given('year') && !yearOk) flag('year', STAFF_WORDS.form.year(MIN_YEAR, maxYear()));
  const price = parseDecimal(dealerNumber(form.price));
  if (given('price')) {
    if (isNegative(form.price)) flag('price', STAFF_WORDS.form.priceNegative);
    else if (price === null) flag('price', STAFF_WORDS.form.price);
    else if (price < limitsOf('price').min || price > limitsOf('price').max)
      flag('price', STAFF_WORDS.limits.price(limitsOf('price')));
  }
  const mileage = parseInteger(dealerNumber(form.mileage));
  if (given('mileage')) {
    if (isNegative(form.mileage)) flag('mileage', STAFF_WORDS.form.mileageNegative);
    else if (mileage === null) flag('mileage', STAFF_WORDS.form.mileage);
    else if (mileage > limitsOf('mileage').max) flag('mileage', STAFF_WORDS.limits.mileage(limitsOf('mileage')));
  }
  if (color.length > TEXT_LIMITS.color) flag('color', STAFF_WORDS.limits.color(TEXT_LIMITS.color));
  const stockNumber = form.stockNumber.trim();
  if (stockNumber.length > TEXT_LIMITS.stockNumber)
    flag('stockNumber', STAFF_WORDS.limits.stockNumber(TEXT_LIMITS.stockNumber));
  const option = <T extends string>(field: VehicleFormField, options: readonly T[]): T | null => {
    const value = pick(options, form[field]);
    if (value === null && given(field)) flag(field, STAFF_WORDS.form.option);
    return value;
  };
  const fuelType = option('fuelType', FUEL_TYPES);
  const transmission = option('transmission', TRANSMISSIONS);
  const condition = option('condition', CONDITIONS);
  const bodyType = option('bodyType', BODY_TYPES);
  const status = pick(VEHICLE_STATUSES, form.status);
  if (status === null) flag('status', STAFF_WORDS.form.option);
  const features = parseList(form.features);
  if (!withinList(features, limitsOf('features'))) flag('features', STAFF_WORDS.limits.features(limitsOf('features')));
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
    return { ok: false, message: missing.length > 0 ? STAFF_WORDS.vehicle.required : first, errors };
  }
  // Every value below was checked above (a draft's may be empty); this only narrows their types.
  if (!local.ok || !status) throw new Error('unchecked vehicle form');
  return {
    ok: true,
    input: {
      make,
      model,
      variant: variant === '' ? null : variant,
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

function parseDetails(
  form: VehicleForm,
  flag: (field: VehicleFormKey, message: string) => void,
): VehicleInput['vehicleDetails'] {
  if (form.detailsText !== null) {
    if (form.detailsText.length > TEXT_LIMITS.detailsText)
      flag('detailsText', STAFF_WORDS.limits.detailsText(TEXT_LIMITS.detailsText));
    return form.detailsText;
  }
  const lists = {
    exterior: parseList(form.exterior),
    interior: parseList(form.interior),
    drivetrain: parseList(form.drivetrain),
  };
  for (const key of DETAIL_LISTS) {
    if (!withinList(lists[key], limitsOf('vehicleDetails')))
      flag(key, STAFF_WORDS.limits.detailsList(FIELD_LABELS[key], limitsOf('vehicleDetails')));
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

/** The labels of the required fields a draft still lacks (kept in ./missing.ts, which the cards load alone). */
export { missingForPublishing } from './missing';
