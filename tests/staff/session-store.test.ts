// $session (src/components/session/session-store.ts): what the staff pages' guard reads.
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { $session, signOutSession, startSession, type SessionAuth } from '~/components/session/session-store';
import { resetSession } from '../support/session';

const session = { access_token: 't', user: { id: 'u1' } } as unknown as Session;

function fakeAuth(initial: Session | null, signOutError: Error | null = null) {
  let listener: ((e: AuthChangeEvent, s: Session | null) => void) | null = null;
  const auth = {
    getSession: async () => ({ data: { session: initial }, error: null }),
    getClaims: async () => ({ data: initial ? { claims: { sub: 'u1' } } : null, error: null }),
    onAuthStateChange: (cb: (e: AuthChangeEvent, s: Session | null) => void) => {
      listener = cb;
      return {
        data: {
          subscription: {
            id: 's',
            callback: cb,
            unsubscribe: () => {
              listener = null;
            },
          },
        },
      };
    },
    signOut: async () => ({ error: signOutError }),
  } as unknown as SessionAuth;
  return {
    auth,
    emit: (e: AuthChangeEvent, s: Session | null) => listener?.(e, s),
    listening: () => listener !== null,
  };
}

afterEach(() => resetSession());

/** Lets the first read (getSession, then getClaims) finish. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('$session', () => {
  it('starts loading, then reflects getSession', async () => {
    const { auth } = fakeAuth(session);
    expect($session.get().status).toBe('loading');
    startSession(auth);
    await settle();
    expect($session.get()).toMatchObject({ status: 'signed-in', session });
  });

  it.each([
    'SIGNED_IN',
    'TOKEN_REFRESHED',
    'USER_UPDATED',
    'PASSWORD_RECOVERY',
    'MFA_CHALLENGE_VERIFIED',
    'INITIAL_SESSION',
  ] as const)('follows %s to signed in', (event) => {
    const { auth, emit } = fakeAuth(null);
    startSession(auth);
    emit(event, session);
    expect($session.get()).toEqual({ status: 'signed-in', session, event });
  });

  it('treats a failed first read as signed out, so the guard can leave', async () => {
    const auth = {
      ...fakeAuth(null).auth,
      getSession: async () => ({ data: { session: null }, error: new Error('refresh failed') }),
    };
    startSession(auth as unknown as SessionAuth);
    await settle();
    expect($session.get()).toEqual({ status: 'signed-out', event: null });
  });

  it('treats a stored session whose token getClaims() cannot verify as signed out', async () => {
    const auth = {
      ...fakeAuth(session).auth,
      getClaims: async () => ({ data: null, error: new Error('Invalid JWT signature') }),
    };
    startSession(auth as unknown as SessionAuth);
    await settle();
    expect($session.get()).toEqual({ status: 'signed-out', event: null });
  });

  it('treats an event without a session as signed out', () => {
    const { auth, emit } = fakeAuth(session);
    startSession(auth);
    emit('TOKEN_REFRESHED', null);
    expect($session.get()).toEqual({ status: 'signed-out', event: 'TOKEN_REFRESHED' });
  });

  it('follows SIGNED_OUT (e.g. from another tab) to signed out', () => {
    const { auth, emit } = fakeAuth(session);
    startSession(auth);
    emit('SIGNED_IN', session);
    emit('SIGNED_OUT', null);
    expect($session.get()).toEqual({ status: 'signed-out', event: 'SIGNED_OUT' });
  });

  it('subscribes once however many islands start it, and unsubscribes', () => {
    const { auth, listening } = fakeAuth(null);
    const stop = startSession(auth);
    expect(startSession(auth)).toBe(stop);
    stop();
    expect(listening()).toBe(false);
  });

  it('reports whether signing out worked', async () => {
    expect(await signOutSession(fakeAuth(session).auth)).toEqual({ ok: true });
    expect(await signOutSession(fakeAuth(session, new Error('500')).auth)).toEqual({ ok: false });
  });
});
