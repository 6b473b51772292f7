// The inventory island's data. On load: only the delta since the build (two requests that answer
// `[]` when nothing changed), merged into the prebuilt first page. The compact index of every
// vehicle is fetched only once the visitor searches, filters or asks for more, then merged with
// the same delta; filtering then runs over its precomputed search table.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { firstPageWith, mergeDelta, type BuildStamp, type InventoryDelta, type VehicleCard } from '~/data/vehicles';
import { fetchIndex } from '~/lib/inventory-index';
import { buildSearchTable, type SearchTable } from '~/lib/inventory-search';
import { fetchInventoryDelta } from '~/lib/live';
import { liveConfig } from './live-config';

export interface FullInventory {
  cards: VehicleCard[];
  table: SearchTable;
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; full: FullInventory };

export function useInventoryData(initial: VehicleCard[], stamp: BuildStamp) {
  const [delta, setDelta] = useState<InventoryDelta | null>(null);
  const [deltaDone, setDeltaDone] = useState(false);
  const [raw, setRaw] = useState<VehicleCard[] | null>(null);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });

  useEffect(() => {
    let alive = true;
    fetchInventoryDelta(liveConfig, stamp)
      .then((d) => alive && setDelta(d))
      // The built list stays on screen: live data is an improvement, not a requirement.
      .catch((err: unknown) => console.warn('Live inventory unavailable', err))
      .finally(() => alive && setDeltaDone(true));
    return () => {
      alive = false;
    };
  }, [stamp]);

  /** Ask for the whole index (once); the visitor searched, filtered or paged. */
  const requested = useRef(false);
  const wantAll = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setIndex({ status: 'loading' });
    fetchIndex()
      .then(({ cards }) => setRaw(cards))
      .catch((err: unknown) => {
        console.warn('Inventory index unavailable', err);
        setIndex({ status: 'failed' });
      });
  }, []);

  // The index and the delta meet here, whichever arrives first; the search table is built once per change.
  useEffect(() => {
    if (!raw || !deltaDone) return;
    const cards = delta ? mergeDelta(raw, delta.changed, delta.deleted) : raw;
    setIndex({ status: 'ready', full: { cards, table: buildSearchTable(cards) } });
  }, [raw, delta, deltaDone]);

  const complete = initial.length === stamp.count;
  const firstPage = useMemo(() => firstPageWith(initial, complete, delta), [initial, complete, delta]);
  const total = index.status === 'ready' ? index.full.cards.length : delta ? delta.total : stamp.count;
  return { firstPage, total, index, wantAll };
}
