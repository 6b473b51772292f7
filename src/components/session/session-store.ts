// $session: the signed-in state every island and the Logout button read (docs/product.md §4), fed one way.
// Where supabase-js runs (/auth, /manage-inventory, and once Logout is clicked) startSession makes
// it the only source: getSession, then every onAuthStateChange event. Public pages ship no
// supabase-js; there followStoredSession tells, from supabase-js's storage key alone, whether a
// session is persisted (and follows other tabs), as `stored` on the 'loading' state, so guards
// keep waiting for supabase-js. This module loads on every page: it imports no supabase-js.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import { apiUrl } from '~/config/api-url';
import { sessionStorageKey } from '~/lib/session-key';

type SessionState =
  /** supabase-js has not reported; `stored`: it has a persisted session (pages without supabase-js). */
  | { status: 'loading'; stored?: boolean }
  | { status: 'signed-in'; session: Session; event: AuthChangeEvent }
  | { status: 'signed-out'; event: AuthChangeEvent | null };

export const $session = atom<SessionState>({ status: 'loading' });

/** The part of supabase-js's auth client the store needs (a fake in unit tests). */
export type SessionAuth = Pick<SupabaseClient['auth'], 'getClaims' | 'getSession' | 'onAuthStateChange' | 'signOut'>;

/** Whether a session exists, as the Logout button shows it. */
export const hasSession = (state: SessionState): boolean =>
  state.status === 'signed-in' || (state.status === 'loading' && state.stored === true);

/** Every event maps to "signed in" when it carries a session, else "signed out". */
function stateFor(event: AuthChangeEvent, session: Session | null): SessionState {
  if (event === 'SIGNED_OUT' || !session) return { status: 'signed-out', event };
  return { status: 'signed-in', session, event };
}

let stop: (() => void) | null = null;

/** Start following `auth`; idempotent, so every island may call it. Returns the unsubscribe. */
export function startSession(auth: SessionAuth): () => void {
  if (stop) return stop;
  const { data } = auth.onAuthStateChange((event, session) => $session.set(stateFor(event, session)));
  stop = () => {
    data.subscription.unsubscribe();
    stop = null;
  };
  // onAuthStateChange also sends INITIAL_SESSION; getSession is the documented first read and
  // settles "loading" even if the subscription answers late. A stored session counts only
  // once getClaims() has verified its access token (locally, against the project's JWKS when tokens
  // are ES256/RS256; through /user for legacy HS256 tokens): a forged or foreign token is signed out.
  void (async () => {
    const { data: current, error } = await auth.getSession();
    const verified = !error && current.session ? await auth.getClaims().catch(() => null) : null;
    if ($session.get().status !== 'loading') return;
    if (error || (current.session && !verified?.data)) $session.set({ status: 'signed-out', event: null });
    else $session.set(stateFor('INITIAL_SESSION', current.session));
  })();
  return stop;
}

/** Sign out; supabase-js clears the local session even when the server answers 401/403/404. */
export async function signOutSession(auth: SessionAuth): Promise<{ ok: boolean }> {
  try {
    const { error } = await auth.signOut();
    return { ok: !error };
  } catch {
    return { ok: false };
  }
}

/** Whether supabase-js has a persisted session (its storage key alone; not yet verified). */
export function storedSessionExists(key: string = sessionStorageKey(apiUrl)): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false; // storage disabled: no persisted session
  }
}

/**
 * Pages without supabase-js: whether it has a persisted session, read from its storage key now and
 * on every change from another tab (`key` null is localStorage.clear()). Ignored once startSession
 * runs; supabase-js then reports other tabs' changes itself.
 */
export function followStoredSession(key: string = sessionStorageKey(apiUrl)): void {
  const read = (): void => {
    if (stop) return;
    $session.set({ status: 'loading', stored: storedSessionExists(key) });
  };
  read();
  addEventListener('storage', (e) => {
    if (e.key === null || e.key === key) read();
  });
}
