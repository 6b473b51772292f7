// /manage-inventory's first cards (first-screen.ts): the staff list's first page of vehicles, asked
// by the page's inline script with the stored session's token, read as the list reads it.
import { staffPageOf, totalOf, type VehicleRepoPage } from '~/data/vehicles';
import type { Membership } from '~/lib/staff/membership';
import type { FirstRequests } from '~/features/admin/first-screen/first-requests';
import { answerOf, firstScreenOf } from '~/features/admin/first-screen/first-screen';
import { STAFF_PAGE_SIZE } from '~/features/admin/stock/staff-page-size';

export { twoFactorOpen } from '~/features/admin/first-screen/first-screen';

/** What the first cards are drawn with, and what the guards then take instead of asking again. */
export interface FirstScreen {
  /** The stored session's user (the token's subject). */
  userId: string;
  membership: Membership;
  twoFactorRequired: boolean;
  page: VehicleRepoPage;
}

/** The staff list's first page: what the page asks early (its inline script) and the list asks first. */
export const FIRST_PAGE = { search: '', status: null, after: null, limit: STAFF_PAGE_SIZE } as const;

/** The page's one request of its own, under this name in the inline script's configuration. */
export const FIRST_VEHICLES = 'vehicles';

/** The first screen from the page's early requests, or null when the first cards are left to supabase-js. */
export async function firstScreen(requests?: FirstRequests | null): Promise<FirstScreen | null> {
  const screen = await firstScreenOf(async (r) => {
    const vehicles = await answerOf(r, FIRST_VEHICLES);
    return staffPageOf(FIRST_PAGE, vehicles.body, totalOf(vehicles.contentRange));
  }, requests);
  if (!screen) return null;
  const { content, ...checks } = screen;
  return { ...checks, page: content };
}
