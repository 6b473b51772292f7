// The staff list's search by make or model: asks the provider for matching pages after a short
// pause in typing, and says how many vehicles the list holds.
import { useEffect, useId, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '~/data/vehicles';

interface Props {
  search: string;
  /** Matching vehicles, null while unknown. */
  total: number | null;
  onSearch: (q: string) => void;
}

const TYPING_PAUSE_MS = 250;

export default function StaffSearch({ search, total, onSearch }: Props) {
  const id = useId();
  const [text, setText] = useState(search);
  useEffect(() => {
    if (text === search) return;
    const t = setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [text, search, onSearch]);
  return (
    <div className="flex flex-col gap-3 pt-8 sm:flex-row sm:items-center sm:justify-between">
      <div className="w-full sm:max-w-md">
        <label className="sr-only" htmlFor={id}>
          Search vehicles by make or model
        </label>
        <input
          id={id}
          type="search"
          className="field"
          placeholder="Search by make or model..."
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p className="text-sm text-cream-muted" aria-live="polite">
        {total === null ? '\u00a0' : `${total.toLocaleString('en-MY')} ${total === 1 ? 'vehicle' : 'vehicles'}`}
      </p>
    </div>
  );
}
