// The auth flows when the project confirms emails: after sign-up the person is asked to confirm,
// and a login before that says so instead of 'Invalid username or password'.
import { describe, expect, it } from 'vitest';
import { loginWithUsername, signUpWithUsername, type AuthApi } from '~/lib/staff/auth/flow';

function api(over: Partial<AuthApi>): AuthApi {
  return {
    getEmailForUsername: async () => ({ email: 'staff@mewah.test', error: null }),
    signInWithPassword: async () => ({ error: null }),
    isUsernameAvailable: async () => ({ available: true, error: null }),
    signUp: async () => ({ userId: 'u-1', error: null }),
    upsertProfile: async () => ({ error: null }),
    forgetLocalSession: async () => undefined,
    ...over,
  };
}

const input = { username: 'new.staff', email: 'new@mewah.test', password: 'Secret-123', origin: 'https://mewah.test' };

describe('with email confirmations', () => {
  it('asks the new account to confirm its email', async () => {
    const result = await signUpWithUsername(
      api({ signUp: async () => ({ userId: 'u-1', needsConfirmation: true, error: null }) }),
      input,
    );
    expect(result).toEqual({
      ok: true,
      message:
        'Account created! Please confirm your email address with the link we sent you, then login with your username and password.',
    });
  });

  it('a login before confirming says so plainly', async () => {
    const result = await loginWithUsername(
      api({
        signInWithPassword: async () => ({
          error: { message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 },
        }),
      }),
      'new.staff',
      'Secret-123',
    );
    expect(result).toEqual({
      ok: false,
      message: 'Please confirm your email address first: open the link in the email we sent you, then login.',
      description: undefined,
    });
  });
});

describe('without confirmations (docs/product.md word for word)', () => {
  it('keeps the spec’s sign-up message', async () => {
    const result = await signUpWithUsername(
      api({ signUp: async () => ({ userId: 'u-1', needsConfirmation: false, error: null }) }),
      input,
    );
    expect(result).toEqual({
      ok: true,
      message: 'Account created successfully! Please login with your username and password.',
    });
  });

  it('keeps the spec’s wrong-password message', async () => {
    const result = await loginWithUsername(
      api({
        signInWithPassword: async () => ({
          error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
        }),
      }),
      'new.staff',
      'x',
    );
    expect(result.message).toBe('Invalid username or password');
  });
});
