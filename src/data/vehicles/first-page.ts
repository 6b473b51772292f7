// The prebuilt first page of /inventory with a delta applied (kept apart from inventory-delta.ts,
// so the inventory island loads the delta's readers only when it asks for one:
// inventory-delta-lazy.browser.ts).
import { limits } from '~/config/constants';
import type { VehicleCard } from './card';
import type { InventoryDelta } from './inventory-delta';
import { compareNewestFirst, mergeDelta } from './order';

/**
 * The prebuilt first page (sold cars left out) with the delta applied: a car sold since leaves it,
 * cards past its last one belong to later pages.
 */
export function firstPageWith(
  initial: readonly VehicleCard[],
  complete: boolean,
  delta: InventoryDelta | null,
): VehicleCard[] {
  if (!delta) return [...initial];
  const last = initial[initial.length - 1];
  const sold = delta.changed.filter((c) => c.status === 'sold');
  return mergeDelta(
    initial,
    delta.changed.filter((c) => c.status !== 'sold'),
    [...delta.deleted, ...sold.map((c) => c.id)],
  )
    .filter((c) => complete || !last || compareNewestFirst(c, last) <= 0)
    .slice(0, complete ? undefined : limits.pageSize);
}
