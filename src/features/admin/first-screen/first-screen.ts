// A staff page's first screen before supabase-js has loaded (docs/benchmarks.md, docs/security.md
// "The staff list's first cards"): the session supabase-js stored is read from localStorage and,
// when its access token is unexpired, the membership, the two-factor setting and what the page
// draws first are asked with that token over plain fetch (first-requests.ts, sent by the page's
// inline script in its <head>). The first screen shows only when the server accepted the token for
// every request (it verifies the JWT's signature and expiry, as supabase-js's getClaims does
// locally) and the answers open every guard: an active membership and no two-factor step due.
// Anything else (no session, an expired or refused token, a pending account, a code to enter) shows
// nothing here and leaves the page to supabase-js and the guards, as before.
import { membershipOf } from '~/data/staff';
import type { Membership } from '~/lib/staff/membership';
import { z } from '~/lib/zod';
import { firstRequests, type FirstAnswer, type FirstRequests } from './first-requests';

/** What a first screen is drawn with, and what the guards then take instead of asking again. */
export interface StaffFirstScreen<T> {
  /** The stored session's user (the token's subject). */
  userId: string;
  membership: Membership;
  twoFactorRequired: boolean;
  /** The page's own first content, read from its answers. */
  content: T;
}

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

/**
 * The first screen from the page's early requests, its content read from them by `read` (which
 * throws on an answer it cannot use), or null when the first screen is left to supabase-js.
 */
export async function firstScreenOf<T>(
  read: (requests: FirstRequests) => Promise<T>,
  requests: FirstRequests | null = firstRequests(),
): Promise<StaffFirstScreen<T> | null> {
  if (!requests) return null;
  const session = storedSessionSchema.safeParse(requests.stored);
  if (!session.success || session.data.access_token !== requests.token) return null;
  try {
    const [membership, required, content] = await Promise.all([
      requests.membership.then(membershipOf),
      requests.twoFactorRequired.then((data) => data === true),
      read(requests),
    ]);
    if (membership?.status !== 'active') return null;
    if (!twoFactorOpen(assuranceOf(requests.token), session.data.user.factors ?? [], required)) return null;
    return { userId: session.data.user.id, membership, twoFactorRequired: required, content };
  } catch {
    return null;
  }
}

/** The answer named `name`, which the page's configuration asked for. */
export function answerOf(requests: FirstRequests, name: string): Promise<FirstAnswer> {
  return requests.answers[name] ?? Promise.reject(new Error(`no first request named ${name}`));
}
