// The /inventory island: server-rendered with the first page of cards, kept fresh by the delta
// since the build; the full index loads only when the visitor searches, filters or asks for
// more. Filters live in the URL; matches are revealed 24 at a time.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { limits } from '~/config/constants';
import { buttonClass } from '~/components/ui/button-classes';
import CardSlot from '~/components/vehicle-card/CardSlot';
import type { BuildStamp, VehicleCard as Card } from '~/data/vehicles/browser';
import {
  EMPTY_FILTERS,
  checkPriceRange,
  isFiltered,
  makeOptions,
  parsePrice,
  yearOptions,
  type Filters,
} from '~/lib/inventory/filters';
import { buildSearchTable, searchTable } from '~/lib/inventory/search';
import type { StockChoices } from '~/lib/inventory/stock-options';
import { fmt, formatPrice } from '~/lib/format';
import type { CardText } from '~/components/vehicle-card/strings';
import type { InventoryStrings } from './strings';
import FilterBar from './FilterBar';
import { useInventoryData } from './use-inventory-data';
import { useUrlFilters } from './use-url-filters';
import { useHydrated, useIslandReady } from '~/components/ui/use-hydrated';

interface Props {
  /** The first page's cards on the first screen; its other cards are in the `later` file. */
  initial: Card[];
  /** The build's file with the first page's other cards (inventoryLaterUrl), read only when needed. */
  later: string;
  stamp: BuildStamp;
  pageCount: number;
  /** Vehicles of the build that are not sold: what the prebuilt pages list. */
  listed: number;
  /** Every make and year of the build, so the dropdowns are complete before the index loads. */
  makes: string[];
  years: number[];
  /** Live mode: the filters' choices drawn from the stock at build time (the demo's are the spec's). */
  stock?: StockChoices | undefined;
  /** The page language's strings (picked at build time) and the cards' words. */
  t: InventoryStrings;
  card: CardText;
  /** /inventory/2 in the page's language (the no-JS 'Next page'). */
  nextHref: string;
  /** The prebuilt list of `initial` (VehicleCard.astro), shown while it is what the visitor asked for. */
  children?: ReactNode;
}

export default function InventoryBrowser({
  initial: firstScreen,
  later,
  stamp,
  pageCount,
  listed,
  makes: builtMakes,
  years: builtYears,
  stock,
  t,
  card,
  nextHref,
  children,
}: Props) {
  const { initial, firstPage, totalOf, index, wantAll } = useInventoryData(firstScreen, later, stamp, listed);
  const [filters, setFilters] = useUrlFilters();
  // How many matches are revealed, and for which filters: new filters start again at one page.
  const [reveal, setReveal] = useState<{ filters: Filters; shown: number }>({ filters, shown: limits.pageSize });
  const shown = reveal.filters === filters ? reveal.shown : limits.pageSize;
  const hydrated = useHydrated();
  const root = useIslandReady<HTMLDivElement>();
  const filtered = isFiltered(filters);
  useEffect(() => {
    if (filtered) wantAll();
  }, [filtered, wantAll]);

  // The whole inventory once loaded; without the index (it failed), the cards at hand.
  const source = useMemo(() => {
    if (index.status === 'ready') return index.full;
    if (index.status === 'failed')
      return { cards: firstPage, table: buildSearchTable(firstPage), unsold: firstPage.length };
    return null;
  }, [index, firstPage]);
  const matches = useMemo(() => (source ? searchTable(source.table, filters) : null), [source, filters]);
  const visible =
    source && matches
      ? Array.from(matches.subarray(0, shown), (i) => source.cards[i] as Card)
      : firstPage.slice(0, shown);
  const total = totalOf(filters.sold === '1');
  const count = matches ? matches.length : total;
  const waiting = !source && (filtered || shown > limits.pageSize);
  const more = shown < count;
  // The prebuilt cards stay while they are the list asked for; any other list is filled from the template.
  const prebuilt =
    !matches &&
    shown === limits.pageSize &&
    firstPage.length === initial.length &&
    firstPage.every((c, i) => c === initial[i]);

  const optionCards = source?.cards ?? firstPage;
  const makes = useMemo(
    () =>
      stock
        ? stock.makes.map(([make]) => make)
        : makeOptions([...builtMakes.map((make) => ({ make })), ...optionCards]),
    [stock, builtMakes, optionCards],
  );
  const years = useMemo(
    () => yearOptions([...builtYears.map((year) => ({ year })), ...optionCards]),
    [builtYears, optionCards],
  );

  // The phone sheet's 'Show N cars' counts what the list below shows, and lands on it.
  const showLabel = waiting
    ? t['inventory.searching']
    : fmt(count === 1 ? t['filter.showOne'] : t['filter.showMany'], { count });
  const status = useRef<HTMLParagraphElement>(null);
  const land = useCallback(() => {
    status.current?.focus({ preventScroll: true });
    status.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className="space-y-4 sm:space-y-5" ref={root} data-inventory-since={stamp.updatedAt ?? ''}>
      <FilterBar
        filters={filters}
        makes={makes}
        years={years}
        stock={stock}
        onChange={setFilters}
        t={t}
        opts={card.opts}
        showLabel={showLabel}
        onShow={land}
      />
      <p
        ref={status}
        tabIndex={-1}
        className="scroll-mt-20 text-sm text-cream-muted outline-none"
        aria-live="polite"
        aria-busy={waiting}
      >
        {waiting ? t['inventory.searching'] : fmt(t['inventory.showing'], { count, total })}
      </p>
      {!waiting && count === 0 ? (
        <div className="rounded-2xl border border-dashed border-line px-6 py-20 text-center">
          <h2 className="font-display text-3xl text-cream">{t['inventory.none']}</h2>
          {checkPriceRange(filters).max === 'below-min' && (
            <p className="mt-3 text-cream" data-testid="none-reason">
              {fmt(t['inventory.nonePrice'], {
                min: formatPrice(parsePrice(filters.min) ?? 0),
                max: formatPrice(parsePrice(filters.max) ?? 0),
              })}
            </p>
          )}
          <p className="mt-3 text-cream-muted">{t['inventory.noneHint']}</p>
          <button
            type="button"
            className={buttonClass('primary', 'md', 'mt-8')}
            onClick={() => setFilters(EMPTY_FILTERS)}
          >
            {t['inventory.clear']}
          </button>
        </div>
      ) : prebuilt ? (
        children
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t['inventory.vehicles']}>
          {visible.map((c, i) => (
            <li key={c.id} className="flex">
              {/* Each 'Show more' batch is a page of its own: its stagger starts again at 0 s. */}
              <CardSlot card={c} index={i % limits.pageSize} text={card} />
            </li>
          ))}
        </ul>
      )}
      {hydrated && more && (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonClass('outline', 'lg')}
            disabled={waiting}
            onClick={() => {
              wantAll();
              setReveal({ filters, shown: shown + limits.pageSize });
            }}
          >
            {waiting ? t['inventory.loading'] : t['inventory.showMore']}
          </button>
        </div>
      )}
      {!hydrated && pageCount > 1 && (
        <nav aria-label={t['inventory.pages']} className="flex justify-center">
          <a className={buttonClass('outline', 'lg')} href={nextHref}>
            {t['inventory.nextPage']}
          </a>
        </nav>
      )}
    </div>
  );
}
