// A price band's label in words (the dictionaries' filter.band.* templates), apart from
// ./price-bands.ts: the inventory island filters by bands and carries no labels' code (the build
// labels the live site's bands, ./stock-options.ts); a saved search's name makes one on a click.
import { fmt, groupDigits } from '~/lib/format';
import type { PriceBand } from './price-bands';

/** The words a band's label is made of (the dictionaries' filter.band.* templates). */
export interface BandWords {
  'filter.band.upTo': string;
  'filter.band.range': string;
  'filter.band.from': string;
}

/** A drawn band's label: 'Up to MYR 300,000', 'MYR 300,000 - 850,000', 'MYR 850,000 and above'. */
export function bandLabel(band: PriceBand, t: BandWords): string {
  const min = groupDigits(band.min);
  if (!Number.isFinite(band.max)) return fmt(t['filter.band.from'], { min });
  const max = groupDigits(band.max);
  return band.min === 0 ? fmt(t['filter.band.upTo'], { max }) : fmt(t['filter.band.range'], { min, max });
}
