// What the database will refuse of an edited price, said at the field before anything is sent,
// from the figures the database itself gives (vehicle_price_rules): a sales account's cut below the
// day's floor (private.limit_sales_price_cut), and a correction after its window
// (correct_vehicle_price). Pure, so the words and the lines they draw are tested without a browser.
import type { PriceRules } from '~/data/vehicles/browser';
import { formatPrice } from '~/lib/format';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { Membership } from '~/lib/staff/membership';

const W = STAFF_WORDS.workspace;
type StaffRole = Membership['role'];

/** Staff times read in Malaysian time, as the dealer's clock shows them: '5 Dec 2026, 2:03 pm'. */
export const staffTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(
    new Date(iso),
  );

/** The reason the database would refuse `next` as the car's new price; null when it would take it. */
export function priceRefusal(args: {
  role: StaffRole | null;
  rules: PriceRules | null;
  /** The price the car has now (the version the form edits). */
  was: number | null;
  /** The price typed, or null when none is typed. */
  next: number | null;
}): string | null {
  const { role, rules, was, next } = args;
  // The database lets any price rise, and holds only a sales account's cuts.
  if (role !== 'sales' || rules === null || was === null || next === null || next >= was) return null;
  return next < rules.salesLowest ? W.salesLowest(formatPrice(rules.salesLowest)) : null;
}

/** The reason the database would refuse a sales account's save as a draft of a listed car; null otherwise. */
export function statusRefusal(args: { role: StaffRole | null; wasDraft: boolean; toDraft: boolean }): string | null {
  return args.role === 'sales' && !args.wasDraft && args.toDraft ? W.salesNoDraft : null;
}

/** Whether 'Correct a mistake' is possible at `now`, and the words that say until when. */
export function correctionWindow(rules: PriceRules | null, now: number): { open: boolean; hint: string } {
  if (rules === null) return { open: true, hint: W.correctHint };
  const open = now < Date.parse(rules.correctableUntil);
  const until = staffTime(rules.correctableUntil);
  return { open, hint: open ? W.correctUntil(until) : W.correctEnded(until) };
}
