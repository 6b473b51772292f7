// /manage-inventory/staff's first requests (first-requests.ts): the owner's list of accounts, the
// sign-up mode and the sales accounts' price limit, as the list asks them first. The database
// refuses them to anyone but the owner, so no one else gets a first screen here.
import { salesCutPercentOf, signupModeOf, staffMembersOf } from '~/data/staff';
import type { FirstRequest, FirstRequests } from '~/features/admin/first-screen/first-requests';
import { answerOf, firstScreenOf } from '~/features/admin/first-screen/first-screen';
import type { FirstStaffContent } from './StaffPanel';

/** The page's own requests, written into its inline script. */
export const FIRST_STAFF_REQUESTS: Record<string, FirstRequest> = {
  members: { path: 'rpc/list_staff_members', rpc: true },
  mode: { path: 'rpc/get_staff_signup_mode', rpc: true },
  salesCut: { path: 'rpc/get_sales_price_cut_percent', rpc: true },
};

async function read(r: FirstRequests): Promise<FirstStaffContent> {
  const [members, mode, salesCut] = await Promise.all([
    answerOf(r, 'members'),
    answerOf(r, 'mode'),
    answerOf(r, 'salesCut'),
  ]);
  return {
    members: staffMembersOf(members.body),
    mode: signupModeOf(mode.body),
    salesCutPercent: salesCutPercentOf(salesCut.body),
  };
}

/** The owner's first screen from the page's early requests, or null when it is left to supabase-js. */
export async function firstStaff(requests?: FirstRequests | null) {
  const screen = await firstScreenOf(read, requests);
  return screen?.membership.role === 'owner' ? screen : null;
}
