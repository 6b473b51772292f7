// $session: the signed-in state every island reads (SPEC.md §4). Seeded from getSession and
// kept current by onAuthStateChange for every event supabase-js emits.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { atom } from 'nanostores';
import { SESSION_CHANGE_EVENT } from '../../lib/session-key';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; session: Session; event: AuthChangeEvent }
  | { status: 'signed-out'; event: AuthChangeEvent | null };

export const $session = atom<SessionState>({ status: 'loading' });

/** The part of supabase-js's auth client the store needs (a fake in unit tests). */
export type SessionAuth = Pick<SupabaseClient['auth'], 'getSession' | 'onAuthStateChange' | 'signOut'>;


function publish(next: SessionState): void {
  $session.set(next);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_CHANGE_EVENT));
}

/** Every event maps to "signed in" when it carries a session, else "signed out". */
export function stateFor(event: AuthChangeEvent, session: Session | null): SessionState {
  if (event === 'SIGNED_OUT' || !session) return { status: 'signed-out', event };
  return { status: 'signed-in', session, event };
}

let stop: (() => void) | null = null;

/** Start following `auth`; idempotent, so every island may call it. Returns the unsubscribe. */
export function startSession(auth: SessionAuth): () => void {
  if (stop) return stop;
  const { data } = auth.onAuthStateChange((event, session) => publish(stateFor(event, session)));
  stop = () => {
    data.subscription.unsubscribe();
    stop = null;
  };
  // onAuthStateChange also sends INITIAL_SESSION; getSession is the documented first read and
  // settles "loading" even if the subscription answers late.
  void auth.getSession().then(({ data: current, error }) => {
    if ($session.get().status !== 'loading') return;
    publish(error ? { status: 'signed-out', event: null } : stateFor('INITIAL_SESSION', current.session));
  });
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

/** For tests: forget the subscription and go back to "loading". */
export function resetSession(): void {
  stop?.();
  $session.set({ status: 'loading' });
}
