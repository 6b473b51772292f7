// For a sales account lowering a price: the lowest price the owner's limit allows, said before
// saving (the database refuses a lower one: private.limit_sales_price_cut).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { fetchSalesCutPercent } from '~/data/staff';
import { getSupabase } from '~/data/supabase';
import { formatPrice } from '~/lib/format';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $staffRole } from '~/features/admin/workspace/staff-role';

/** The lowest price a sales account may set from `price` with a limit of `percent` (the database's rule). */
export const lowestSalesPrice = (price: number, percent: number): number => Math.ceil(price * (1 - percent / 100));

export default function LowestPriceNotice({ was, next }: { was: number; next: number }) {
  const sales = useStore($staffRole) === 'sales';
  const [percent, setPercent] = useState<number | null>(null);
  useEffect(() => {
    if (sales) fetchSalesCutPercent(getSupabase()).then(setPercent, () => setPercent(null));
  }, [sales]);
  if (!sales || percent === null) return null;
  const lowest = lowestSalesPrice(was, percent);
  if (!(next < lowest)) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-300">
      {STAFF_WORDS.workspace.salesLowest(formatPrice(lowest), percent)}
    </p>
  );
}
