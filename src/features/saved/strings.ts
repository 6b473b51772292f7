// The comparison table's English row labels and values (src/lib/vehicle/compare.ts builds them in English):
// CompareView.astro writes their translation into the page (wordsIn), read by compare-page.ts.
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
