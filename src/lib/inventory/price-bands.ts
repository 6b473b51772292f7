// Price bands of the inventory filter (docs/product.md §5), inclusive at both ends. Their labels, and
// 'All Prices', are in the dictionaries (src/i18n: filter.band.<id>, filter.allPrices).
interface PriceBand {
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

export function findBand(id: string): PriceBand | undefined {
  return PRICE_BANDS.find((b) => b.id === id);
}
