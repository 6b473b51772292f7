// The stock table's bulk actions on the selected cars: a status, publishing drafts, a price change
// by an amount or a percentage (each new price previewed first) and delete (confirmed first, naming
// the count, then offered Undo). Each is one call, one transaction (bulk_update_vehicles): every car
// changes or none does, each in the audit trail.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase } from '~/data/supabase';
import { bulkPrice, bulkUpdate, type BulkAction, type StockRow } from '~/data/vehicles/browser';
import { rowName, rowPrice } from './row-name';
import BulkDeleteConfirm from './BulkDeleteConfirm';
import { bulkDeleteWithUndo } from './delete-vehicle';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $staffRole, can } from '~/features/admin/workspace/staff-role';

const W = STAFF_WORDS.workspace;

interface Props {
  rows: StockRow[];
  onDone: () => void;
  onClear: () => void;
}

export default function BulkBar({ rows, onDone, onClear }: Props) {
  const mayDelete = can(useStore($staffRole)).delete;
  const [busy, setBusy] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [by, setBy] = useState<'price_amount' | 'price_percent'>('price_percent');
  const [value, setValue] = useState('');
  const amount = Number(value);
  const priceAction: BulkAction | null =
    value.trim() !== '' && Number.isFinite(amount) && amount !== 0 ? { kind: by, value: amount } : null;

  const run = async (action: BulkAction) => {
    setBusy(true);
    try {
      const n = await bulkUpdate(
        getSupabase(),
        rows.map((r) => r.id),
        action,
      );
      void notify('success', W.bulkDone(n));
      setPricing(false);
      setValue('');
      onDone();
    } catch {
      void notify('error', W.bulkFailed);
    }
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    const deleted = await bulkDeleteWithUndo(
      rows.map((r) => r.id),
      onDone,
    );
    setBusy(false);
    if (!deleted) setAsking(false);
  };

  return (
    <div
      role="region"
      aria-label={W.selected(rows.length)}
      className="sticky bottom-4 z-10 mt-4 rounded-2xl border border-gold/40 bg-ink-800 p-4 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-2 font-semibold text-cream">{W.selected(rows.length)}</p>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={busy}
          onClick={() => void run({ kind: 'status', status: 'available' })}
        >
          {W.markAvailable}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={busy}
          onClick={() => void run({ kind: 'status', status: 'reserved' })}
        >
          {W.markReserved}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={busy}
          onClick={() => void run({ kind: 'status', status: 'sold' })}
        >
          {W.markSold}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={busy}
          onClick={() => void run({ kind: 'publish' })}
        >
          {W.publishDrafts}
        </button>
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={busy}
          aria-expanded={pricing}
          onClick={() => setPricing((p) => !p)}
        >
          {W.changePrice}
        </button>
        {mayDelete && (
          <button type="button" className={buttonClass('danger', 'sm')} disabled={busy} onClick={() => setAsking(true)}>
            {W.deleteSelected}
          </button>
        )}
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClear}>
          {W.clear}
        </button>
      </div>
      <BulkDeleteConfirm
        count={rows.length}
        open={asking}
        busy={busy}
        onKeep={() => setAsking(false)}
        onDelete={() => void remove()}
      />
      {pricing && (
        <div className="mt-4 flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm text-cream">
              {W.priceBy}
              <select className="field" value={by} onChange={(e) => setBy(e.target.value as typeof by)}>
                <option value="price_percent">{W.byPercent}</option>
                <option value="price_amount">{W.byAmount}</option>
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm text-cream">
              {W.priceValue}
              <input
                className="field w-40"
                inputMode="decimal"
                placeholder={by === 'price_percent' ? '-5' : '-2000'}
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            </label>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={busy || !priceAction}
              onClick={() => priceAction && void run(priceAction)}
            >
              {W.applyPrice}
            </button>
          </div>
          {priceAction && (
            <table className="text-sm text-cream" aria-label={W.preview}>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className="pr-4">{rowName(r)}</td>
                    <td className="pr-4 text-cream-muted line-through">{rowPrice(r.price)}</td>
                    <td>{rowPrice(bulkPrice(r.price, priceAction))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
