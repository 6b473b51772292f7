// The owner's limit on how far a sales account may lower a price (the database's
// private.limit_sales_price_cut refuses more; managers and the owner have no limit).
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchSalesCutPercent, saveSalesCutPercent } from '~/data/staff';
import { getSupabase } from '~/data/supabase';
import { STAFF_WORDS } from '~/lib/staff-words';

const W = STAFF_WORDS.workspace;

export default function SalesCutLimitSetting() {
  const id = useId();
  const [value, setValue] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchSalesCutPercent(getSupabase()).then(
      (p) => setValue(String(p)),
      () => setValue(null),
    );
  }, []);
  if (value === null) return null;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await saveSalesCutPercent(getSupabase(), Number(value));
      void notify('success', W.salesLimitSaved);
    } catch {
      void notify('error', STAFF_WORDS.staff.actionFailed);
    }
    setBusy(false);
  }

  return (
    <form className="mt-6 flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
      <label className="flex flex-col gap-1.5 text-sm text-cream" htmlFor={id}>
        {W.salesLimit}
        <input
          id={id}
          className="field w-28"
          type="number"
          min={0}
          max={100}
          step="0.5"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit" className={buttonClass('outline', 'sm')} disabled={busy}>
        {W.save}
      </button>
    </form>
  );
}
