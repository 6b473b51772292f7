// A saved search's name, made from its filters in the page's language:
// { make: 'BMW', body: 'SUV', max: '200000' } → 'BMW SUV under MYR 200,000'; no filter → 'All cars'.
import type { Filters } from './filters';
import { mileageLimit, parsePrice } from './filters';
import { fmt, formatMileage, formatPrice } from '~/lib/format';
import { findBand } from './search';
import { bandLabel, type BandWords } from './band-label';

export interface SearchNameWords {
  all: string;
  /** 'under {price}' */
  under: string;
  /** 'from {price}' */
  over: string;
  /** 'up to {km}' */
  upTo: string;
  /** Price band id → its label. */
  bands: Record<string, string>;
  /** Live mode: the templates of the bands drawn from the stock, labelled by their edges. */
  drawnBands?: BandWords;
  /** Stored option value → how it reads. */
  options: Record<string, string>;
}

const drawnBandLabel = (id: string, words: BandWords | undefined): string => {
  const band = words && findBand(id);
  return words && band ? bandLabel(band, words) : '';
};

export function searchName(f: Filters, w: SearchNameWords): string {
  const label = (v: string): string => w.options[v] ?? v;
  const min = parsePrice(f.min);
  const max = parsePrice(f.max);
  const km = mileageLimit(f.km);
  const parts = [
    f.q.trim() && `“${f.q.trim()}”`,
    f.year,
    f.make,
    f.body && label(f.body),
    f.fuel && label(f.fuel),
    f.trans && label(f.trans),
    f.origin && label(f.origin),
    f.price && (w.bands[f.price] ?? drawnBandLabel(f.price, w.drawnBands)),
    min !== null && fmt(w.over, { price: formatPrice(min) }),
    max !== null && fmt(w.under, { price: formatPrice(max) }),
    km !== null && fmt(w.upTo, { km: formatMileage(km) }),
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  return parts.length ? parts.join(' ') : w.all;
}
