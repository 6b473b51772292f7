// /inventory hydrates its filtering island on the visitor's first interaction (client:interaction),
// unless the prebuilt list is not what they should see: the address names filters, or the
// inventory changed since the build (two tiny requests). Then the island wakes at once. The island
// reuses the answer: when nothing changed, it asks for no delta.
import { ISLAND_WAKE_ATTRIBUTE, ISLAND_WAKE_EVENT } from '~/config/islands';
import { liveConfig } from '~/config/live-config';
import { freshnessSince, type Freshness } from '~/data/vehicles/browser';
import { isFiltered } from '~/lib/inventory/filters';
import { filtersFromSearch } from '~/lib/inventory/query-state';

let asked: Promise<Freshness> | null = null;

/** Whether the inventory changed since the build (`since`: its latest updated_at), asked once per page. */
export function inventoryFreshness(since: string | null): Promise<Freshness> {
  return (asked ??= freshnessSince(liveConfig, since));
}

export function wakeInventoryWhenStale(): void {
  const root = document.querySelector<HTMLElement>('[data-inventory-since]');
  const island = root?.closest('astro-island');
  if (!root || !island) return;
  const wake = (): void => {
    island.setAttribute(ISLAND_WAKE_ATTRIBUTE, '');
    island.dispatchEvent(new Event(ISLAND_WAKE_EVENT));
  };
  if (isFiltered(filtersFromSearch(window.location.search))) return wake();
  void inventoryFreshness(root.dataset.inventorySince || null).then((state) => {
    if (state !== 'unchanged') wake();
  });
}
