// One inventory filter dropdown: a label for screen readers, the inline chevron, and the "All …"
// choice (the empty value) before the options.
import type { ReactNode } from 'react';
import Options from '~/components/ui/Options';

const selectClass = 'field appearance-none bg-size-[12px] bg-position-[right_1rem_center] bg-no-repeat pr-10';
// A chevron drawn inline (no image request), in the muted text colour.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23b5b0a7' stroke-width='1.6'/%3E%3C/svg%3E\")",
};

interface Props<T extends string | number> {
  id: string;
  label: string;
  /** The empty value's words; without it the select has no empty choice. */
  all?: string;
  value: string;
  onChange: (value: string) => void;
  values: readonly T[];
  optionLabel?: (value: T) => ReactNode;
}

export default function FilterSelect<T extends string | number>(p: Props<T>) {
  return (
    <div>
      <label className="sr-only" htmlFor={p.id}>
        {p.label}
      </label>
      <select
        id={p.id}
        className={selectClass}
        style={chevron}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
      >
        {p.all !== undefined && <option value="">{p.all}</option>}
        <Options values={p.values} label={p.optionLabel} />
      </select>
    </div>
  );
}
