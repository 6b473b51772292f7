// Search box and the make, price-band and year dropdowns (SPEC.md), then the buyer filters, 'Show
// sold' and the sort of issue 11; all but the search behind a 'Filters' toggle on small screens.
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import type { Filters } from '~/lib/filters';
import { PRICE_BANDS } from '~/lib/price-bands';
import type { OptionLabels } from '~/i18n/en';
import type { FilterStrings } from '~/i18n/keys';
import MoreFilters from './MoreFilters';

interface Props {
  filters: Filters;
  makes: readonly string[];
  years: readonly number[];
  onChange: (next: Filters) => void;
  t: FilterStrings;
  opts: OptionLabels;
}

const selectClass = 'field appearance-none bg-[length:12px] bg-[right_1rem_center] bg-no-repeat pr-10';
// A chevron drawn inline (no image request), in the muted text colour.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23b5b0a7' stroke-width='1.6'/%3E%3C/svg%3E\")",
};

export default function FilterBar({ filters, makes, years, onChange, t, opts }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  return (
    <div className="rounded-2xl border border-line bg-ink-800/80 p-4 sm:p-5">
      {/* The search keeps room for its whole placeholder: below ~24rem the Filters toggle wraps under it, full width. */}
      <div className="flex flex-wrap gap-3">
        <label className="sr-only" htmlFor={`${id}-q`}>
          {t['filter.search']}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="field min-w-0 flex-[999_1_16rem]"
          placeholder={t['filter.placeholder']}
          value={filters.q}
          onChange={set('q')}
        />
        <button
          type="button"
          className={buttonClass('outline', 'md', 'flex-[1_0_auto] md:hidden')}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
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
          {t['filter.toggle']}
        </button>
      </div>
      <div id={`${id}-panel`} className={`${open ? 'grid' : 'hidden'} mt-3 gap-3 md:grid md:grid-cols-3`}>
        <div>
          <label className="sr-only" htmlFor={`${id}-make`}>
            {t['filter.make']}
          </label>
          <select id={`${id}-make`} className={selectClass} style={chevron} value={filters.make} onChange={set('make')}>
            <option value="">{t['filter.allMakes']}</option>
            {makes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="sr-only" htmlFor={`${id}-price`}>
            {t['filter.price']}
          </label>
          <select
            id={`${id}-price`}
            className={selectClass}
            style={chevron}
            value={filters.price}
            onChange={set('price')}
          >
            <option value="">{t['filter.allPrices']}</option>
            {PRICE_BANDS.map((b) => (
              <option key={b.id} value={b.id}>
                {t[`filter.band.${b.id}` as keyof FilterStrings]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="sr-only" htmlFor={`${id}-year`}>
            {t['filter.year']}
          </label>
          <select id={`${id}-year`} className={selectClass} style={chevron} value={filters.year} onChange={set('year')}>
            <option value="">{t['filter.allYears']}</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <MoreFilters
          id={id}
          filters={filters}
          onChange={onChange}
          selectClass={selectClass}
          chevron={chevron}
          t={t}
          opts={opts}
        />
      </div>
    </div>
  );
}
