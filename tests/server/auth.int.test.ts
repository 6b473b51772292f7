// The Auth service end to end through supabase-js: sign-up, sign-in, sessions, refresh, user,
// sign-out, and GoTrue's error codes as auth-js surfaces them.
import {
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type AuthChangeEvent,
} from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { signJwt } from '../support/jwt.ts';
import { withTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

let counter = 0;
const freshEmail = (): string => `staff${++counter}.${Date.now()}@mewah.test`;
const PASSWORD = 'Sup3r-secret';

async function signedUp(email = freshEmail()) {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, session: data.session!, user: data.user! };
}

/** Raw call for protocol details supabase-js hides (status, headers, body shape). */
async function raw(path: string, init: { method?: string; token?: string; version?: boolean; body?: unknown } = {}) {
  const headers: Record<string, string> = { apikey: server.publishableKey, 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.version !== false) headers['x-supabase-api-version'] = '2024-01-01';
  const res = await fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

describe('sign-up', () => {
  it('creates a confirmed user and a session, with emailRedirectTo and user data', async () => {
    const client = server.client();
    const email = freshEmail();
    const before = Date.now() - 1000; // timestamps are stored to the microsecond, the clock read here to the millisecond
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:4321/', data: { username: 'ali_baba' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(Date.parse(data.user?.email_confirmed_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(data.user?.email_confirmed_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect(data.user?.user_metadata.username).toBe('ali_baba');
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[a-z2-7]{12}$/);

    const verified = server.keys.verify(session.access_token);
    expect(verified.ok).toBe(true);
    const claims: Record<string, unknown> = verified.ok ? verified.claims : {};
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      aal: 'aal1',
      iss: `${server.url}/auth/v1`,
      is_anonymous: false,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect((await client.auth.getSession()).data.session?.user.id).toBe(data.user!.id);
  });

  it('refuses an address already registered, in any letter case', async () => {
    const { email } = await signedUp();
    const { data, error } = await server.client().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect([error?.status, error?.code, error?.message]).toEqual([
      422,
      'user_already_exists',
      'User already registered',
    ]);
  });

  it('rejects a weak password with reasons, per supabase/config.toml', async () => {
    const { minimumPasswordLength: min, passwordRequirements } = server.ctx.config.auth;
    expect([min, passwordRequirements]).toEqual([8, 'lower_upper_letters_digits']);
    const short = await server.client().auth.signUp({ email: freshEmail(), password: 'Ab1' });
    expect(isAuthWeakPasswordError(short.error)).toBe(true);
    expect(short.error?.status).toBe(422);
    expect(short.error?.message).toBe('Password should be at least 8 characters.');
    expect(isAuthWeakPasswordError(short.error) && short.error.reasons).toEqual(['length']);

    const plain = await server.client().auth.signUp({ email: freshEmail(), password: 'abc' });
    expect(isAuthWeakPasswordError(plain.error) && plain.error.reasons).toEqual(['length', 'characters']);
    expect(plain.error?.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: ' +
        'abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  });

  it('rejects a password over 72 bytes and a malformed email with validation_failed', async () => {
    const long = await server.client().auth.signUp({ email: freshEmail(), password: 'x'.repeat(73) });
    expect([long.error?.status, long.error?.code, long.error?.message]).toEqual([
      400,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ]);
    const bad = await server.client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect([bad.error?.status, bad.error?.code, bad.error?.message]).toEqual([
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ]);
  });
});

describe('password sign-in', () => {
  it('signs in, and getSession/getUser return that user', async () => {
    const { email, user } = await signedUp();
    const client = server.client();
    const before = Date.now() - 1000;
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect((await client.auth.getSession()).data.session?.access_token).toBe(data.session?.access_token);
    const fetched = await client.auth.getUser();
    expect(fetched.error).toBeNull();
    expect(fetched.data.user?.email).toBe(email);
    expect(Date.parse(fetched.data.user?.last_sign_in_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(fetched.data.user?.last_sign_in_at ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await signedUp();
    const wrong = await server.client().auth.signInWithPassword({ email, password: 'Wrong-pass1' });
    const unknown = await server.client().auth.signInWithPassword({ email: freshEmail(), password: 'Wrong-pass1' });
    const shape = (e: typeof wrong.error) => ({ name: e?.name, status: e?.status, code: e?.code, message: e?.message });
    expect(shape(wrong.error)).toEqual({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(shape(unknown.error)).toEqual(shape(wrong.error));
    const rawWrong = await raw('/token?grant_type=password', { method: 'POST', body: { email, password: 'x' } });
    const rawUnknown = await raw('/token?grant_type=password', {
      method: 'POST',
      body: { email: freshEmail(), password: 'x' },
    });
    expect(rawUnknown.body).toEqual(rawWrong.body);
  });

  it('gives the access token to PostgREST, where auth.uid() is the user', async () => {
    const { client, email, user } = await signedUp();
    const rpc = await client.rpc('upsert_profile', { p_user_id: user.id, p_username: `u${counter}x`, p_email: email });
    expect(rpc.error).toBeNull();
    const { data, error } = await client.from('profiles').select('id, email');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: user.id, email }]);
  });
});

describe('auth state events', () => {
  it('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT', async () => {
    const { email } = await signedUp();
    const client = server.client();
    const events: { event: AuthChangeEvent; refresh: string | undefined }[] = [];
    const { data: sub } = client.auth.onAuthStateChange((event, session) => {
      events.push({ event, refresh: session?.refresh_token });
    });
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    await client.auth.signOut();
    // Events are delivered asynchronously after each call settles.
    await vi.waitFor(() =>
      expect(events.map((e) => e.event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']),
    );
    sub.subscription.unsubscribe();
    expect(events[2]?.refresh).toBe(refreshed.data.session?.refresh_token);
    expect(events[2]?.refresh).not.toBe(events[1]?.refresh);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotates, and tolerates reuse of a revoked token within the reuse interval', async () => {
    const { client, session } = await signedUp();
    const a = session.refresh_token;
    const b = (await client.auth.refreshSession({ refresh_token: a })).data.session!.refresh_token;
    const c = (await client.auth.refreshSession({ refresh_token: b })).data.session!.refresh_token;
    expect(new Set([a, b, c]).size).toBe(3);
    // b is the parent of the active token: the client lost c, so it gets c back.
    expect((await client.auth.refreshSession({ refresh_token: b })).data.session?.refresh_token).toBe(c);
    // a is older, but revoked less than 10 s ago (the default interval): also converges on c.
    expect((await client.auth.refreshSession({ refresh_token: a })).data.session?.refresh_token).toBe(c);
    const unknown = await client.auth.refreshSession({ refresh_token: 'notarealtokn' });
    expect([unknown.error?.status, unknown.error?.code, unknown.error?.message]).toEqual([
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ]);
  });
});

describe('GET /user', () => {
  it('needs a bearer token, and refuses forged ones with bad_jwt', async () => {
    const none = await raw('/user');
    expect([none.status, none.body?.code]).toEqual([401, 'no_authorization']);
    expect(none.headers.get('x-sb-error-code')).toBe('no_authorization');
    expect(none.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const { client, user } = await signedUp();
    const forged = signJwt(
      { sub: user.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      'not-the-server-secret-not-the-server-secret',
    );
    const { data, error } = await client.auth.getUser(forged);
    expect(data.user).toBeNull();
    expect([error?.status, error?.code]).toEqual([403, 'bad_jwt']);
    expect(error?.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    const garbage = await raw('/user', { token: 'not.a.jwt' });
    expect([garbage.status, garbage.body?.code]).toEqual([403, 'bad_jwt']);
  });

  it('answers the legacy error shape to clients without the API version header', async () => {
    const res = await raw('/user', { version: false });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    expect(res.headers.get('x-sb-error-code')).toBe('no_authorization');
  });

  it('updates user metadata and the password', async () => {
    const { client, email } = await signedUp();
    // 'username' is among the keys the project's users_user_metadata_limits check allows.
    const updated = await client.auth.updateUser({
      data: { username: 'Ali' },
      password: 'N3w-secret',
      current_password: PASSWORD,
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.username).toBe('Ali');
    const same = await client.auth.updateUser({ password: 'N3w-secret', current_password: 'N3w-secret' });
    expect(same.error?.code).toBe('same_password');
    const again = await server.client().auth.signInWithPassword({ email, password: 'N3w-secret' });
    expect(again.error).toBeNull();
  });
});

describe('sign-out', () => {
  it('scope local ends this session only: its access token gets session_not_found', async () => {
    const { client, email, session: first } = await signedUp();
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const res = await raw('/user', { token: first.access_token });
    expect([res.status, res.body?.code]).toEqual([403, 'session_not_found']);
    // auth-js turns session_not_found into AuthSessionMissingError.
    const { error } = await server.client().auth.getUser(first.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
    const refresh = await server.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');

    expect((await other.auth.getUser()).data.user?.email).toBe(email);
  });

  it('scope global ends every session; the other client still clears itself on the 403', async () => {
    const { client, email } = await signedUp();
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();

    const stale = (await other.auth.getSession()).data.session!;
    expect((await raw('/logout?scope=local', { method: 'POST', token: stale.access_token })).status).toBe(403);
    // supabase-js ignores 401/403/404 from /logout and removes the local session anyway.
    expect((await other.auth.signOut()).error).toBeNull();
    expect((await other.auth.getSession()).data.session).toBeNull();
  });

  it('scope others keeps the caller signed in; an unknown scope is validation_failed', async () => {
    const { client, email } = await signedUp();
    const other = server.client();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    const token = (await client.auth.getSession()).data.session!.access_token;

    const bad = await raw('/logout?scope=everywhere', { method: 'POST', token });
    expect([bad.status, bad.body?.code]).toEqual([400, 'validation_failed']);

    const ok = await raw('/logout?scope=others', { method: 'POST', token });
    expect([ok.status, ok.body]).toEqual([204, null]);
    expect((await client.auth.getUser()).error).toBeNull();
    const otherToken = (await other.auth.getSession()).data.session!.access_token;
    expect((await raw('/user', { token: otherToken })).body?.code).toBe('session_not_found');
  });
});

describe('settings and health', () => {
  it('reports the local configuration', async () => {
    const settings = await raw('/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: false, google: false },
    });
    const health = await raw('/health');
    expect([health.status, health.body?.name]).toEqual([200, 'GoTrue']);
  });
});
