// After hydration: load the full compact index built with the site, then the live list; each
// replaces the cards only when it differs, so a fresh build causes no re-render at all.
import { useEffect, useState } from 'react';
import { inventoryIndexSchema, sameCards, type VehicleCard } from '~/lib/inventory-index';
import { fetchLiveCards } from '~/lib/live';
import { liveConfig } from './live-config';

export function useInventoryData(initial: VehicleCard[], total: number) {
  const [cards, setCards] = useState(initial);
  const [complete, setComplete] = useState(initial.length === total);
  useEffect(() => {
    let alive = true;
    const apply = (next: VehicleCard[]) => alive && setCards((prev) => (sameCards(prev, next) ? prev : next));
    (async () => {
      try {
        const res = await fetch('/inventory-index.json');
        if (res.ok) apply(inventoryIndexSchema.parse(await res.json()));
      } catch (err) {
        console.warn('Inventory index unavailable', err);
      }
      if (alive) setComplete(true);
      try {
        apply(await fetchLiveCards(liveConfig));
      } catch (err) {
        // The built list stays on screen: live data is an improvement, not a requirement.
        console.warn('Live inventory unavailable', err);
      }
    })();
    return () => {
      alive = false;
    };
  }, []);
  return { cards, total: complete ? cards.length : total, complete };
}
