// Search box and the make, price-band and year dropdowns (SPEC.md), then the buyer filters, 'Show
// sold' and the sort of issue 11; all but the search behind a 'Filters' toggle on small screens.
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import type { Filters } from '~/lib/filters';
import { ALL_PRICES_LABEL, PRICE_BANDS } from '~/lib/price-bands';
import MoreFilters from './MoreFilters';

interface Props {
  filters: Filters;
  makes: readonly string[];
  years: readonly number[];
  onChange: (next: Filters) => void;
}

const selectClass = 'field appearance-none bg-[length:12px] bg-[right_1rem_center] bg-no-repeat pr-10';
// A chevron drawn inline (no image request), in the muted text colour.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23b5b0a7' stroke-width='1.6'/%3E%3C/svg%3E\")",
};

export default function FilterBar({ filters, makes, years, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => onChange({ ...filters, [key]: e.target.value });
  return (
    <div className="rounded-2xl border border-line bg-ink-800/80 p-4 sm:p-5">
      {/* The search keeps room for its whole placeholder: below ~24rem the Filters toggle wraps under it, full width. */}
      <div className="flex flex-wrap gap-3">
        <label className="sr-only" htmlFor={`${id}-q`}>Search</label>
        <input id={`${id}-q`} type="search" className="field min-w-0 flex-[999_1_16rem]" placeholder="Search by make or model..." value={filters.q} onChange={set('q')} />
        <button type="button" className={buttonClass('outline', 'md', 'flex-[1_0_auto] md:hidden')} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true"><path d="M2 4h12M4 8h8M6 12h4" /></svg>
          Filters
        </button>
      </div>
      <div id={`${id}-panel`} className={`${open ? 'grid' : 'hidden'} mt-3 gap-3 md:grid md:grid-cols-3`}>
        <div>
          <label className="sr-only" htmlFor={`${id}-make`}>Make</label>
          <select id={`${id}-make`} className={selectClass} style={chevron} value={filters.make} onChange={set('make')}>
            <option value="">All Makes</option>
            {makes.map((m) => <option key={m} value={m}>{m}</option>)}
          </select>
        </div>
        <div>
          <label className="sr-only" htmlFor={`${id}-price`}>Price range</label>
          <select id={`${id}-price`} className={selectClass} style={chevron} value={filters.price} onChange={set('price')}>
            <option value="">{ALL_PRICES_LABEL}</option>
            {PRICE_BANDS.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
          </select>
        </div>
        <div>
          <label className="sr-only" htmlFor={`${id}-year`}>Year</label>
          <select id={`${id}-year`} className={selectClass} style={chevron} value={filters.year} onChange={set('year')}>
            <option value="">All Years</option>
            {years.map((y) => <option key={y} value={String(y)}>{y}</option>)}
          </select>
        </div>
        <MoreFilters id={id} filters={filters} onChange={onChange} selectClass={selectClass} chevron={chevron} />
      </div>
    </div>
  );
}
