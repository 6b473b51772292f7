// Email one-time codes and magic links (signInWithOtp), resending a sign-up confirmation, and
// anonymous sign-ins, through supabase-js, as GoTrue answers them (docs/embedded-server.md).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    configOverrides: (c) => ({ ...c, auth: { ...c.auth, enableAnonymousSignIns: true } }),
  });
});
afterAll(async () => {
  await server?.stop();
});

const email = (): string => `otp.${randomUUID().slice(0, 8)}@mewah.test`;
const codeIn = (text: string): string => /enter the code: (\d{6})/.exec(text)?.[1] ?? '';
const inbox = (to: string) => server.ctx.mailbox.list(to);

describe('signInWithOtp for email', () => {
  it('signs a new address up and signs it in with the emailed code', async () => {
    const address = email();
    const client = server.client();
    const sent = await client.auth.signInWithOtp({ email: address });
    expect(sent.error).toBeNull();
    const mail = inbox(address)[0]!;
    expect(mail.subject).toBe('Confirm Your Signup');
    const { data, error } = await client.auth.verifyOtp({ email: address, token: codeIn(mail.text), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(address);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('sends a confirmed address a magic link whose code signs in once', async () => {
    const address = email();
    const client = server.client();
    expect((await client.auth.signUp({ email: address, password: 'Sup3r-secret' })).error).toBeNull();
    expect((await client.auth.signInWithOtp({ email: address })).error).toBeNull();
    const mail = inbox(address)[0]!;
    expect(mail.subject).toBe('Your Magic Link');
    expect(mail.text).toContain('/auth/v1/verify?token=');
    const code = codeIn(mail.text);
    const first = await server.client().auth.verifyOtp({ email: address, token: code, type: 'email' });
    expect(first.data.session?.user.email).toBe(address);
    const again = await server.client().auth.verifyOtp({ email: address, token: code, type: 'email' });
    expect([again.error?.status, again.error?.code]).toEqual([403, 'otp_expired']);
  });

  it('refuses to create an account when shouldCreateUser is false', async () => {
    const { error } = await server.client().auth.signInWithOtp({
      email: email(),
      options: { shouldCreateUser: false },
    });
    expect([error?.status, error?.code, error?.message]).toEqual([422, 'otp_disabled', 'Signups not allowed for otp']);
  });
});

describe('resend', () => {
  it('answers 200 for an unknown or confirmed address and sends nothing', async () => {
    const address = email();
    expect((await server.client().auth.resend({ type: 'signup', email: address })).error).toBeNull();
    expect(inbox(address)).toEqual([]);
  });
});

describe('anonymous sign-ins', () => {
  it('opens a session for an anonymous user when [auth] enable_anonymous_sign_ins is on', async () => {
    const { data, error } = await server.client().auth.signInAnonymously();
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.app_metadata.provider).toBe('anonymous');
  });

  it('is refused with the project config (off)', async () => {
    const plain = await startTestServer();
    try {
      const { error } = await plain.client().auth.signInAnonymously();
      expect([error?.status, error?.code]).toEqual([422, 'anonymous_provider_disabled']);
    } finally {
      await plain.stop();
    }
  });
});
