// The /inventory island: server-rendered with the first page of cards, then filters the full
// index, reflects filters in the URL and reveals matches 24 at a time.
import { useEffect, useMemo, useState } from 'react';
import { limits } from '~/config/site';
import { buttonClass } from '~/components/ui/button-classes';
import VehicleCard from '~/components/vehicle/VehicleCard';
import { EMPTY_FILTERS, filterVehicles, makeOptions, yearOptions } from '~/lib/filters';
import type { VehicleCard as Card } from '~/lib/inventory-index';
import FilterBar from './FilterBar';
import { useInventoryData } from './use-inventory-data';
import { useUrlFilters } from './use-url-filters';

interface Props {
  initial: Card[];
  total: number;
  pageCount: number;
}

export default function InventoryBrowser({ initial, total: builtTotal, pageCount }: Props) {
  const { cards, total } = useInventoryData(initial, builtTotal);
  const [filters, setFilters] = useUrlFilters();
  const [shown, setShown] = useState<number>(limits.pageSize);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setShown(limits.pageSize), [filters]);

  const matches = useMemo(() => filterVehicles(cards, filters), [cards, filters]);
  const makes = useMemo(() => makeOptions(cards), [cards]);
  const years = useMemo(() => yearOptions(cards), [cards]);
  const visible = matches.slice(0, shown);

  return (
    <div className="space-y-8">
      <FilterBar filters={filters} makes={makes} years={years} onChange={setFilters} />
      <p className="text-sm text-cream-muted" aria-live="polite">
        Showing {matches.length} of {total} vehicles
      </p>
      {matches.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line px-6 py-20 text-center">
          <h2 className="font-display text-3xl text-cream">No vehicles found</h2>
          <p className="mt-3 text-cream-muted">Try adjusting your search criteria or browse all vehicles</p>
          <button type="button" className={buttonClass('primary', 'md', 'mt-8')} onClick={() => setFilters(EMPTY_FILTERS)}>
            Clear Filters
          </button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Vehicles">
          {visible.map((c, i) => (
            <li key={c.id} className="flex">
              {/* Each 'Show more' batch is a page of its own: its stagger starts again at 0 s. */}
              <div className="flex w-full flex-col [&>article]:flex-1"><VehicleCard card={c} index={i % limits.pageSize} /></div>
            </li>
          ))}
        </ul>
      )}
      {hydrated && shown < matches.length && (
        <div className="flex justify-center">
          <button type="button" className={buttonClass('outline', 'lg')} onClick={() => setShown(shown + limits.pageSize)}>
            Show more
          </button>
        </div>
      )}
      {!hydrated && pageCount > 1 && (
        <nav aria-label="Inventory pages" className="flex justify-center">
          <a className={buttonClass('outline', 'lg')} href="/inventory/2">Next page</a>
        </nav>
      )}
    </div>
  );
}
