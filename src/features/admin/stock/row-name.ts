// How the stock table, the bulk bar and the Deleted view name a car: year, make and model, with no
// year for a draft that has none yet (a draft may lack it: vehicles_complete_unless_draft).
import type { StockRow } from '~/data/vehicles/browser';
import { formatPrice } from '~/lib/format';
import { STAFF_WORDS } from '~/lib/staff-words';

export const rowName = (r: Pick<StockRow, 'year' | 'make' | 'model'>): string =>
  [r.year, r.make, r.model].filter((part) => part !== null).join(' ');

/** A draft not yet priced reads 'No price yet', never 'MYR 0'. */
export const rowPrice = (price: number | null): string =>
  price === null ? STAFF_WORDS.workspace.noPrice : formatPrice(price);
