// The staff form's checks of the optional local details (src/lib/vehicle/local-details.ts): each one's text parsed
// by its entry of the field table (a choice of its options, or a whole number within its limits) and
// worded and bounded by src/lib/vehicle/fields-staff.ts. The database checks the same rules in its migrations.
import type { Vehicle } from '~/lib/vehicle';
import type { LocalDetailField } from '~/lib/vehicle/fields';
import { LOCAL_DETAIL_FIELDS, localSpec, localUnit, type LocalDetails } from '~/lib/vehicle/local-details';
import { LOCAL_DETAIL_INPUTS, fieldLabel, limitsOf, limitsOfAny } from '~/lib/vehicle/fields-staff';

/** Said when an electric car is given an engine capacity (the database's vehicles_engine_capacity_electric). */
const ELECTRIC_ENGINE = 'Leave engine capacity empty for an electric vehicle';

type Parsed =
  | { ok: true; details: LocalDetails }
  | { ok: false; message: string; errors: Partial<Record<LocalDetailField, string>> };

/**
 * Check the optional fields (empty means "not stated"), every one of them: each bad value gets its
 * own message. `year` and `fuelType` are the already parsed manufacturing year and fuel type (null
 * while those are invalid); `maxYear` the form's upper bound for years.
 */
export function parseLocalDetails(
  form: Record<LocalDetailField, string>,
  ctx: {
    year: number | null;
    fuelType: Vehicle['fuelType'] | null;
    maxYear: number;
    parseInteger: (s: string) => number | null;
  },
): Parsed {
  const errors: Partial<Record<LocalDetailField, string>> = {};
  const details: Record<string, string | number | null> = {};
  for (const f of LOCAL_DETAIL_FIELDS) {
    const spec = localSpec(f);
    const text = form[f].trim();
    const invalid = LOCAL_DETAIL_INPUTS[f]?.invalid;
    details[f] = null;
    if (text === '') continue;
    if (spec.options) {
      if (spec.options.includes(text)) details[f] = text;
      else errors[f] = invalid?.({ min: 0, max: 0 }) ?? 'Please choose a value from the list';
      continue;
    }
    // The registration year is held to the car's year (the form's own range while that is invalid).
    const limits = limitsOfAny(f);
    const bounds =
      f === 'registrationYear'
        ? { min: ctx.year ?? limitsOf('year').min, max: ctx.maxYear }
        : { min: limits?.min ?? 0, max: limits?.max ?? Number.MAX_SAFE_INTEGER };
    // '1,998 cc', '2494cc', '220 kW', '12 months': the unit the card shows is the one dealers write.
    const unit = localUnit(f);
    const n = ctx.parseInteger(unit ? text.replace(new RegExp(`\\s*${unit}$`, 'i'), '') : text);
    if (n !== null && n >= bounds.min && n <= bounds.max) details[f] = n;
    else errors[f] = invalid?.(bounds) ?? `${fieldLabel(f)} must be a whole number from ${bounds.min} to ${bounds.max}`;
  }
  if (ctx.fuelType === 'Electric' && details.engineCapacityCc !== null) errors.engineCapacityCc = ELECTRIC_ENGINE;
  const first = LOCAL_DETAIL_FIELDS.map((f) => errors[f]).find((m) => m !== undefined);
  if (first !== undefined) return { ok: false, message: first, errors };
  return { ok: true, details: details as LocalDetails };
}
