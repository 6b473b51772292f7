// Which cars each Atom feed lists (docs/features.md): new arrivals (listed cars, newest first), price
// drops (listed cars whose price went down, latest drop first) and one per make. Sold cars are in
// none. Each feed keeps its newest FEED_SIZE entries, as feed readers only read the top.
import { makeSlug } from '~/lib/paths';
import { timeKey } from '~/lib/timestamp';
import type { Vehicle } from '~/lib/vehicle';

const FEED_SIZE = 50;

type FeedVehicle = Pick<Vehicle, 'make' | 'price' | 'status' | 'createdAt' | 'previousPrice' | 'priceReducedAt'>;

const listed = <T extends FeedVehicle>(list: readonly T[]): T[] => list.filter((v) => v.status !== 'sold');
const newestFirst = <T extends FeedVehicle>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => timeKey(b.createdAt) - timeKey(a.createdAt));

export const newArrivals = <T extends FeedVehicle>(list: readonly T[]): T[] =>
  newestFirst(listed(list)).slice(0, FEED_SIZE);

/** A car whose price is below its price before the latest drop. */
const hasDropped = (v: FeedVehicle): boolean =>
  v.previousPrice !== null && v.priceReducedAt !== null && v.previousPrice > v.price;

export const priceDrops = <T extends FeedVehicle>(list: readonly T[]): T[] =>
  listed(list)
    .filter(hasDropped)
    .sort((a, b) => timeKey(b.priceReducedAt ?? '') - timeKey(a.priceReducedAt ?? ''))
    .slice(0, FEED_SIZE);

/** Every make with a listed car, in alphabetical order, each once. */
export const feedMakes = (list: readonly FeedVehicle[]): string[] =>
  [...new Set(listed(list).map((v) => v.make))].sort((a, b) => a.localeCompare(b));

export const ofMake = <T extends FeedVehicle>(list: readonly T[], slug: string): T[] =>
  newestFirst(listed(list).filter((v) => makeSlug(v.make) === slug)).slice(0, FEED_SIZE);
