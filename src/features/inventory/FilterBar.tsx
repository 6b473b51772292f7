// Search box and the make, price-band and year dropdowns (docs/product.md), then the buyer filters, 'Show
// sold' and the sort (docs/features.md); all but the search behind a 'Filters' toggle on small screens,
// which opens them in a sheet with 'Show N cars' (FilterSheet.tsx, loaded on that tap).
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { panelFilterCount, type Filters } from '~/lib/inventory/filters';
import { fmt } from '~/lib/format';
import { PRICE_BANDS } from '~/lib/inventory/price-bands';
import { labelOf } from '~/lib/inventory/labelled';
import type { StockChoices } from '~/lib/inventory/stock-options';
import type { OptionLabels } from '~/i18n/en';
import type { FilterStrings } from './strings';
import FilterSelect from './FilterSelect';
import MoreFilters from './MoreFilters';

const FilterSheet = lazy(() => import('./FilterSheet'));

interface Props {
  filters: Filters;
  makes: readonly string[];
  years: readonly number[];
  /** Live mode: the bands, makes, bodies and fuels of the stock, labelled (the demo's lists are the spec's). */
  stock?: StockChoices | undefined;
  onChange: (next: Filters) => void;
  t: FilterStrings;
  opts: OptionLabels;
  /** The sheet's button for the filters as they stand: 'Show 12 cars'. */
  showLabel: string;
  /** After 'Show N cars' has closed the sheet: bring the results into view. */
  onShow: () => void;
}

export default function FilterBar({ filters, makes, years, stock, onChange, t, opts, showLabel, onShow }: Props) {
  const [open, setOpen] = useState(false);
  // 'Show N cars' lands on the results once the sheet has closed and the browser has put the focus back.
  const landing = useRef(false);
  useEffect(() => {
    if (open || !landing.current) return;
    landing.current = false;
    onShow();
  }, [open, onShow]);
  const id = useId();
  // Folded on a phone, the toggle still says how many filters are on.
  const on = panelFilterCount(filters);
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  // What each filter dropdown is bound to: its id, its value and how it changes the filters.
  const bind = (key: keyof Filters) => ({
    id: `${id}-${key}`,
    value: filters[key],
    onChange: (value: string) => onChange({ ...filters, [key]: value }),
  });
  const panel = (
    <>
      <FilterSelect
        {...bind('make')}
        label={t['filter.make']}
        all={t['filter.allMakes']}
        values={makes}
        optionLabel={stock && labelOf(stock.makes)}
      />
      <FilterSelect
        {...bind('price')}
        label={t['filter.price']}
        all={t['filter.allPrices']}
        values={stock ? stock.bands.map(([band]) => band) : PRICE_BANDS.map((b) => b.id)}
        optionLabel={stock ? labelOf(stock.bands) : (band) => t[`filter.band.${band}` as keyof FilterStrings]}
      />
      <FilterSelect {...bind('year')} label={t['filter.year']} all={t['filter.allYears']} values={years} />
      <MoreFilters id={id} filters={filters} onChange={onChange} bind={bind} t={t} opts={opts} stock={stock} />
    </>
  );
  return (
    // On a wide screen (xl) the search and the spec's three dropdowns share the first row and the other
    // filters two more, so the first cards start on a 1440 × 900 screen (docs/features.md 'The first
    // screen and contact'); the panel then lends its children to this grid.
    <div className="rounded-2xl border border-line bg-ink-800/80 p-3 sm:p-5 xl:grid xl:grid-cols-[minmax(0,3fr)_repeat(3,minmax(0,2fr))] xl:gap-3 xl:p-4">
      {/* The search keeps room for its whole placeholder: below ~24rem the Filters toggle wraps under it, full
          width, and on a phone the box and the field pad less, so the placeholder fits at 320 px in the
          system sans-serif (docs/product.md D33), DejaVu Sans (the widest) included. */}
      <div className="flex flex-wrap gap-3">
        <label className="sr-only" htmlFor={`${id}-q`}>
          {t['filter.search']}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="field min-w-0 flex-[999_1_16rem] px-3 sm:px-4"
          placeholder={t['filter.placeholder']}
          value={filters.q}
          onChange={set('q')}
        />
        <button
          type="button"
          className={buttonClass('outline', 'md', 'flex-[1_0_auto] md:hidden')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {/* Icons are inline SVG, each with its own path: the stroke attributes repeat by design. */}
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <path d="M2 4h12M4 8h8M6 12h4" />
          </svg>
          {on ? fmt(t['filter.toggleCount'], { count: on }) : t['filter.toggle']}
        </button>
      </div>
      {/* One set of controls at a time (their ids are the labels' targets): inline from md up, hidden below
          it, or in the phone's sheet while that is open. */}
      {open ? (
        <Suspense>
          <FilterSheet
            title={t['filter.toggle']}
            closeLabel={t['filter.close']}
            showLabel={showLabel}
            onClose={() => setOpen(false)}
            onShow={() => {
              landing.current = true;
              setOpen(false);
            }}
          >
            {panel}
          </FilterSheet>
        </Suspense>
      ) : (
        <div className="mt-3 hidden gap-3 md:grid md:grid-cols-3 xl:contents">{panel}</div>
      )}
    </div>
  );
}
