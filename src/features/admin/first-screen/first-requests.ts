// A staff page's first requests: the membership, the two-factor setting and what the page draws
// first (the stock list's first page of vehicles, the first leads, the desk's tiles), with the
// access token of the session supabase-js stored, when it is unexpired. The page sends them from an
// inline script in its <head> (askFirst's own source, written there at build time), while the HTML
// is still being read: before the stylesheet and the island's modules have arrived, so the answers
// are in by the time the island is evaluated (docs/benchmarks.md).
// The island takes these same requests (first-screen.ts), checks the answers and draws the page's
// first screen from them (docs/security.md, "The staff list's first cards"). No zod, no React, no
// supabase-js here.
import { API_KEY, API_URL } from '~/data/api';
import { sessionStorageKey } from '~/lib/session-key';

/** An answer as the API gave it: its JSON body and its Content-Range (a count asked for). */
export interface FirstAnswer {
  body: unknown;
  contentRange: string | null;
}

/** One of the page's own requests, under /rest/v1/. */
export interface FirstRequest {
  path: string;
  /** A PostgREST function called with no arguments (POSTed `{}`, as supabase-js's `rpc` calls it). */
  rpc?: boolean;
  /** The exact count asked for too (`Prefer: count=exact`), in the answer's Content-Range. */
  count?: boolean;
}

export interface FirstRequests {
  /** The stored session as read (checked by the island before use). */
  stored: unknown;
  token: string;
  membership: Promise<unknown>;
  twoFactorRequired: Promise<unknown>;
  /** The page's own requests' answers, by the names the page gave them. */
  answers: Record<string, Promise<FirstAnswer>>;
  /** A further GET with the same token, for what the first answers name (a lead's car). */
  get: (path: string) => Promise<FirstAnswer>;
}

/** What the page's inline script is given, written into the page at build time. */
export interface FirstRequestsConfig {
  /** supabase-js's localStorage key for this API. */
  key: string;
  /** The API's REST root, ending in /rest/v1/. */
  rest: string;
  /** The key every request carries (`apikey`), as supabase-js sends it. */
  apiKey: string;
  /** The page's own requests, by name. */
  requests: Record<string, FirstRequest>;
  /** supabase-js refreshes a token this close to its expiry before using it. */
  marginMs: number;
  /** The property of the page's global object where the requests wait for the island. */
  slot: string;
}

/** supabase-js refreshes a token this close to its expiry before using it (auth-js EXPIRY_MARGIN_MS). */
export const EXPIRY_MARGIN_MS = 90_000;

/** Where the page's inline script leaves the requests (null: none were sent). */
export const FIRST_REQUESTS_SLOT = '__mewahFirstRequests';

/** The configuration for this build's API and the page's own `requests`. */
export function firstRequestsConfig(requests: Record<string, FirstRequest>): FirstRequestsConfig {
  return {
    key: sessionStorageKey(API_URL),
    rest: `${API_URL.replace(/\/+$/, '')}/rest/v1/`,
    apiKey: API_KEY,
    requests,
    marginMs: EXPIRY_MARGIN_MS,
    slot: FIRST_REQUESTS_SLOT,
  };
}

/**
 * Sends the requests when `c.key` holds a session whose access token is more than the margin from
 * expiry, and leaves them (or null) in `globalThis[c.slot]`.
 *
 * Self-contained on purpose: the page inlines this function's own source (its `toString()`), so it
 * names nothing from outside its body but the browser's globals.
 */
export function askFirst(c: FirstRequestsConfig, now: number = Date.now()): FirstRequests | null {
  let requests: FirstRequests | null = null;
  try {
    const raw = localStorage.getItem(c.key);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    const { access_token: token, expires_at: expiresAt } = (stored ?? {}) as Record<string, unknown>;
    if (typeof token === 'string' && typeof expiresAt === 'number' && expiresAt * 1000 - c.marginMs > now) {
      // Kept from rejecting unobserved until the island reads them (it handles the failure).
      const held = <T>(p: Promise<T>): Promise<T> => {
        p.catch(() => undefined);
        return p;
      };
      // As supabase-js sends them: the key, the session's token, JSON; any answer but a success throws.
      const send = (r: FirstRequest): Promise<FirstAnswer> => {
        const headers: Record<string, string> = {
          apikey: c.apiKey,
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
        };
        if (r.rpc) headers['Content-Type'] = 'application/json';
        if (r.count) headers.Prefer = 'count=exact';
        return held(
          fetch(c.rest + r.path, { method: r.rpc ? 'POST' : 'GET', body: r.rpc ? '{}' : undefined, headers }).then(
            async (res) => {
              // Only the status: the island draws nothing early on any failure and shows no message.
              if (!res.ok) throw new Error(String(res.status));
              return { body: (await res.json()) as unknown, contentRange: res.headers.get('content-range') };
            },
          ),
        );
      };
      const body = (r: FirstRequest) => held(send(r).then((a) => a.body));
      // The guards' two checks first, then the page's own.
      const membership = body({ path: 'rpc/my_staff_membership', rpc: true });
      const twoFactorRequired = body({ path: 'rpc/get_staff_two_factor_required', rpc: true });
      const answers: Record<string, Promise<FirstAnswer>> = {};
      for (const [name, r] of Object.entries(c.requests)) answers[name] = send(r);
      requests = { stored, token, membership, twoFactorRequired, answers, get: (path) => send({ path }) };
    }
  } catch {
    requests = null; // storage disabled, or not JSON: supabase-js decides
  }
  (globalThis as unknown as Record<string, unknown>)[c.slot] = requests;
  return requests;
}

/** The page's inline script: `askFirst` called with this build's configuration for the page's `requests`. */
export function firstRequestsScript(requests: Record<string, FirstRequest>): string {
  // `<` escaped: the configuration cannot end the script element it is written in.
  const config = JSON.stringify(firstRequestsConfig(requests)).replace(/</g, '\\u003c');
  // In a task of its own: the parser reads on meanwhile and the stylesheet and modules listed after
  // the script are asked for first (its first localStorage read and fetch took 13 ms in a trace).
  // Not when the island has already looked for them (it set the slot).
  return `setTimeout(function () { var c = ${config}; if (globalThis[c.slot] === undefined) (${askFirst.toString()})(c); });`;
}

/**
 * The requests the page's inline script sent, or null: none were (no usable session), or the
 * island looked before the script ran; the first cards are then left to supabase-js. The island
 * carries no copy of the script: the page always has it.
 */
export function firstRequests(): FirstRequests | null {
  const slots = globalThis as unknown as Record<string, FirstRequests | null | undefined>;
  // Marked as looked for: a script that runs later sends nothing.
  slots[FIRST_REQUESTS_SLOT] ??= null;
  return slots[FIRST_REQUESTS_SLOT];
}
