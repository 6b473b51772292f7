import { describe, expect, it } from 'vitest';
import { loginWithUsername, signUpWithUsername, type AuthApi } from '~/lib/staff/auth/flow';

type Calls = string[];

/** An AuthApi whose answers each test overrides; it records the calls in order. */
function fakeApi(over: Partial<AuthApi> = {}): { api: AuthApi; calls: Calls } {
  const calls: Calls = [];
  const api: AuthApi = {
    getEmailForUsername: async (u) => {
      calls.push(`lookup:${u}`);
      return { email: 'staff@mewah.test', error: null };
    },
    signInWithPassword: async (e) => {
      calls.push(`signin:${e}`);
      return { error: null };
    },
    isUsernameAvailable: async (u) => {
      calls.push(`available:${u}`);
      return { available: true, error: null };
    },
    signUp: async (e, _p, redirect) => {
      calls.push(`signup:${e}:${redirect}`);
      return { userId: 'u-1', error: null };
    },
    upsertProfile: async (id, u, e) => {
      calls.push(`profile:${id}:${u}:${e}`);
      return { error: null };
    },
    forgetLocalSession: async () => {
      calls.push('forget');
    },
  };
  for (const [k, fn] of Object.entries(over)) {
    const name = k as keyof AuthApi;
    (api as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      calls.push(`${name}*`);
      return (fn as (...a: unknown[]) => unknown)(...args);
    };
  }
  return { api, calls };
}

describe('loginWithUsername', () => {
  it('looks the email up by username, then signs in with it', async () => {
    const { api, calls } = fakeApi();
    expect(await loginWithUsername(api, ' Staff_1 ', 'pw')).toEqual({ ok: true, message: 'Logged in successfully' });
    expect(calls).toEqual(['lookup:Staff_1', 'signin:staff@mewah.test']);
  });

  it('with a second factor, says the code comes next: the success waits for it', async () => {
    const { api } = fakeApi({ signInWithPassword: async () => ({ error: null, codeNext: true }) });
    expect(await loginWithUsername(api, 'staff_1', 'pw')).toEqual({
      ok: true,
      message: 'Logged in successfully',
      codeNext: true,
    });
  });

  it.each([
    ['no email', { getEmailForUsername: async () => ({ email: null, error: null }) }, 'Username not found'],
    [
      'lookup error',
      { getEmailForUsername: async () => ({ email: null, error: { message: 'x' } }) },
      'Username not found',
    ],
    [
      'wrong password',
      {
        signInWithPassword: async () => ({
          error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
        }),
      },
      'Invalid username or password',
    ],
    [
      'server down',
      { signInWithPassword: async () => ({ error: { message: 'fetch failed', status: 0 } }) },
      'Login failed',
    ],
    [
      'exception',
      {
        getEmailForUsername: async () => {
          throw new Error('boom');
        },
      },
      'Login failed',
    ],
  ] as const)('reports %s as %j', async (_label, over, message) => {
    const { api } = fakeApi(over as Partial<AuthApi>);
    expect(await loginWithUsername(api, 'staff_1', 'pw')).toMatchObject({ ok: false, message });
  });

  it('checks the username rules before any call', async () => {
    const { api, calls } = fakeApi();
    const result = await loginWithUsername(api, 'a b', 'pw');
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('tells someone who typed an email to sign in with the username, before any call', async () => {
    const { api, calls } = fakeApi();
    expect(await loginWithUsername(api, 'aisyah@mewah.test', 'pw')).toEqual({
      ok: false,
      message: 'Sign in with your username, not your email address',
      description: '3 to 30 characters: letters, digits, _ and .',
    });
    expect(calls).toEqual([]);
  });
});

describe('signUpWithUsername', () => {
  const input = {
    username: 'new.staff',
    email: ' new@mewah.test ',
    password: 'Secret-123',
    origin: 'https://mewah.test',
  };

  it('checks availability, signs up with emailRedirectTo origin + "/", stores the profile, then drops the session', async () => {
    const { api, calls } = fakeApi();
    expect(await signUpWithUsername(api, input)).toEqual({
      ok: true,
      message: 'Account created successfully! Please login with your username and password.',
    });
    expect(calls).toEqual([
      'available:new.staff',
      'signup:new@mewah.test:https://mewah.test/',
      'profile:u-1:new.staff:new@mewah.test',
      'forget',
    ]);
  });

  it('an account that waits for the owner is told so, asked before the session is dropped', async () => {
    const { api, calls } = fakeApi({ awaitsApproval: async () => true });
    expect(await signUpWithUsername(api, input)).toEqual({
      ok: true,
      message:
        'Account created! The owner must approve it before you can manage the inventory; then login with your username and password.',
    });
    expect(calls.slice(-2)).toEqual(['awaitsApproval*', 'forget']);
  });

  it('an account that does not wait (open sign-up, or the first owner) gets the usual words', async () => {
    const { api } = fakeApi({ awaitsApproval: async () => false });
    expect(await signUpWithUsername(api, input)).toEqual({
      ok: true,
      message: 'Account created successfully! Please login with your username and password.',
    });
  });

  it.each([
    [
      'taken',
      { isUsernameAvailable: async () => ({ available: false, error: null }) },
      'Username already taken or error checking availability',
    ],
    [
      'check error',
      { isUsernameAvailable: async () => ({ available: null, error: { message: 'x' } }) },
      'Username already taken or error checking availability',
    ],
    ['no user', { signUp: async () => ({ userId: null, error: null }) }, 'Unable to sign up'],
    ['blank server message', { signUp: async () => ({ userId: null, error: { message: '' } }) }, 'Unable to sign up'],
    [
      'profile error',
      { upsertProfile: async () => ({ error: { message: 'denied' } }) },
      'Failed to create user profile',
    ],
    [
      'exception',
      {
        signUp: async () => {
          throw new Error('net');
        },
      },
      'Signup failed',
    ],
  ] as const)('reports %s as %j', async (_label, over, message) => {
    const { api } = fakeApi(over as Partial<AuthApi>);
    expect(await signUpWithUsername(api, input)).toMatchObject({ ok: false, message });
  });

  it("shows the server's message for a weak password, with its reasons phrased readably", async () => {
    const { api } = fakeApi({
      signUp: async () => ({
        userId: null,
        error: { message: 'Password should be at least 6 characters.', code: 'weak_password', reasons: ['length'] },
      }),
    });
    expect(await signUpWithUsername(api, input)).toEqual({
      ok: false,
      message: 'Password should be at least 6 characters.',
      description: 'Password needs: at least 6 characters',
    });
  });

  it('does not sign up when the username is taken', async () => {
    const { api, calls } = fakeApi({ isUsernameAvailable: async () => ({ available: false, error: null }) });
    await signUpWithUsername(api, input);
    expect(calls).toEqual(['isUsernameAvailable*']);
  });
});
