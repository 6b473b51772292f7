// The signed-in account's staff checks, asked once and shared: its membership (RequireStaff, My
// account) and whether the owner requires two-factor sign-in (RequireTwoFactor, My account). The
// island asks both, with the first page of vehicles, as it starts, in parallel with the session
// check (docs/benchmarks.md, "/manage-inventory's loading path"): the guards then find the
// answers on their way instead of asking in turn. An answer belongs to one user; a guard's "Check
// again", a change of the setting and another user ask afresh.
import { fetchMembership } from '~/data/staff';
import { getSupabase } from '~/data/supabase';
import type { Membership } from '~/lib/staff/membership';

interface Checks {
  /** The user the answers are for; null: the stored session's user, not yet verified. */
  userId: string | null;
  membership: Promise<Membership | null>;
  twoFactorRequired: Promise<boolean>;
}

let checks: Checks | null = null;

function ask(userId: string | null): Checks {
  const supabase = getSupabase();
  const membership = fetchMembership(supabase);
  // Kept from rejecting unobserved: each reader handles the failure its own way.
  membership.catch(() => undefined);
  const twoFactorRequired = Promise.resolve(supabase.rpc('get_staff_two_factor_required')).then(
    ({ data }) => data === true,
    () => false,
  );
  return { userId, membership, twoFactorRequired };
}

/** Ask both now, for the session supabase-js has stored (before it is verified). */
export function prefetchStaffChecks(): void {
  checks ??= ask(null);
}

/**
 * Take the answers /manage-inventory's first cards were drawn with (asked without supabase-js,
 * with the stored session's token; first-cards.ts), so that the guards ask nothing again.
 */
export function seedStaffChecks(userId: string, membership: Membership | null, twoFactorRequired: boolean): void {
  checks = { userId, membership: Promise.resolve(membership), twoFactorRequired: Promise.resolve(twoFactorRequired) };
}

/** The answers for `userId`: those on their way when they are this user's (or unclaimed), else asked now. */
function checksFor(userId: string): Checks {
  if (checks && (checks.userId === userId || checks.userId === null)) {
    checks.userId = userId;
    return checks;
  }
  checks = ask(userId);
  return checks;
}

export const staffMembership = (userId: string): Promise<Membership | null> => checksFor(userId).membership;
export const staffTwoFactorRequired = (userId: string): Promise<boolean> => checksFor(userId).twoFactorRequired;

/** Forget the answers, so the next reader asks again (Check again; the setting changed). */
export function forgetStaffChecks(): void {
  checks = null;
}
