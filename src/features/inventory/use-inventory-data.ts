// The inventory island's data. On load: whether anything changed since the build (two requests that
// answer `[]` when nothing did, asked by the page before the island wakes), and only then the delta,
// merged into the prebuilt first page, whose cards past the first screen are then fetched from the
// build's file (the island carries the first screen's only). The compact index of every
// vehicle is fetched only once the visitor searches, filters or asks for more, then merged with
// the same delta; filtering then runs over its precomputed search table.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  fetchInventoryDeltaLazily,
  fetchLaterCardsLazily,
  firstPageWith,
  loadInventoryIndex,
  mergeDelta,
  type BuildStamp,
  type InventoryDelta,
  type VehicleCard,
} from '~/data/vehicles/browser';
import { buildSearchTable, type SearchTable } from '~/lib/inventory/search';
import { liveConfig } from '~/config/live-config';
import { inventoryFreshness } from './inventory-wake';

interface FullInventory {
  cards: VehicleCard[];
  table: SearchTable;
  /** How many of `cards` are not sold. */
  unsold: number;
}

type IndexState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; full: FullInventory };

/**
 * `firstScreen`: the prebuilt first page's cards on the first screen; `laterUrl`: the file with its
 * other cards; `listed`: vehicles of the build not sold (the prebuilt pages list those).
 */
export function useInventoryData(firstScreen: VehicleCard[], laterUrl: string, stamp: BuildStamp, listed: number) {
  // The prebuilt first page as far as the island knows it: the first screen's cards, then all of
  // them once a delta or a failed index needs the whole page.
  const [initial, setInitial] = useState(firstScreen);
  const [delta, setDelta] = useState<InventoryDelta | null>(null);
  const [deltaDone, setDeltaDone] = useState(false);
  const [raw, setRaw] = useState<VehicleCard[] | null>(null);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });

  /** The whole prebuilt first page (asked for once), or null when its file cannot be had. */
  const laterAsked = useRef<Promise<VehicleCard[] | null> | null>(null);
  const wholeFirstPage = useCallback(
    () =>
      (laterAsked.current ??= fetchLaterCardsLazily(laterUrl).then(
        (later) => [...firstScreen, ...later],
        (err: unknown) => {
          console.warn('The first page’s other cards are unavailable', err);
          return null;
        },
      )),
    [firstScreen, laterUrl],
  );

  useEffect(() => {
    let alive = true;
    // The page asked already whether anything changed (inventory-wake.ts); only then the delta.
    inventoryFreshness(stamp.updatedAt)
      .then((state) =>
        state === 'unchanged' ? null : Promise.all([fetchInventoryDeltaLazily(liveConfig, stamp), wholeFirstPage()]),
      )
      .then((got) => {
        if (!alive || !got) return;
        const [d, page] = got;
        // Without the whole first page a delta would draw only the first screen's cards: the built
        // list stays instead.
        if (!page) return;
        setInitial(page);
        setDelta(d);
      })
      // The built list stays on screen: live data is an improvement, not a requirement.
      .catch((err: unknown) => console.warn('Live inventory unavailable', err))
      .finally(() => alive && setDeltaDone(true));
    return () => {
      alive = false;
    };
  }, [stamp, wholeFirstPage]);

  /** Ask for the whole index (once); the visitor searched, filtered or paged. */
  const requested = useRef(false);
  const wantAll = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setIndex({ status: 'loading' });
    // The index's decoder loads with the index: only once the visitor searches, filters, sorts or pages.
    loadInventoryIndex()
      .then(async ({ cards, stamp: built }) => {
        // The index is cached for an hour, so it can be older than this page's build (a returning
        // visitor): bring it up to date from its own stamp; the page's delta then merges on top.
        if (built.updatedAt === stamp.updatedAt && built.count === stamp.count) return cards;
        const caughtUp = await fetchInventoryDeltaLazily(liveConfig, built).catch(() => null);
        return caughtUp ? mergeDelta(cards, caughtUp.changed, caughtUp.deleted) : cards;
      })
      .then((cards) => setRaw(cards))
      .catch(async (err: unknown) => {
        console.warn('Inventory index unavailable', err);
        // Then the list is the first page's cards: all of them, when their file can be had.
        const page = await wholeFirstPage();
        if (page) setInitial(page);
        setIndex({ status: 'failed' });
      });
  }, [stamp, wholeFirstPage]);

  // The index and the delta meet here, whichever arrives first; the search table is built once per change.
  useEffect(() => {
    if (!raw || !deltaDone) return;
    const cards = delta ? mergeDelta(raw, delta.changed, delta.deleted) : raw;
    const unsold = cards.reduce((n, c) => (c.status === 'sold' ? n : n + 1), 0);
    setIndex({ status: 'ready', full: { cards, table: buildSearchTable(cards), unsold } });
  }, [raw, delta, deltaDone]);

  const complete = initial.length === listed;
  const firstPage = useMemo(() => firstPageWith(initial, complete, delta), [initial, complete, delta]);
  /** Vehicles in the inventory, all of them or only those not sold. */
  const totalOf = (withSold: boolean): number => {
    if (index.status === 'ready') return withSold ? index.full.cards.length : index.full.unsold;
    if (delta) return withSold ? delta.total : delta.listed;
    return withSold ? stamp.count : listed;
  };
  return { initial, firstPage, totalOf, index, wantAll };
}
