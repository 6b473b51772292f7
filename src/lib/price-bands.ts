// Price bands of the inventory filter (SPEC.md §5), inclusive at both ends.
export interface PriceBand {
  id: string;
  label: string;
  min: number;
  /** Infinity for the open-ended top band. */
  max: number;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: '50000-70000', label: 'MYR 50,000 - 70,000', min: 50_000, max: 70_000 },
  { id: '70000-90000', label: 'MYR 70,000 - 90,000', min: 70_000, max: 90_000 },
  { id: '90000-plus', label: 'MYR 90,000 and above', min: 90_000, max: Number.POSITIVE_INFINITY },
];

export const ALL_PRICES_LABEL = 'All Prices';

export function findBand(id: string): PriceBand | undefined {
  return PRICE_BANDS.find((b) => b.id === id);
}

/** True when the price lies in the band; an unknown band id matches nothing. */
export function inPriceBand(price: number, bandId: string): boolean {
  const band = findBand(bandId);
  return band !== undefined && price >= band.min && price <= band.max;
}
