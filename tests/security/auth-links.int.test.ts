// Findings 2 to 6 of the second attack round, with email confirmations on: links and the JWT
// issuer aimed at an attacker's host by X-Forwarded-Host, a guessable /verify token, an address
// pre-registered by a stranger, the local inbox readable from any website, and a password change
// that left the account's other sessions alive. Each is refused and leaves nothing behind.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../scripts/supabase/server.ts';
import { withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer(
  (s) => {
    server = s;
  },
  { configOverrides: (c) => ({ ...c, auth: { ...c.auth, enableConfirmations: true } }) },
);

async function inboxFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(email)}`, inboxKey(server));
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}
const linkIn = (m: MailMessage): string => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '';
const codeIn = (m: MailMessage): string => /enter the code: (\d{6})/.exec(m.text)?.[1] ?? '';

/** POST /auth/v1/signup from a chosen loopback address, with extra headers. */
const signUp = (email: string, password: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  raw(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    localAddress: from,
    headers: { apikey: server.publishableKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });

const signIn = (email: string, password: string) => server.client().auth.signInWithPassword({ email, password });

const claimsOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('links and tokens never trust a forwarded host', () => {
  it('a sign-up with X-Forwarded-Host: evil.example gets a link to the configured API URL', async () => {
    const email = 'victim.forwarded@mewah.test';
    const res = await signUp(email, 'Victim-pass1', { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(res.status).toBe(200);
    const [mail] = await inboxFor(email);
    const link = linkIn(mail!);
    expect(link.startsWith(`${server.url}/auth/v1/verify?token=`)).toBe(true);
    expect(link).not.toContain('evil.example');
  });

  it('the JWT issuer is the configured API URL whatever Host the request names', async () => {
    const email = 'issuer@mewah.test';
    await signUp(email, 'Issuer-pass1');
    const code = codeIn((await inboxFor(email))[0]!);
    const res = await raw(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ type: 'signup', email, token: code }),
    });
    expect(res.status).toBe(200);
    const session = JSON.parse(res.text) as { access_token: string };
    expect(claimsOf(session.access_token).iss).toBe(`${server.url}/auth/v1`);
  });
});

describe('/verify', () => {
  it('links carry a random token, not the hash of the address and the emailed code', async () => {
    const email = 'random.token@mewah.test';
    await signUp(email, 'Random-pass1');
    const [mail] = await inboxFor(email);
    const token = new URL(linkIn(mail!)).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    const { createHash } = await import('node:crypto');
    expect(token).not.toBe(
      createHash('sha224')
        .update(email + codeIn(mail!))
        .digest('hex'),
    );
    // The link's token is not a code: POST /verify with it as an OTP is refused.
    const { error } = await server.client().auth.verifyOtp({ email, token: token.slice(0, 6), type: 'signup' });
    expect(error?.code).toBe('otp_expired');
  });

  it('supabase-js verifyOtp confirms with the emailed code (POST /verify) and opens a session', async () => {
    const email = 'otp.user@mewah.test';
    await signUp(email, 'Otp-pass1');
    const code = codeIn((await inboxFor(email))[0]!);
    expect(code).toMatch(/^\d{6}$/);
    const client = server.client();
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toMatch(/^\d{4}-/);
    // Spent: the same code again is refused.
    const again = await server.client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('verifyOtp with the link token as token_hash works too', async () => {
    const email = 'token.hash@mewah.test';
    await signUp(email, 'Hash-pass1');
    const token = new URL(linkIn((await inboxFor(email))[0]!)).searchParams.get('token') ?? '';
    const { data, error } = await server.client().auth.verifyOtp({ token_hash: token, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('guessing is rate limited: the 31st attempt from one address in 5 minutes answers 429, GET or POST', async () => {
    const email = 'guessed@mewah.test';
    await signUp(email, 'Guessed-pass1', {}, '127.0.0.9');
    const before = await fingerprint(server);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guess = String(i).padStart(6, '0');
      const res =
        i % 2 === 0
          ? await raw(`${server.url}/auth/v1/verify?type=signup&token=${guess}`, { localAddress: '127.0.0.9' })
          : await raw(`${server.url}/auth/v1/verify`, {
              method: 'POST',
              localAddress: '127.0.0.9',
              headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
              body: JSON.stringify({ type: 'signup', email, token: guess }),
            });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    const over = await raw(`${server.url}/auth/v1/verify`, {
      method: 'POST',
      localAddress: '127.0.0.9',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'signup', email, token: '999999' }),
    });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({ error_code: 'over_request_rate_limit' });
    // Even the right link is refused from that address until the budget refills.
    const link = linkIn((await inboxFor(email))[0]!);
    const right = await raw(link, { localAddress: '127.0.0.9' });
    expect(right.status).toBe(429);
    // Nothing was confirmed, no session was opened.
    expect(await fingerprint(server)).toEqual(before);
  });
});

describe('pre-registering someone else’s address', () => {
  it('the stranger’s password does not survive the owner confirming their own sign-up', async () => {
    const email = 'ceo@corp.test';
    // The stranger signs up first with their own password; the owner's inbox gets that email.
    expect((await signUp(email, 'Attacker-pass1', {}, '127.0.0.3')).status).toBe(200);
    const hashBefore = await server.ctx.asAdmin(async (tx) => {
      const { rows } = await tx.query<{ p: string }>(
        `select encrypted_password as p from auth.users where email = $1`,
        [email],
      );
      return rows[0]?.p;
    });
    // The owner signs up later: the account is not changed by it...
    expect((await signUp(email, 'Owner-pass1', {}, '127.0.0.4')).status).toBe(200);
    const hashAfter = await server.ctx.asAdmin(async (tx) => {
      const { rows } = await tx.query<{ p: string }>(
        `select encrypted_password as p from auth.users where email = $1`,
        [email],
      );
      return rows[0]?.p;
    });
    expect(hashAfter).toBe(hashBefore);
    // ...and the owner confirms with the email their own sign-up sent (the newest).
    const mails = await inboxFor(email);
    expect(mails).toHaveLength(2);
    const newest = mails.toSorted((a, b) => b.sentAt.localeCompare(a.sentAt))[0]!;
    const res = await raw(linkIn(newest), { localAddress: '127.0.0.4' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toContain('#access_token=');

    expect((await signIn(email, 'Owner-pass1')).error).toBeNull();
    const stranger = await signIn(email, 'Attacker-pass1');
    expect(stranger.error?.code).toBe('invalid_credentials');
    // The stranger's own link is spent with the confirmation.
    const oldest = mails.toSorted((a, b) => a.sentAt.localeCompare(b.sentAt))[0]!;
    const replay = await raw(linkIn(oldest), { localAddress: '127.0.0.3' });
    expect(replay.headers.location).toContain('error_code=otp_expired');
    expect((await signIn(email, 'Owner-pass1')).error).toBeNull();
  });
});

describe('the local inbox', () => {
  it('refuses another website’s script: no CORS, 403 for a foreign Origin, a preflight or a cross-site fetch', async () => {
    const before = await inboxFor('ceo@corp.test');
    const read = await raw(`${server.url}/inbox/messages`, { headers: { origin: 'http://evil.example' } });
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.text).not.toContain('verify?token=');
    const wipe = await raw(`${server.url}/inbox/messages`, {
      method: 'DELETE',
      headers: { origin: 'http://evil.example' },
    });
    expect(wipe.status).toBe(403);
    const preflight = await raw(`${server.url}/inbox/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const noCors = await raw(`${server.url}/inbox/messages`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(noCors.status).toBe(403);
    // Nothing was deleted.
    expect(await inboxFor('ceo@corp.test')).toEqual(before);
  });

  it('still opens for a person following a link to the page, and for its own origin', async () => {
    const page = await raw(`${server.url}/inbox`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', ...inboxKey(server).headers },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Local inbox</h1>');
    const own = await raw(`${server.url}/inbox/messages`, {
      headers: { origin: server.url, ...inboxKey(server).headers },
    });
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a password change', () => {
  it('ends the account’s other sessions: their refresh tokens stop working', async () => {
    const email = 'two.sessions@mewah.test';
    await signUp(email, 'First-pass1');
    const code = codeIn((await inboxFor(email))[0]!);
    expect((await server.client().auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
    const mine = server.client();
    const theirs = server.client();
    expect((await mine.auth.signInWithPassword({ email, password: 'First-pass1' })).error).toBeNull();
    expect((await theirs.auth.signInWithPassword({ email, password: 'First-pass1' })).error).toBeNull();

    expect(
      (await mine.auth.updateUser({ password: 'Second-pass2', current_password: 'First-pass1' })).error,
    ).toBeNull();

    const stolen = await theirs.auth.refreshSession();
    expect(stolen.error?.code).toBe('refresh_token_not_found');
    expect(stolen.data.session).toBeNull();
    // The changer's own session carries on.
    const kept = await mine.auth.refreshSession();
    expect(kept.error).toBeNull();
    expect(kept.data.session?.user.email).toBe(email);
  });
});
