// Password recovery and PKCE email links (docs/security.md) through the real supabase-js:
// resetPasswordForEmail sends a 'Reset Your Password' email to the local inbox without telling
// whether the address has an account; its link signs in once; with flowType 'pkce' the link
// carries only ?code=, which only the client holding the verifier can exchange.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../scripts/supabase/server.ts';
import { transport, withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';

const PASSWORD = 'Sup3r-secret';
const NEW_PASSWORD = 'N3w-Secret-pass';
const SITE = 'http://127.0.0.1:4321/reset-password/';
let server: TestServer;
// GoTrue's own default email: the project's branded one (supabase/config.toml) is
// tests/server/email-template.int.test.ts's subject.
withTestServer(
  (s) => {
    server = s;
  },
  { configOverrides: (c) => ({ ...c, auth: { ...c.auth, emailTemplates: {} } }) },
);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}
const pkceClient = (): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    realtime: { transport },
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: false, storage: memoryStorage() },
  });

async function inboxFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(email)}`, inboxKey(server));
  return (await res.json()) as MailMessage[];
}
const linkIn = (m: MailMessage): string => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '';
const open = async (link: string): Promise<string> => {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
};

async function account(prefix: string): Promise<{ email: string; client: SupabaseClient }> {
  const email = `${prefix}.${Date.now()}@mewah.test`;
  const client = server.client();
  const { error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client };
}

describe('POST /recover', () => {
  it('answers alike for a known and an unknown address; only the known one gets an email', async () => {
    const { email } = await account('known');
    const known = await server.anon().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const unknown = await server.anon().auth.resetPasswordForEmail('nobody.here@mewah.test', { redirectTo: SITE });
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    expect(await inboxFor('nobody.here@mewah.test')).toEqual([]);
    const mail = await inboxFor(email);
    expect(mail.map((m) => m.subject)).toEqual(['Reset Your Password']);
    expect(linkIn(mail[0]!)).toMatch(
      new RegExp(
        `^${server.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=http%3A%2F%2F127\\.0\\.0\\.1%3A4321%2Freset-password%2F$`,
      ),
    );
  });

  it('sends one email per address per max_frequency, answering the second request alike', async () => {
    const { email } = await account('twice');
    expect((await server.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await server.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect(await inboxFor(email)).toHaveLength(1);
  });

  it('refuses a missing or malformed address with GoTrue’s messages', async () => {
    const empty = await server.anon().auth.resetPasswordForEmail('');
    expect(empty.error?.message).toBe('Password recovery requires an email');
    const bad = await server.anon().auth.resetPasswordForEmail('not-an-address');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });
});

describe('recovery links', () => {
  it('implicit flow: the link signs in once (type recovery); a second use is otp_expired', async () => {
    const { email } = await account('implicit');
    await server.anon().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const link = linkIn((await inboxFor(email))[0]!);
    const first = await open(link);
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:4321\/reset-password\/#access_token=[^&]+&expires_at=\d+&/);
    expect(new URLSearchParams(first.split('#')[1]).get('type')).toBe('recovery');
    const again = await open(link);
    expect(again).toBe(
      `${SITE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });

  it('PKCE: the link carries only a code; the asking client exchanges it, sets a new password, other sessions end', async () => {
    const { email, client: otherDevice } = await account('pkce');
    const browser = pkceClient();
    expect((await browser.auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
    const location = await open(linkIn((await inboxFor(email))[0]!));
    expect(location).not.toContain('access_token');
    const code = new URL(location).searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const events: string[] = [];
    browser.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    const aal = await browser.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
      'recovery',
    ]);

    expect((await browser.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    const refreshed = await otherDevice.auth.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const signIn = await server.client().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(signIn.error).toBeNull();

    // The code is spent: a second exchange finds no flow state.
    const reuse = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reuse.status).toBe(404);
    expect(await reuse.json()).toMatchObject({ error_code: 'flow_state_not_found' });
  });

  it('PKCE: a code without its verifier opens no session, and is spent by the attempt', async () => {
    const { email } = await account('stolen');
    await pkceClient().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const code = new URL(await open(linkIn((await inboxFor(email))[0]!))).searchParams.get('code') ?? '';
    const thief = pkceClient();
    const { data, error } = await thief.auth.exchangeCodeForSession(code);
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthPKCECodeVerifierMissingError');
    const guess = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(43) }),
    });
    expect(guess.status).toBe(400);
    expect(await guess.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    });
  });

  it('verifyOtp with the emailed code and type recovery opens a session', async () => {
    const { email } = await account('otp');
    await server.anon().auth.resetPasswordForEmail(email);
    const otp = /enter the code: (\d{6})/.exec((await inboxFor(email))[0]!.text)?.[1] ?? '';
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({ email, token: otp, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});
