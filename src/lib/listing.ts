// Listing badges: 'Reserved' and 'Sold' from the status, 'New arrival' for a car
// listed in the last 14 days. Prebuilt cards decide 'New arrival' at build and carry the moment it
// ends (data-new-until), so the card script hides the badge once it has passed.
import type { VehicleStatus } from './vehicle';

export const NEW_ARRIVAL_DAYS = 14;
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
