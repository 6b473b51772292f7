import { afterEach, describe, expect, it } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import {
  $session,
  followStoredSession,
  hasSession,
  startSession,
  type SessionAuth,
} from '~/components/session/session-store';
import { resetSession } from '../support/session';

// A minimal localStorage and window 'storage' events for Node.
const stored = new Map<string, string>();
const storageListeners: ((e: { key: string | null }) => void)[] = [];
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => stored.get(k) ?? null },
  addEventListener: (type: string, cb: (e: { key: string | null }) => void) => {
    if (type === 'storage') storageListeners.push(cb);
  },
});
const otherTab = (key: string | null, value: string | null): void => {
  if (key && value !== null) stored.set(key, value);
  else if (key) stored.delete(key);
  else stored.clear();
  storageListeners.forEach((cb) => cb({ key }));
};

const KEY = 'sb-127-auth-token';
const session = { access_token: 't', user: { id: 'u1' } } as unknown as Session;

afterEach(() => {
  resetSession();
  stored.clear();
  storageListeners.length = 0;
});

describe('$session on pages without supabase-js', () => {
  it('says a session is stored while supabase-js has one persisted, and follows other tabs', () => {
    stored.set(KEY, '{"access_token":"t"}');
    followStoredSession(KEY);
    expect($session.get()).toEqual({ status: 'loading', stored: true });
    expect(hasSession($session.get())).toBe(true);
    otherTab(KEY, null);
    expect($session.get()).toEqual({ status: 'loading', stored: false });
    expect(hasSession($session.get())).toBe(false);
    otherTab(KEY, '{"access_token":"u"}');
    expect(hasSession($session.get())).toBe(true);
    otherTab(null, null); // localStorage.clear() in another tab
    expect($session.get()).toEqual({ status: 'loading', stored: false });
  });

  it('ignores other keys, and leaves everything to supabase-js once it runs', async () => {
    followStoredSession(KEY);
    otherTab('mewah-motors:favourites', '[]');
    expect($session.get()).toEqual({ status: 'loading', stored: false });
    const listener: { emit?: (e: AuthChangeEvent, s: Session | null) => void } = {};
    const auth = {
      getSession: async () => ({ data: { session }, error: null }),
      getClaims: async () => ({ data: { claims: { sub: 'u1' } }, error: null }),
      onAuthStateChange: (cb: (e: AuthChangeEvent, s: Session | null) => void) => {
        listener.emit = cb;
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
      signOut: async () => ({ error: null }),
    } as unknown as SessionAuth;
    startSession(auth);
    await new Promise((r) => setTimeout(r, 0));
    expect($session.get()).toEqual({ status: 'signed-in', session, event: 'INITIAL_SESSION' });
    otherTab(KEY, null);
    expect($session.get().status).toBe('signed-in');
    listener.emit?.('SIGNED_OUT', null);
    expect($session.get()).toEqual({ status: 'signed-out', event: 'SIGNED_OUT' });
    expect(hasSession($session.get())).toBe(false);
  });

  it('never counts a signed-out or unknown state as a session', () => {
    expect(hasSession({ status: 'loading' })).toBe(false);
    expect(hasSession({ status: 'signed-out', event: null })).toBe(false);
  });
});
