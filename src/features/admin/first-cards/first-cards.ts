// /manage-inventory's first cards before supabase-js has loaded (docs/benchmarks.md, docs/security.md
// "The staff list's first cards"): the session supabase-js stored is read from localStorage and, when
// its access token is unexpired, the membership, the two-factor setting and the first page of
// vehicles are asked with that token over plain fetch (first-requests.ts, sent by the page's
// inline script in its <head>). The cards show only when the server accepted the token for all
// three (it verifies the JWT's signature and expiry, as supabase-js's getClaims does locally) and
// the answers open every guard: an active membership and no two-factor step due.
// Anything else (no session, an expired or refused token, a pending account, a code to enter) shows
// nothing here and leaves the page to supabase-js and the guards, as before.
import { membershipOf } from '~/data/staff';
import { staffPageOf, totalOf, type VehicleRepoPage } from '~/data/vehicles';
import type { Membership } from '~/lib/staff/membership';
import { z } from '~/lib/zod';
import { firstRequests, type FirstRequests } from './first-requests';
import { STAFF_PAGE_SIZE } from '~/features/admin/stock/staff-page-size';

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

const storedSessionSchema = z.object({
  access_token: z.string(),
  user: z.object({
    id: z.string(),
    factors: z.optional(z.nullable(z.array(z.object({ status: z.string() })))),
  }),
});

/** The `aal` claim of a JWT's payload (read, not verified: the server verifies the token). */
function assuranceOf(token: string): string | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

/**
 * Whether RequireTwoFactor would let this session through: not an aal1 session of an account
 * with a verified factor (it is asked for a code), and not an account without a factor when the
 * owner requires one (it is led to set one up). Mirrors its reading of supabase-js's
 * getAuthenticatorAssuranceLevel: the token's `aal`, and aal2 next when a factor is verified.
 */
export function twoFactorOpen(aal: string | null, factors: ReadonlyArray<{ status: string }>, required: boolean) {
  const next = factors.some((f) => f.status === 'verified') ? 'aal2' : aal;
  return !(aal === 'aal1' && next === 'aal2') && !(required && next !== 'aal2');
}

/** The first screen from the page's early requests, or null when the first cards are left to supabase-js. */
export async function firstScreen(requests: FirstRequests | null = firstRequests()): Promise<FirstScreen | null> {
  if (!requests) return null;
  const session = storedSessionSchema.safeParse(requests.stored);
  if (!session.success || session.data.access_token !== requests.token) return null;
  try {
    const [membership, required, vehicles] = await Promise.all([
      requests.membership.then(membershipOf),
      requests.twoFactorRequired.then((data) => data === true),
      requests.vehicles,
    ]);
    if (membership?.status !== 'active') return null;
    if (!twoFactorOpen(assuranceOf(requests.token), session.data.user.factors ?? [], required)) return null;
    const page = staffPageOf(FIRST_PAGE, vehicles.body, totalOf(vehicles.contentRange));
    return { userId: session.data.user.id, membership, twoFactorRequired: required, page };
  } catch {
    return null;
  }
}
