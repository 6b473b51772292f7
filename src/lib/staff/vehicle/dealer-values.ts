// Cell values as dealers' files hold them (docs/product.md D34, "A dealer's own file"): words for
// "no value", a mileage given as a range, an instalment written where a price could be.

/** Cells that say there is no value: read as empty, so a draft may wait for them. */
const NO_VALUE = new Set([
  '',
  'na',
  'n/a',
  'n.a.',
  'n.a',
  '-',
  '--',
  '—',
  '–',
  'tba',
  'tbc',
  'tbd',
  'nil',
  'none',
  '?',
  'null',
  'unknown',
  'tiada',
]);

export const isNoValue = (cell: string): boolean => NO_VALUE.has(cell.trim().toLowerCase());

/** 'RM 1,139 / month', '1139/mth', 'RM1,139 sebulan': a monthly instalment, never a price. */
export const isInstalment = (cell: string): boolean =>
  /(\/|per|a)\s*(month|mth|mo|bulan)\b|sebulan|monthly|bulanan/i.test(cell.trim());

const KM_NUMBER = /(\d[\d,]*(?:\.\d+)?)\s*(k)?/i;

/**
 * A mileage range ('145 - 150K KM', '140k-150k', '145,000 ~ 150,000 km') → its upper end in km as
 * digits ('150000'); null when the cell is not a range. A bare 'K' on the upper end counts for both.
 */
export function mileageRangeTop(cell: string): string | null {
  const m = new RegExp(`^${KM_NUMBER.source}\\s*(?:-|–|~|to|hingga)\\s*${KM_NUMBER.source}\\s*(?:km|kms)?$`, 'i').exec(
    cell.trim(),
  );
  if (!m?.[3]) return null;
  const thousands = Boolean(m[4] ?? m[2]);
  const top = Number(m[3].replace(/,/g, '')) * (thousands ? 1000 : 1);
  return Number.isFinite(top) ? String(Math.round(top)) : null;
}
