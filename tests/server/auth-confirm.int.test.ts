// [auth.email] enable_confirmations through supabase-js: sign-up opens no session and sends a
// confirmation email to the local inbox; sign-in says "Email not confirmed" until the link is
// followed; the link confirms, redirects to the site with a session, and works once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../scripts/supabase/server.ts';
import { startTestServer, type TestServer, inboxKey } from '../support/helpers.ts';

const PASSWORD = 'Sup3r-secret';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    configOverrides: (c) => ({ ...c, auth: { ...c.auth, enableConfirmations: true } }),
  });
});
afterAll(async () => {
  await server?.stop();
});

async function inboxFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(email)}`, inboxKey(server));
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

const linkIn = (m: MailMessage): string => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '';

describe('with confirmations on', () => {
  const email = 'confirm.me@mewah.test';

  it('sign-up returns the user without a session and sends the confirmation email', async () => {
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:4321/' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const mail = await inboxFor(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Confirm Your Signup');
    expect(linkIn(mail[0]!)).toMatch(
      new RegExp(
        `^${server.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=http%3A%2F%2F127\\.0\\.0\\.1%3A4321%2F$`,
      ),
    );
    const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('sign-in before confirming answers email_not_confirmed', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
    expect(error?.status).toBe(400);
  });

  it('a wrong password still answers invalid_credentials (no hint that the account exists)', async () => {
    const { error } = await server.client().auth.signInWithPassword({ email, password: 'Wrong-pass1' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('the link confirms the address, redirects to the site with a session, and works once', async () => {
    const link = linkIn((await inboxFor(email))[0]!);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:4321/');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: user } = await server.client().auth.getUser(fragment.get('access_token') ?? '');
    expect(user.user?.email).toBe(email);
    expect(user.user?.email_confirmed_at).toMatch(/^\d{4}-/);
    expect(user.user?.user_metadata.email_verified).toBe(true);

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(
      'http://127.0.0.1:4321/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
  });

  it('signs in once confirmed', async () => {
    const { data, error } = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('sends a repeated unconfirmed sign-up a new link, with the same answer shape', async () => {
    const other = 'twice@mewah.test';
    await server.client().auth.signUp({ email: other, password: PASSWORD });
    const { data, error } = await server.client().auth.signUp({ email: other, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(await inboxFor(other)).toHaveLength(2);
  });

  it('redirects only to the site’s host or a listed URL', async () => {
    const evil = 'evil@mewah.test';
    await fetch(`${server.url}/auth/v1/signup?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: evil, password: PASSWORD }),
    });
    expect(linkIn((await inboxFor(evil))[0]!)).toMatch(/&redirect_to=http%3A%2F%2F127\.0\.0\.1%3A4321$/);
  });

  it('shows the emails on the inbox page, escaped', async () => {
    const res = await fetch(`${server.url}/inbox`, inboxKey(server));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Local inbox</h1>');
    expect(html).toContain('To <strong>confirm.me@mewah.test</strong>');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]{56}&amp;type=signup/);
  });
});

describe('with confirmations off (the default)', () => {
  it('sign-up opens a session at once and sends no email', async () => {
    const plain = await startTestServer();
    try {
      const { data, error } = await plain.client().auth.signUp({ email: 'plain@mewah.test', password: PASSWORD });
      expect(error).toBeNull();
      expect(data.session?.user.email).toBe('plain@mewah.test');
      expect(data.session?.token_type).toBe('bearer');
      expect(await (await fetch(`${plain.url}/inbox/messages`, inboxKey(plain))).json()).toEqual([]);
    } finally {
      await plain.stop();
    }
  });
});
