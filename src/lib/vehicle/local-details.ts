// The optional local details of a vehicle: the field table's `local` entries (./fields.ts)
// and the rows the vehicle page's 'Vehicle Details' card shows of them. Their labels and limits are
// staff matters (./fields-staff.ts); the staff form's checks of them are in
// src/lib/staff/vehicle/local-details-form.ts; the database checks the same rules in its migrations.
import type { Vehicle } from '~/lib/vehicle';
import { FIELD_NAMES, VEHICLE_FIELDS, type LocalDetailField, type LocalDetailSpec } from './fields';

/** The optional local details (the field table's `local` entries), in the table's order. */
export const LOCAL_DETAIL_FIELDS = FIELD_NAMES.filter((f): f is LocalDetailField => 'local' in VEHICLE_FIELDS[f]);
/** A local detail's entry, as its general type. */
export const localSpec = (f: LocalDetailField): LocalDetailSpec => VEHICLE_FIELDS[f].local;

/**
 * How the card shows a local detail that is not a plain number under `details.<its name>`: its
 * dictionaries' key (`words`) and its format (`show`: months, 'None' for 0; cc). Kept with the card,
 * not in the field table, so the pages that only list cars do not carry it.
 */
const CARD_ROW = {
  warrantyMonths: { words: 'warranty', show: 'months' },
  engineCapacityCc: { words: 'engine', show: 'cc' },
  motorPowerKw: { words: 'motorPower', show: 'kW' },
} as const satisfies { readonly [F in LocalDetailField]?: { words?: string; show?: 'months' | 'cc' | 'kW' } };
type CardRow = typeof CARD_ROW;
type LocalWords = {
  [F in LocalDetailField]: F extends keyof CardRow ? CardRow[F]['words'] : F;
}[LocalDetailField];
const rowOf = (f: LocalDetailField): { words?: string; show?: 'months' | 'cc' | 'kW' } =>
  (CARD_ROW as Partial<Record<LocalDetailField, { words?: string; show?: 'months' | 'cc' | 'kW' }>>)[f] ?? {};
/** The unit a local detail's number is shown in (cc, kW, months), which a typed or imported value may carry. */
export const localUnit = (f: LocalDetailField): 'months' | 'cc' | 'kW' | undefined => rowOf(f).show;
/** The words of its row on the vehicle page: `details.<words>`, by default its name. */
const localWords = (f: LocalDetailField): LocalWords => (rowOf(f).words ?? f) as LocalWords;

export type LocalDetails = Pick<Vehicle, LocalDetailField>;

/** The dictionaries' keys of the card's local-detail rows, in the table's order. */
export const LOCAL_DETAIL_WORDS = LOCAL_DETAIL_FIELDS.map((f) => `details.${localWords(f)}` as const);

/** The words of the 'Vehicle Details' card: the page language's details.* strings (src/i18n). */
type DetailsKey = 'body' | 'color' | 'condition' | 'warrantyNone' | 'month' | 'months' | LocalWords;
type DetailsWords = { readonly [K in DetailsKey as `details.${K}`]: string };

/** A local detail's number as the card writes it (CARD_ROW's `show`). */
function shown(n: number, show: 'months' | 'cc' | 'kW' | undefined, w: DetailsWords): string {
  if (show === 'months') {
    if (n === 0) return w['details.warrantyNone'];
    return (n === 1 ? w['details.month'] : w['details.months']).replace('{n}', String(n));
  }
  if (show === 'kW') return `${n.toLocaleString('en-MY')} kW`;
  return show === 'cc' ? `${n.toLocaleString('en-MY')} cc` : String(n);
}

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
  for (const f of LOCAL_DETAIL_FIELDS) {
    const value = v[f];
    if (value === null) continue;
    const label = w[`details.${localWords(f)}`];
    rows.push([label, typeof value === 'string' ? option(value) : shown(value, rowOf(f).show, w)]);
  }
  return rows;
}
