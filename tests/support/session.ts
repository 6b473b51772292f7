// A fresh page for the session store's unit tests (src/components/session/session-store.ts): the
// product keeps one subscription per page and has no reset, so this ends the running one through
// what startSession returns (the running subscription's unsubscribe when one runs) and puts
// $session back to 'loading', as a new page load starts.
import { $session, startSession, type SessionAuth } from '~/components/session/session-store';

const idle = {
  onAuthStateChange: () => ({ data: { subscription: { id: 'idle', callback: () => {}, unsubscribe: () => {} } } }),
  // Never settles, so it cannot write to $session after the reset.
  getSession: () => new Promise(() => {}),
  getClaims: () => new Promise(() => {}),
  signOut: async () => ({ error: null }),
} as unknown as SessionAuth;

export function resetSession(): void {
  startSession(idle)();
  $session.set({ status: 'loading' });
}
