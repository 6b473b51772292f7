// The keys of the comparison table's row labels (src/lib/vehicle/compare.ts builds the rows in English, each
// with its key): CompareView.astro writes their words, and the option labels by value, into a page in
// another language (wordsByKey), where compare-page.ts shows them by key.
import { islandStrings } from '~/i18n/island-strings';

export const COMPARE_WORDS = islandStrings([
  'compare.row.price',
  'compare.row.monthly',
  'compare.row.year',
  'compare.row.mileage',
  'compare.row.fuel',
  'compare.row.transmission',
  'compare.row.body',
  'compare.row.color',
  'compare.row.condition',
  'compare.row.status',
  'compare.row.notStated',
  'local.origin',
  'local.registrationYear',
  'local.previousOwners',
  'local.warrantyMonths',
  'local.engineCapacityCc',
]);
