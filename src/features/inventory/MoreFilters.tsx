// The buyer filters beyond the spec's three (docs/features.md): body, fuel, transmission, origin, maximum
// mileage, a free price range, 'Show sold' and the sort. Every control has a label a screen
// reader announces; the price fields accept separators ('285,000').
import { MILEAGE_LIMITS, checkPriceRange, type Filters } from '~/lib/inventory/filters';
import { formatMileage } from '~/lib/format';
import { SORT_OPTIONS } from '~/lib/inventory/sort';
import { BODY_TYPES, FUEL_TYPES, ORIGINS, TRANSMISSIONS } from '~/lib/vehicle';
import { fmt } from '~/lib/format';
import type { OptionLabels } from '~/i18n/en';
import type { FilterStrings } from './strings';
import { labelOf, type Labelled } from '~/lib/inventory/labelled';
import type { StockChoices } from '~/lib/inventory/stock-options';
import FilterSelect from './FilterSelect';

interface Props {
  id: string;
  filters: Filters;
  onChange: (next: Filters) => void;
  /** What a filter dropdown is bound to (FilterBar's). */
  bind: (key: keyof Filters) => { id: string; value: string; onChange: (value: string) => void };
  t: FilterStrings;
  opts: OptionLabels;
  /** Live mode: the bodies and fuels in stock, labelled with their counts. */
  stock?: StockChoices | undefined;
}

export default function MoreFilters({ id, filters, onChange, bind, t, opts, stock }: Props) {
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  const plain = (key: 'body' | 'fuel' | 'trans' | 'origin', all: string, values: readonly (keyof OptionLabels)[]) => (
    <FilterSelect {...bind(key)} label={t[`filter.${key}`]} all={all} values={values} optionLabel={(v) => opts[v]} />
  );
  // What the stock holds, labelled with its counts at build time.
  const inStock = (key: 'body' | 'fuel', all: string, values: Labelled) => (
    <FilterSelect
      {...bind(key)}
      label={t[`filter.${key}`]}
      all={all}
      values={values.map(([v]) => v)}
      optionLabel={labelOf(values)}
    />
  );
  // A price that is not a number, or a maximum below the minimum, is said under its field.
  const range = checkPriceRange(filters);
  const problem = { invalid: t['filter.priceInvalid'], 'below-min': t['filter.priceOrder'] };
  const price = (key: 'min' | 'max', label: string) => {
    const issue = range[key];
    return (
      <div>
        <label className="sr-only" htmlFor={`${id}-${key}`}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          className="field"
          inputMode="numeric"
          autoComplete="off"
          placeholder={label}
          value={filters[key]}
          onChange={set(key)}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-${key}-error` : undefined}
        />
        {issue && (
          <p id={`${id}-${key}-error`} className="mt-1.5 text-xs text-red-300">
            {problem[issue]}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="grid gap-3 md:col-span-3 md:grid-cols-4 xl:col-span-4 xl:grid-cols-5">
      {stock ? inStock('body', t['filter.allBodies'], stock.bodies) : plain('body', t['filter.allBodies'], BODY_TYPES)}
      {stock ? inStock('fuel', t['filter.allFuels'], stock.fuels) : plain('fuel', t['filter.allFuels'], FUEL_TYPES)}
      {plain('trans', t['filter.allTrans'], TRANSMISSIONS)}
      {plain('origin', t['filter.allOrigins'], ORIGINS)}
      <FilterSelect
        {...bind('km')}
        label={t['filter.km']}
        all={t['filter.anyKm']}
        values={MILEAGE_LIMITS}
        optionLabel={(n) => fmt(t['filter.upTo'], { km: formatMileage(n) })}
      />
      {price('min', t['filter.min'])}
      {price('max', t['filter.max'])}
      <FilterSelect
        {...bind('sort')}
        label={t['filter.sort']}
        values={SORT_OPTIONS.map((o) => o.id)}
        optionLabel={(sort) => (sort ? t[`sort.${sort}`] : fmt(t['filter.sortPrefix'], { label: t['sort.'] }))}
      />
      <label className="flex items-center gap-2 text-sm text-cream-muted md:col-span-4 xl:col-span-1">
        <input
          type="checkbox"
          className="h-4 w-4 accent-gold"
          checked={filters.sold === '1'}
          onChange={(e) => onChange({ ...filters, sold: e.target.checked ? '1' : '' })}
        />
        {t['filter.sold']}
      </label>
    </div>
  );
}
