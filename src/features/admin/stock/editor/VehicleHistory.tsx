// The edit dialog's 'History': who changed what and when (newest first), and one click to put
// the vehicle's fields back as they were after an earlier change. Loaded when first opened.
import { useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase } from '~/data/supabase';
import type { DraftVehicle } from '~/lib/vehicle';
import {
  actorName,
  describeChanges,
  fetchHistory,
  restorable,
  versionAfter,
  type HistoryEntry,
} from '~/data/vehicles/browser';
import { STAFF_WORDS } from '~/lib/staff-words';
import { updateVehicle } from '~/features/admin/stock/inventory-store';

type Props = { vehicle: DraftVehicle; disabled: boolean; onRestored: () => void };

const when = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short' });

export default function VehicleHistory({ vehicle, disabled, onRestored }: Props) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);

  const load = async () => {
    setFailed(false);
    try {
      setEntries(await fetchHistory(getSupabase(), vehicle.id));
    } catch {
      setFailed(true);
    }
  };

  const restore = async (index: number) => {
    if (!entries) return;
    const entry = entries[index];
    if (!entry) return;
    setRestoring(entry.id);
    try {
      await updateVehicle(vehicle.id, versionAfter(vehicle, entries, index), vehicle.updatedAt);
      void notify('success', STAFF_WORDS.history.restored);
      onRestored();
    } catch {
      void notify('error', STAFF_WORDS.history.restoreFailed);
      setRestoring(null);
    }
  };

  return (
    <details
      className="rounded-xl border border-line px-4 py-3"
      onToggle={(e) => {
        if (e.currentTarget.open && !entries) void load();
      }}
    >
      <summary className="cursor-pointer text-sm font-medium text-cream">History</summary>
      <div className="mt-3" aria-live="polite">
        {failed && <p className="text-sm text-cream-muted">{STAFF_WORDS.history.loadFailed}</p>}
        {!failed && !entries && <p className="text-sm text-cream-muted">Loading history...</p>}
        {entries?.length === 0 && <p className="text-sm text-cream-muted">{STAFF_WORDS.history.empty}</p>}
        {entries && entries.length > 0 && (
          <ol className="space-y-3" aria-label="Changes, newest first">
            {entries.map((entry, index) => (
              <li key={entry.id} className="rounded-lg bg-ink-900/40 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-cream">
                    <span className="font-medium">{STAFF_WORDS.history.action[entry.action]}</span> by{' '}
                    {actorName(entry)}
                    <span className="text-cream-dim">
                      {' '}
                      · <time dateTime={entry.changed_at}>{when.format(new Date(entry.changed_at))}</time>
                    </span>
                  </p>
                  {restorable(entries, index) && (
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm')}
                      disabled={disabled || restoring !== null}
                      onClick={() => void restore(index)}
                    >
                      {restoring === entry.id ? 'Restoring...' : 'Restore this version'}
                    </button>
                  )}
                </div>
                <ul className="mt-1 space-y-0.5 text-cream-muted">
                  {describeChanges(entry).map((line) => (
                    <li key={line} className="wrap-break-word">
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
