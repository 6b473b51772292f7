// Price bands of the inventory filter (docs/product.md §5), inclusive at both ends. The demo's three
// are the spec's, with their labels, and 'All Prices', in the dictionaries (src/i18n:
// filter.band.<id>, filter.allPrices). The dealer's own site (live mode) draws about four from its
// stock at build time (stockPriceBands), named by their edges, labelled by ./band-label.ts.
import { siteIsLive } from '~/config/site-mode';

export interface PriceBand {
  id: string;
  min: number;
  /** Infinity for the open-ended top band. */
  max: number;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: '50000-70000', min: 50_000, max: 70_000 },
  { id: '70000-90000', min: 70_000, max: 90_000 },
  { id: '90000-plus', min: 90_000, max: Number.POSITIVE_INFINITY },
];

const bandId = (min: number, max: number): string => `${min}-${Number.isFinite(max) ? max : 'plus'}`;

/** A band named by its edges (`150000-300000`, `850000-plus`), or undefined for any other text. */
export function parseBandId(id: string): PriceBand | undefined {
  const m = /^(0|[1-9]\d{0,9})-([1-9]\d{0,9}|plus)$/.exec(id);
  if (!m) return undefined;
  const min = Number(m[1]);
  const max = m[2] === 'plus' ? Number.POSITIVE_INFINITY : Number(m[2]);
  return min < max ? { id, min, max } : undefined;
}

/** The band a filter names: the spec's three in the demo; on a live site any band its stock drew. */
export function findBand(id: string): PriceBand | undefined {
  return siteIsLive ? parseBandId(id) : PRICE_BANDS.find((b) => b.id === id);
}

/** A round MYR edge near `v`: a multiple of 5 in its second digit (315,000 → 300,000; 865,000 → 850,000). */
export function roundEdge(v: number): number {
  const step = Math.max(1000, 5 * 10 ** (Math.floor(Math.log10(v)) - 1));
  return Math.round(v / step) * step;
}

/**
 * About `count` bands over the prices of the stock, from 0 to an open top: each edge is rounded
 * halfway between the two cars where an even split falls, so a band holds about as many cars as
 * the next. No bands (the filter offers 'All Prices' alone) when the stock cannot be split.
 */
export function stockPriceBands(prices: readonly (number | null)[], count = 4): PriceBand[] {
  const sorted = prices.filter((p): p is number => p !== null && p > 0).sort((a, b) => a - b);
  const edges: number[] = [];
  for (let i = 1; i < count; i++) {
    const k = Math.round((i * sorted.length) / count);
    const below = sorted[k - 1];
    const above = sorted[k];
    if (below === undefined || above === undefined || below === above) continue;
    const edge = roundEdge((below + above) / 2);
    if (edge > (edges.at(-1) ?? 0)) edges.push(edge);
  }
  const bounds = [0, ...edges, Number.POSITIVE_INFINITY];
  return edges.length === 0
    ? []
    : bounds.slice(1).map((max, i) => ({ id: bandId(bounds[i] ?? 0, max), min: bounds[i] ?? 0, max }));
}
