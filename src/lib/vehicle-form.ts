// The vehicle form's text values and their parsing into a VehicleInput (SPEC.md §3 and §5).
import { z } from 'zod';
import {
  BODY_TYPES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS, VEHICLE_STATUSES,
  type Vehicle, type VehicleInput,
} from './vehicle';
import { VEHICLE_MESSAGES } from './auth-messages';
import { joinList, parseList } from './list';
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
  detailsText: z.string().nullable(),
  // Optional local details (issue 11): src/lib/local-details.ts.
  origin: z.string(),
  registrationYear: z.string(),
  previousOwners: z.string(),
  warrantyMonths: z.string(),
  engineCapacityCc: z.string(),
});
export type VehicleForm = z.infer<typeof vehicleFormSchema>;
export type VehicleFormField = keyof Omit<VehicleForm, 'detailsText'>;

export const REQUIRED_FIELDS = [
  'make', 'model', 'year', 'price', 'mileage', 'fuelType', 'transmission', 'condition', 'bodyType', 'color',
] as const satisfies readonly VehicleFormField[];

export const emptyVehicleForm = (): VehicleForm => ({
  make: '', model: '', year: '', price: '', mileage: '', fuelType: '', transmission: '', condition: '',
  bodyType: '', color: '', features: '', exterior: '', interior: '', drivetrain: '', status: 'available', detailsText: null,
  ...emptyLocalDetailsForm(),
});

export function formFromVehicle(v: Vehicle): VehicleForm {
  const details = v.vehicleDetails;
  const lists = typeof details === 'string' ? null : details;
  return {
    make: v.make, model: v.model, year: String(v.year), price: String(v.price), mileage: String(v.mileage),
    fuelType: v.fuelType, transmission: v.transmission, condition: v.condition, bodyType: v.bodyType,
    color: v.color, features: joinList(v.features),
    exterior: joinList(lists?.exterior ?? []), interior: joinList(lists?.interior ?? []),
    drivetrain: joinList(lists?.drivetrain ?? []),
    status: v.status,
    detailsText: typeof details === 'string' ? details : null,
    ...localDetailsForm(v),
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

// Matches the database check (1950 to 2100); the upper bound here stops obvious typos.
export const MIN_YEAR = 1950;
export const maxYear = (): number => new Date().getFullYear() + 1;

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
  const mileage = parseInteger(form.mileage);
  if (mileage === null) return { ok: false, message: FORM_MESSAGES.mileage };
  const fuelType = pick(FUEL_TYPES, form.fuelType);
  const transmission = pick(TRANSMISSIONS, form.transmission);
  const condition = pick(CONDITIONS, form.condition);
  const bodyType = pick(BODY_TYPES, form.bodyType);
  const status = pick(VEHICLE_STATUSES, form.status);
  if (!fuelType || !transmission || !condition || !bodyType || !status) return { ok: false, message: FORM_MESSAGES.option };
  const local = parseLocalDetails(form, { year, fuelType, maxYear: maxYear(), parseInteger });
  if (!local.ok) return local;
  return {
    ok: true,
    input: {
      make: form.make.trim(), model: form.model.trim(), year, price, mileage,
      fuelType, transmission, condition, bodyType, color: form.color.trim(),
      features: parseList(form.features), images, status,
      vehicleDetails: form.detailsText !== null
        ? form.detailsText
        : { exterior: parseList(form.exterior), interior: parseList(form.interior), drivetrain: parseList(form.drivetrain) },
      ...local.details,
    },
  };
}
