// /manage-inventory's first cards before supabase-js has loaded (docs/benchmarks.md, docs/security.md
// "The staff list's first cards"): the session supabase-js stored is read from localStorage and, when
// its access token is unexpired, the membership, the two-factor setting and the first page of
// vehicles are asked with that token over plain fetch. The cards show only when the server accepted
// the token for all three (it verifies the JWT's signature and expiry, as supabase-js's getClaims
// does locally) and the answers open every guard: an active membership and no two-factor step due.
// Anything else (no session, an expired or refused token, a pending account, a code to enter) shows
// nothing here and leaves the page to supabase-js and the guards, as before.
import { API_KEY, API_URL, rpcWithToken } from '~/data/api';
import { membershipOf } from '~/data/staff';
import { staffPage, type VehicleRepoPage } from '~/data/vehicles';
import { sessionStorageKey } from '~/lib/session-key';
import type { Membership } from '~/lib/staff/membership';
import { z } from '~/lib/zod';
import { STAFF_PAGE_SIZE } from './staff-page-size';

/** What the first cards are drawn with, and what the guards then take instead of asking again. */
export interface FirstScreen {
  /** The stored session's user (the token's subject). */
  userId: string;
  membership: Membership;
  twoFactorRequired: boolean;
  page: VehicleRepoPage;
}

/** supabase-js refreshes a token this close to its expiry before using it (auth-js EXPIRY_MARGIN_MS). */
const EXPIRY_MARGIN_MS = 90_000;

const storedSessionSchema = z.object({
  access_token: z.string(),
  expires_at: z.number(),
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

/** The stored session, when there is one whose token supabase-js would use as it is. */
function storedSession(key: string, now: number): z.infer<typeof storedSessionSchema> | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.expires_at * 1000 - EXPIRY_MARGIN_MS <= now) return null;
    return parsed.data;
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

/** The first screen's answers, or null when the first cards are left to supabase-js. */
export async function firstScreen(
  key: string = sessionStorageKey(API_URL),
  now: number = Date.now(),
): Promise<FirstScreen | null> {
  const session = storedSession(key, now);
  if (!session) return null;
  const token = session.access_token;
  try {
    const [membership, required, page] = await Promise.all([
      rpcWithToken('my_staff_membership', token).then(membershipOf),
      rpcWithToken('get_staff_two_factor_required', token).then((data) => data === true),
      staffPage(
        { url: API_URL, anonKey: API_KEY, accessToken: async () => token },
        { search: '', status: null, after: null, limit: STAFF_PAGE_SIZE },
      ),
    ]);
    if (membership?.status !== 'active') return null;
    if (!twoFactorOpen(assuranceOf(token), session.user.factors ?? [], required)) return null;
    return { userId: session.user.id, membership, twoFactorRequired: required, page };
  } catch {
    return null;
  }
}
