// Auth findings of the fifth security round (docs/security.md): a password change needs the
// current password; a refresh token replayed after the reuse interval ends the session; one
// account cannot spend the email budget on email-change mails; /recover answers a known and an
// unknown address alike when the budget is spent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';

const PASSWORD = 'Sup3r-secret';
const email = (): string => `r5.${randomUUID().slice(0, 8)}@mewah.test`;

describe('auth, round 5', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      configOverrides: (c) => ({
        ...c,
        auth: { ...c.auth, refreshTokenReuseInterval: 1, rateLimit: { ...c.auth.rateLimit, emailSent: 3 } },
      }),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a new password given with only an access token, and a wrong current one', async () => {
    const client = server.client();
    const address = email();
    expect((await client.auth.signUp({ email: address, password: PASSWORD })).error).toBeNull();
    const bare = await client.auth.updateUser({ password: 'N3w-secret-pass' });
    expect([bare.error?.status, bare.error?.code]).toEqual([400, 'current_password_required']);
    const wrong = await client.auth.updateUser({ password: 'N3w-secret-pass', current_password: 'Wr0ng-one' });
    expect([wrong.error?.status, wrong.error?.code]).toEqual([400, 'current_password_mismatch']);
    const right = await client.auth.updateUser({ password: 'N3w-secret-pass', current_password: PASSWORD });
    expect(right.error).toBeNull();
    const signIn = await server.client().auth.signInWithPassword({ email: address, password: 'N3w-secret-pass' });
    expect(signIn.error).toBeNull();
  });

  it('ends the session when a rotated refresh token comes back after the reuse interval', async () => {
    const owner = server.client();
    const { data } = await owner.auth.signUp({ email: email(), password: PASSWORD });
    const stolen = data.session!.refresh_token;
    const rotated = await owner.auth.refreshSession({ refresh_token: stolen });
    expect(rotated.error).toBeNull();
    const current = rotated.data.session!;
    // Within the interval the old token converges on the active one (a lost answer, parallel tabs).
    const early = await server.client().auth.refreshSession({ refresh_token: stolen });
    expect(early.data.session?.refresh_token).toBe(current.refresh_token);
    await new Promise((r) => setTimeout(r, 1_500));
    const thief = await server.client().auth.refreshSession({ refresh_token: stolen });
    expect([thief.error?.status, thief.error?.code]).toEqual([400, 'refresh_token_already_used']);
    // The session is gone: the owner's refresh token and access token no longer work.
    const again = await server.client().auth.refreshSession({ refresh_token: current.refresh_token });
    expect(again.error?.code).toBe('refresh_token_not_found');
    const user = await server.client().auth.getUser(current.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error).not.toBeNull();
  });

  it('sends one email-change mail per account per max_frequency, and /recover answers alike over budget', async () => {
    const client = server.client();
    const known = email();
    expect((await client.auth.signUp({ email: known, password: PASSWORD })).error).toBeNull();
    expect((await client.auth.updateUser({ email: email() })).error).toBeNull();
    const second = await client.auth.updateUser({ email: email() });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    // Spend the rest of the project's budget (3 an hour here) on recovery emails of other accounts.
    for (let i = 0; i < 3; i++) {
      const other = email();
      await server.client().auth.signUp({ email: other, password: PASSWORD });
      await server.client().auth.resetPasswordForEmail(other);
    }
    const knownAnswer = await server.client().auth.resetPasswordForEmail(known);
    const unknownAnswer = await server.client().auth.resetPasswordForEmail(email());
    expect([knownAnswer.error, unknownAnswer.error]).toEqual([null, null]);
  });
});
