// A sign-up the Auth server refuses for its email limit (429 over_email_send_rate_limit,
// 2 an hour on hosted Auth's built-in sender) says what happened and what to do.
import { describe, expect, it } from 'vitest';
import { signUpWithUsername, type AuthApi, type ServerError } from '~/lib/staff/auth/flow';

const refusing = (error: ServerError): AuthApi => ({
  getEmailForUsername: async () => ({ email: null, error: null }),
  signInWithPassword: async () => ({ error: null }),
  isUsernameAvailable: async () => ({ available: true, error: null }),
  signUp: async () => ({ userId: null, error }),
  upsertProfile: async () => {
    throw new Error('no profile without an account');
  },
  forgetLocalSession: async () => undefined,
});

const input = { username: 'new.staff', email: 'new@mewah.test', password: 'Secret-123', origin: 'https://mewah.test' };

describe('sign-up over the Auth server limits', () => {
  it('the email limit: no account, try in an hour or set up custom SMTP', async () => {
    const result = await signUpWithUsername(
      refusing({ message: 'Email rate limit exceeded', code: 'over_email_send_rate_limit', status: 429 }),
      input,
    );
    expect(result).toEqual({
      ok: false,
      message: 'No account was created: the site cannot send more confirmation emails right now.',
      description:
        'Its email limit for this hour is used up. Please try again in an hour, or ask the site’s administrator to set up custom SMTP for sign-up emails.',
    });
  });

  it('the request limit: wait a few minutes', async () => {
    const result = await signUpWithUsername(
      refusing({ message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 }),
      input,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Too many attempts. Please wait a few minutes, then try again.',
      description: undefined,
    });
  });
});
