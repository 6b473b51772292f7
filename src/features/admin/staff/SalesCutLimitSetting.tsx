// The owner's limit on how far a sales account may lower a price (the database's
// private.limit_sales_price_cut refuses more; managers and the owner have no limit).
import { useContext, useEffect, useId, useState, type SubmitEvent } from 'react';
import { notifyLater as notify } from '~/components/session/notify-later';
import { buttonClass } from '~/components/ui/button-classes';
import { fetchSalesCutPercent, saveSalesCutPercent } from '~/data/staff';
import { supabaseLater } from '~/data/supabase-later';
import { staff as S } from '~/lib/staff-words/staff-en';
import { workspace as W } from '~/lib/staff-words/workspace-en';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';

/** `first`: the limit the page asked early (FirstStaff.tsx), taken instead of asking it again. */
export default function SalesCutLimitSetting({ first }: { first?: number | null }) {
  const id = useId();
  const [value, setValue] = useState<string | null>(() => (first == null ? null : String(first)));
  const [busy, setBusy] = useState(false);
  const drawOnly = useContext(DrawOnly);
  const given = first != null;
  useEffect(() => {
    if (drawOnly || given) return;
    supabaseLater()
      .then(fetchSalesCutPercent)
      .then(
        (p) => setValue(String(p)),
        () => setValue(null),
      );
  }, [drawOnly, given]);
  if (value === null) return null;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      await saveSalesCutPercent(await supabaseLater(), Number(value));
      void notify('success', W.salesLimitSaved);
    } catch {
      void notify('error', S.actionFailed);
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
