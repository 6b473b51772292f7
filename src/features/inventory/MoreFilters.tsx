// The buyer filters of issue 11, after SPEC.md's three: body, fuel, transmission, origin, maximum
// mileage, a free price range, 'Show sold' and the sort. Every control has a label a screen
// reader announces; the price fields accept separators ('285,000').
import type { CSSProperties, ReactNode } from 'react';
import { MILEAGE_LIMITS, type Filters } from '~/lib/filters';
import { formatMileage } from '~/lib/format';
import { SORT_OPTIONS } from '~/lib/sort';
import { BODY_TYPES, FUEL_TYPES, ORIGINS, TRANSMISSIONS } from '~/lib/vehicle';
import { fmt } from '~/lib/format';
import type { OptionLabels } from '~/i18n/en';
import type { FilterStrings } from '~/i18n/keys';

interface Props {
  id: string;
  filters: Filters;
  onChange: (next: Filters) => void;
  selectClass: string;
  chevron: CSSProperties;
  t: FilterStrings;
  opts: OptionLabels;
}

export default function MoreFilters({ id, filters, onChange, selectClass, chevron, t, opts }: Props) {
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  const select = (
    key: keyof Filters,
    label: string,
    all: string,
    options: readonly { value: string; label: string }[],
  ): ReactNode => (
    <div>
      <label className="sr-only" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <select id={`${id}-${key}`} className={selectClass} style={chevron} value={filters[key]} onChange={set(key)}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const plain = (list: readonly (keyof OptionLabels)[]) => list.map((v) => ({ value: v, label: opts[v] }));
  const price = (key: 'min' | 'max', label: string) => (
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
      />
    </div>
  );
  return (
    <div className="grid gap-3 md:col-span-3 md:grid-cols-4">
      {select('body', t['filter.body'], t['filter.allBodies'], plain(BODY_TYPES))}
      {select('fuel', t['filter.fuel'], t['filter.allFuels'], plain(FUEL_TYPES))}
      {select('trans', t['filter.trans'], t['filter.allTrans'], plain(TRANSMISSIONS))}
      {select('origin', t['filter.origin'], t['filter.allOrigins'], plain(ORIGINS))}
      {select(
        'km',
        t['filter.km'],
        t['filter.anyKm'],
        MILEAGE_LIMITS.map((n) => ({ value: String(n), label: fmt(t['filter.upTo'], { km: formatMileage(n) }) })),
      )}
      {price('min', t['filter.min'])}
      {price('max', t['filter.max'])}
      <div>
        <label className="sr-only" htmlFor={`${id}-sort`}>
          {t['filter.sort']}
        </label>
        <select id={`${id}-sort`} className={selectClass} style={chevron} value={filters.sort} onChange={set('sort')}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.id} value={o.id}>
              {o.id ? t[`sort.${o.id}`] : fmt(t['filter.sortPrefix'], { label: t['sort.'] })}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 text-sm text-cream-muted md:col-span-4">
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
