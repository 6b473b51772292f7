// The optional local details of a vehicle: the field table's `local` entries (./vehicle-fields.ts),
// their labels and the rows the vehicle page's 'Vehicle Details' card shows of them. The staff form's
// checks of them are in ./local-details-form.ts; the database checks the same rules in its migrations.
import type { Vehicle } from './vehicle';
import { LOCAL_DETAIL_FIELDS, VEHICLE_FIELDS, localSpec, type LocalDetailField } from './vehicle-fields';

export { LOCAL_DETAIL_FIELDS, type LocalDetailField };
export type LocalDetails = Pick<Vehicle, LocalDetailField>;

/** How staff name each local detail (the form, the history, the compare table). */
export const LOCAL_DETAIL_LABELS = Object.fromEntries(
  LOCAL_DETAIL_FIELDS.map((f) => [f, localSpec(f).label]),
) as Record<LocalDetailField, string>;

type LocalWords = (typeof VEHICLE_FIELDS)[LocalDetailField]['local']['words'];
/** The dictionaries' keys of the card's local-detail rows, in the table's order. */
export const LOCAL_DETAIL_WORDS = LOCAL_DETAIL_FIELDS.map(
  (f) => `details.${localSpec(f).words}`,
) as Array<`details.${LocalWords}`>;

/** The words of the 'Vehicle Details' card: the page language's details.* strings (src/i18n). */
type DetailsKey = 'body' | 'color' | 'condition' | 'warrantyNone' | 'month' | 'months' | LocalWords;
type DetailsWords = { readonly [K in DetailsKey as `details.${K}`]: string };

/** A local detail's number as the card writes it (LocalDetailSpec.show). */
function shown(n: number, show: 'months' | 'cc' | undefined, w: DetailsWords): string {
  if (show === 'months') {
    if (n === 0) return w['details.warrantyNone'];
    return (n === 1 ? w['details.month'] : w['details.months']).replace('{n}', String(n));
  }
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
    const spec = localSpec(f);
    const label = w[`details.${spec.words}` as `details.${LocalWords}`];
    rows.push([label, typeof value === 'string' ? option(value) : shown(value, spec.show, w)]);
  }
  return rows;
}
