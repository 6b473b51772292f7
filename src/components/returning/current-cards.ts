// The inventory as it is now, for the returning buyer's parts (recently viewed, saved searches,
// price drops): the build's index with what changed since merged in. Loaded once per page, and
// only by a visitor who has something remembered (a first visit loads nothing).
import { liveConfig } from '~/config/live-config';
import { fetchIndex, fetchInventoryDelta, mergeDelta, type VehicleCard } from '~/data/vehicles/browser';

let cards: Promise<Map<string, VehicleCard>> | null = null;

export function currentCards(): Promise<Map<string, VehicleCard>> {
  cards ??= (async () => {
    const { cards: built, stamp } = await fetchIndex();
    const delta = await fetchInventoryDelta(liveConfig, stamp).catch(() => null);
    const all = delta ? mergeDelta(built, delta.changed, delta.deleted) : built;
    return new Map(all.map((c) => [c.id, c]));
  })();
  return cards;
}
