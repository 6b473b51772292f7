// Listing badges: 'Reserved' and 'Sold' from the status, 'New arrival' for a car
// listed in the last 14 days, 'Price reduced' for 30 days after a price drop. Prebuilt cards decide 'New arrival' at build and carry the moment it
// ends (data-new-until), so the card script hides the badge once it has passed.
import type { VehicleStatus } from '~/lib/vehicle';

const NEW_ARRIVAL_DAYS = 14;
const DAY_MS = 86_400_000;

/** When a car listed at `createdAt` stops being a new arrival (ms since the epoch). */
export const newArrivalUntil = (createdAt: string): number => Date.parse(createdAt) + NEW_ARRIVAL_DAYS * DAY_MS;

export const isNewArrival = (createdAt: string, now: number): boolean => {
  const listed = Date.parse(createdAt);
  return listed <= now && now < newArrivalUntil(createdAt);
};

/** The badge text of a status; none for an available car. */
export const statusBadge = (status: VehicleStatus): string | null =>
  status === 'reserved' ? 'Reserved' : status === 'sold' ? 'Sold' : null;

const PRICE_REDUCED_DAYS = 30;

/** When the 'Price reduced' badge of a drop at `reducedAt` ends (ms since the epoch). */
export const priceReducedUntil = (reducedAt: string): number => Date.parse(reducedAt) + PRICE_REDUCED_DAYS * DAY_MS;

interface PriceDrop {
  price: number;
  previousPrice: number | null;
  priceReducedAt: string | null;
}

/** The struck-through old price while a drop is recent (the database keeps both); null otherwise. */
export function reducedFrom(v: PriceDrop, now: number): number | null {
  if (v.previousPrice === null || v.priceReducedAt === null || v.previousPrice <= v.price) return null;
  const at = Date.parse(v.priceReducedAt);
  return at <= now && now < priceReducedUntil(v.priceReducedAt) ? v.previousPrice : null;
}

/** Whole days since a car was listed: 'Days in stock' on the staff cards. */
export const daysInStock = (createdAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY_MS));
