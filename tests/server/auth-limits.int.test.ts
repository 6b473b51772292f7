// Refresh-token reuse detection and per-IP rate limits, on a server whose config makes them
// observable quickly: no reuse interval, and three sign-ups per 5 minutes; then, on a
// server of its own, [auth.rate_limit] email_sent answering 429 over_email_send_rate_limit as
// hosted Auth does.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED } from '../support/rest-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    configOverrides: (c) => ({
      ...c,
      auth: { ...c.auth, refreshTokenReuseInterval: 0, rateLimit: { ...c.auth.rateLimit, signInSignUps: 3 } },
    }),
  });
});
afterAll(async () => {
  await server?.stop();
});

const PASSWORD = 'Sup3r-secret';

// Both tests spend from the same 3-request budget for 127.0.0.1, so they run in this order.
describe('limits', () => {
  it('detects reuse of an old refresh token and revokes the whole session family', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signUp({ email: 'reuse@mewah.test', password: PASSWORD });
    expect(error).toBeNull();
    const a = data.session!.refresh_token;
    const b = (await client.auth.refreshSession({ refresh_token: a })).data.session!.refresh_token;
    const c = (await client.auth.refreshSession({ refresh_token: b })).data.session!.refresh_token;

    // With no reuse interval even b, c's parent, is a replay once c exists.
    const reused = await client.auth.refreshSession({ refresh_token: b });
    expect([reused.error?.status, reused.error?.code, reused.error?.message]).toEqual([
      400,
      'refresh_token_already_used',
      'Invalid Refresh Token: Already Used',
    ]);
    // The session ended with it: its active token is gone too.
    const current = await server.client().auth.refreshSession({ refresh_token: c });
    expect(current.error?.code).toBe('refresh_token_not_found');
    expect(a).not.toBe(c);
  });

  it('answers 429 over_request_rate_limit once sign-ups exceed the limit', async () => {
    // One sign-up was spent above; two more fit, the fourth in the burst does not.
    const second = await server.client().auth.signUp({ email: 'burst@mewah.test', password: PASSWORD });
    expect(second.error).toBeNull();
    const third = await server.client().auth.signUp({ email: 'burst2@mewah.test', password: PASSWORD });
    expect(third.error).toBeNull();
    const fourth = await server.client().auth.signUp({ email: 'late@mewah.test', password: PASSWORD });
    expect([fourth.error?.status, fourth.error?.code, fourth.error?.message]).toEqual([
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
    ]);
    // Password sign-ins spend POST /token's budget (token_refresh), as in GoTrue, and still work;
    // so does refreshing.
    const signIn = await server.client().auth.signInWithPassword({ email: 'burst@mewah.test', password: PASSWORD });
    expect(signIn.error).toBeNull();
    const refreshed = await server.client().auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
  });
});

const email = (): string => `keys.${randomUUID().slice(0, 8)}@mewah.test`;

describe('[auth.rate_limit] email_sent', () => {
  let mailServer: TestServer;
  beforeAll(async () => {
    mailServer = await startTestServer({
      migrationsDir: FIXTURE_MIGRATIONS,
      seedFile: FIXTURE_SEED,
      configOverrides: (c) => ({
        ...c,
        auth: { ...c.auth, enableConfirmations: true, rateLimit: { ...c.auth.rateLimit, emailSent: 2 } },
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await mailServer?.stop();
  });

  it('sends 2 emails an hour; the third sign-up gets 429 over_email_send_rate_limit and creates no account', async () => {
    const client = mailServer.client();
    for (let i = 0; i < 2; i++) {
      expect((await client.auth.signUp({ email: email(), password: PASSWORD })).error).toBeNull();
    }
    const third = email();
    const { data, error } = await client.auth.signUp({ email: third, password: PASSWORD });
    expect(data.user).toBeNull();
    expect([error?.status, error?.code, error?.message]).toEqual([
      429,
      'over_email_send_rate_limit',
      'Email rate limit exceeded',
    ]);
    // Nothing was kept: once the hour has room again, this address can still sign up.
    const signIn = await client.auth.signInWithPassword({ email: third, password: PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });
});
