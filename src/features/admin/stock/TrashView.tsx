// 'Deleted': the cars deleted in the last 30 days, each with 'Restore' (owners and managers; the
// database refuses a sales account). After 30 days a nightly job removes them and their photos.
// Loaded only when the view is chosen.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase, restSourceOf } from '~/data/supabase';
import { readDeleted, type StockRow } from '~/data/vehicles/browser';
import { restoreVehicle } from './inventory-store';
import { rowName, rowPrice } from './row-name';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $staffRole, can } from '~/features/admin/workspace/staff-role';

const W = STAFF_WORDS.workspace;

export default function TrashView() {
  const mayRestore = can(useStore($staffRole)).delete;
  const [rows, setRows] = useState<StockRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    readDeleted(restSourceOf(getSupabase())).then(setRows, () => setFailed(true));
  }, []);

  const restore = async (r: StockRow) => {
    setBusy(r.id);
    try {
      await restoreVehicle(r.id);
      setRows((all) => (all ?? []).filter((x) => x.id !== r.id));
      void notify('success', STAFF_WORDS.vehicle.restored, { description: W.restoreHint });
    } catch {
      void notify('error', STAFF_WORDS.vehicle.restoreFailed);
    }
    setBusy(null);
  };

  return (
    <section aria-label={W.trashLabel} className="pt-6">
      <p className="text-cream-muted">{W.trashIntro}</p>
      {failed && <p className="pt-4 text-cream-muted">{STAFF_WORDS.vehicle.loadFailed}</p>}
      {rows?.length === 0 && <p className="pt-4 text-cream-muted">{W.trashEmpty}</p>}
      {rows && rows.length > 0 && (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line" aria-label={W.trashLabel}>
          {rows.map((r) => {
            const name = rowName(r);
            return (
              <li key={r.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="text-cream">{name}</p>
                  <p className="text-sm text-cream-dim">
                    {[
                      r.stock_number,
                      rowPrice(r.price),
                      W.deletedOn(new Date(r.deleted_at ?? '').toLocaleString('en-MY')),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {mayRestore && (
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    disabled={busy !== null}
                    aria-label={`${W.restore} ${name}`}
                    onClick={() => void restore(r)}
                  >
                    {W.restore}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
