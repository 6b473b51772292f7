// /manage-inventory's three first requests, sent as the island's first module is evaluated
// (send-first-requests.ts), before the rest of its code (React, the cards, zod) is: the
// membership, the two-factor setting and the first page of vehicles, with the access token of the
// session supabase-js stored, when it is unexpired. The island takes these same requests (first-cards.ts), checks the answers
// and draws the first cards from them (docs/security.md, "The staff list's first cards"). Small
// on purpose: no zod, no React, no supabase-js.
import { API_URL, countedGetWithToken, rpcWithToken } from '~/data/api';
import { sessionStorageKey } from '~/lib/session-key';

export interface FirstRequests {
  /** The stored session as read (checked by the island before use). */
  stored: unknown;
  token: string;
  membership: Promise<unknown>;
  twoFactorRequired: Promise<unknown>;
  vehicles: Promise<{ body: unknown; contentRange: string | null }>;
}

/** supabase-js refreshes a token this close to its expiry before using it (auth-js EXPIRY_MARGIN_MS). */
export const EXPIRY_MARGIN_MS = 90_000;

/** Kept from rejecting unobserved until the island reads it (it handles the failure). */
const held = <T>(p: Promise<T>): Promise<T> => {
  p.catch(() => undefined);
  return p;
};

/** The requests, when `key` holds a session whose access token is more than the margin from expiry. */
export function askFirst(key: string, now: number, vehiclesPath: string): FirstRequests | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null; // storage disabled, or not JSON: supabase-js decides
  }
  const { access_token: token, expires_at: expiresAt } = (stored ?? {}) as Record<string, unknown>;
  if (typeof token !== 'string' || typeof expiresAt !== 'number' || expiresAt * 1000 - EXPIRY_MARGIN_MS <= now)
    return null;
  return {
    stored,
    token,
    membership: held(rpcWithToken('my_staff_membership', token)),
    twoFactorRequired: held(rpcWithToken('get_staff_two_factor_required', token)),
    vehicles: held(countedGetWithToken(vehiclesPath, token)),
  };
}

let asked: FirstRequests | null | undefined;

/**
 * The page's requests: sent on the first call, the same ones after. The first page's path is the
 * page's `data-first-page`, written at build time.
 */
export function firstRequests(): FirstRequests | null {
  if (asked === undefined) {
    const path = document.querySelector<HTMLElement>('[data-first-page]')?.dataset.firstPage;
    asked = path ? askFirst(sessionStorageKey(API_URL), Date.now(), path) : null;
  }
  return asked;
}
