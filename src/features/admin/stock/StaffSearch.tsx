// The staff list's search by make, model or stock number and its status filter (Drafts among
// them): asks the provider for matching pages after a short pause in typing, and says how many
// vehicles the list holds. The placeholder is short enough to show whole in a phone's field
// (390 px, beside nothing: the status filter wraps below it).
import { useEffect, useId, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '~/data/vehicles/browser';
import { groupDigits } from '~/lib/format';
import { STATUS_LABELS, VEHICLE_STATUSES, type VehicleStatus } from '~/lib/vehicle';

interface Props {
  search: string;
  statusFilter: VehicleStatus | null;
  onStatusFilter: (s: VehicleStatus | null) => void;
  /** Matching vehicles, null while unknown. */
  total: number | null;
  onSearch: (q: string) => void;
}

const TYPING_PAUSE_MS = 250;

export default function StaffSearch({ search, statusFilter, onStatusFilter, total, onSearch }: Props) {
  const id = useId();
  const filterId = useId();
  const [text, setText] = useState(search);
  useEffect(() => {
    if (text === search) return;
    const t = setTimeout(() => onSearch(text), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [text, search, onSearch]);
  return (
    <div className="flex flex-col gap-3 pt-8 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex w-full flex-col gap-3 sm:max-w-xl sm:flex-row">
        <label className="sr-only" htmlFor={id}>
          Search vehicles by make, model or stock number
        </label>
        <input
          id={id}
          type="search"
          className="field"
          placeholder="Make, model or stock number"
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="sr-only" htmlFor={filterId}>
          Show vehicles by status
        </label>
        <select
          id={filterId}
          className="field sm:w-44"
          value={statusFilter ?? ''}
          onChange={(e) => onStatusFilter((e.target.value || null) as VehicleStatus | null)}
        >
          <option value="">All statuses</option>
          {VEHICLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'draft' ? 'Drafts' : STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-cream-muted" aria-live="polite">
        {total === null ? '\u00a0' : `${groupDigits(total)} ${total === 1 ? 'vehicle' : 'vehicles'}`}
      </p>
    </div>
  );
}
