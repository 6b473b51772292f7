// TOTP two-factor sign-in, session control and account changes (docs/security.md) through the real
// supabase-js: auth.mfa enroll/challenge/verify/unenroll with codes computed here from the secret
// (RFC 6238), aal/amr claims, signOut({ scope: 'others' }), updateUser with the current password
// or the /reauthenticate nonce, and an email change confirmed from the new address's inbox.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../scripts/supabase/server.ts';
import { startTestServer, withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';

const PASSWORD = 'Sup3r-secret';
let server: TestServer;
// GoTrue's own default email, whose code the recovery test reads: the project's branded one
// (supabase/config.toml) is tests/server/email-template.int.test.ts's subject.
withTestServer(
  (s) => {
    server = s;
  },
  { configOverrides: (c) => ({ ...c, auth: { ...c.auth, emailTemplates: {} } }) },
);

/** RFC 6238 (SHA-1, 6 digits, 30 s) written out here, independent of the server's code. */
function code(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const o = mac[19]! & 15;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function account(srv: TestServer, prefix: string): Promise<{ email: string; client: SupabaseClient }> {
  const email = `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@mewah.test`;
  const client = srv.client();
  const { error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, client };
}

async function inboxFor(srv: TestServer, email: string): Promise<MailMessage[]> {
  return (await (
    await fetch(`${srv.url}/inbox/messages?to=${encodeURIComponent(email)}`, inboxKey(srv))
  ).json()) as MailMessage[];
}

async function enrolled(
  prefix: string,
): Promise<{ email: string; client: SupabaseClient; factorId: string; secret: string }> {
  const { email, client } = await account(server, prefix);
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  expect(error).toBeNull();
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: code(data!.totp.secret) });
  expect(verified.error).toBeNull();
  return { email, client, factorId: data!.id, secret: data!.totp.secret };
}

describe('TOTP enrolment', () => {
  it('enroll answers a QR code, a base32 secret and its otpauth URI; the factor starts unverified', async () => {
    const { email, client } = await account(server, 'enrol');
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Work phone');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/127.0.0.1%3A4321:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A4321&period=30&secret=${data?.totp.secret}`,
    );
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(data?.totp.qr_code).not.toContain('#');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((f) => [f.friendly_name, f.status])).toEqual([['Work phone', 'unverified']]);
    expect(factors.data?.totp).toEqual([]);
  });

  it('a wrong code is mfa_verification_failed; the right one verifies the factor and raises the session to aal2', async () => {
    const { client } = await account(server, 'verify');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const secret = data!.totp.secret;
    const wrong = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: code(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    expect(wrong.error?.status).toBe(422);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const ok = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: code(secret) });
    expect(ok.error).toBeNull();
    const claims = claimsOf(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // The refreshed session stays aal2.
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('accepts the previous step’s code (the usual window) but not one two steps old, and never the same code twice', async () => {
    const { client } = await account(server, 'window');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const old = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: code(data!.totp.secret, -3) });
    expect(old.error?.code).toBe('mfa_verification_failed');
    const prev = code(data!.totp.secret, -1);
    expect((await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: prev })).error).toBeNull();
    const replay = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: prev });
    expect(replay.error?.code).toBe('mfa_verification_failed');
  });

  it('sign-in with a verified factor starts at aal1 with aal2 next; the code raises it', async () => {
    const { email, secret, factorId } = await enrolled('signin');
    const client = server.client();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((f) => f.id)).toEqual([factorId]);
    // Enrolment spent this step's code; the next step's is inside the window and not yet used.
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: code(secret, 1) });
    expect(error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  });

  it('an aal1 session cannot add a factor, remove a verified one, or change the password', async () => {
    const { email, factorId } = await enrolled('aal1');
    const client = server.client();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const add = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(add.error?.code).toBe('insufficient_aal');
    const remove = await client.auth.mfa.unenroll({ factorId });
    expect(remove.error?.code).toBe('insufficient_aal');
    const pw = await client.auth.updateUser({ password: 'An0ther-secret' });
    expect(pw.error?.code).toBe('insufficient_aal');
    expect(pw.error?.status).toBe(403);
  });

  it('a recovery session (aal1) must verify the code before it may set a new password', async () => {
    const { email, factorId, secret } = await enrolled('recover2fa');
    await server.anon().auth.resetPasswordForEmail(email);
    const otp = /enter the code: (\d{6})/.exec((await inboxFor(server, email))[0]!.text)?.[1] ?? '';
    const client = server.client();
    expect((await client.auth.verifyOtp({ email, token: otp, type: 'recovery' })).error).toBeNull();
    const refused = await client.auth.updateUser({ password: 'Rec0vered-pass' });
    expect(refused.error?.code).toBe('insufficient_aal');
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code: code(secret, 1) })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'Rec0vered-pass' })).error).toBeNull();
  });

  it('an aal2 session removes the factor; the account is back to password only', async () => {
    const { client, factorId } = await enrolled('remove');
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('a duplicate name is mfa_factor_name_conflict; another user’s factor is mfa_factor_not_found', async () => {
    const { client } = await account(server, 'dup');
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const dup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(dup.error?.code).toBe('mfa_factor_name_conflict');
    expect(dup.error?.message).toBe('A factor with the friendly name "Phone" for this user already exists');
    const { factorId } = await enrolled('owner');
    const stranger = await client.auth.mfa.challenge({ factorId });
    expect(stranger.error?.code).toBe('mfa_factor_not_found');
    expect(stranger.error?.status).toBe(404);
  });

  it('wrong codes are rate limited per factor (429 after 15), the right code included', async () => {
    // Its own server, so the per-address budget the other tests spent does not count.
    const own = await startTestServer();
    try {
      const { client } = await account(own, 'limit');
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
      const right = code(data!.totp.secret);
      const wrong = right === '123456' ? '654321' : '123456';
      const codes: (string | undefined)[] = [];
      for (let i = 0; i < 16; i++) {
        codes.push((await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrong })).error?.code);
      }
      expect(codes).toEqual([...Array<string>(15).fill('mfa_verification_failed'), 'over_request_rate_limit']);
      const blocked = await client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: right });
      expect(blocked.error?.code).toBe('over_request_rate_limit');
    } finally {
      await own.stop();
    }
  });
});

describe('sessions and account changes', () => {
  it('signOut({ scope: "others" }) ends the other devices’ sessions and keeps this one', async () => {
    const { email, client: laptop } = await account(server, 'others');
    const phone = server.client();
    await phone.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await laptop.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await phone.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await laptop.auth.getUser()).error).toBeNull();
    expect((await laptop.auth.refreshSession()).error).toBeNull();
  });

  it('a new password with the wrong current password is refused; with the right one it is set', async () => {
    const { email, client } = await account(server, 'current');
    const wrong = await client.auth.updateUser({ password: 'N3w-secret-1', current_password: 'Wrong-pass1' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const ok = await client.auth.updateUser({ password: 'N3w-secret-1', current_password: PASSWORD });
    expect(ok.error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'N3w-secret-1' })).error).toBeNull();
  });

  it('with secure_password_change on, a new password needs the nonce /reauthenticate emailed', async () => {
    const secure = await startTestServer({
      configOverrides: (c) => ({ ...c, auth: { ...c.auth, securePasswordChange: true } }),
    });
    try {
      const { email, client } = await account(secure, 'nonce');
      const without = await client.auth.updateUser({ password: 'N3w-secret-2' });
      expect(without.error?.code).toBe('reauthentication_needed');
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const mail = (await inboxFor(secure, email))[0]!;
      expect(mail.subject).toBe('Confirm Reauthentication');
      const nonce = /Enter the code: (\d{6})/.exec(mail.text)?.[1] ?? '';
      const bad = await client.auth.updateUser({
        password: 'N3w-secret-2',
        nonce: nonce === '000000' ? '111111' : '000000',
      });
      expect(bad.error?.code).toBe('reauthentication_not_valid');
      expect((await client.auth.updateUser({ password: 'N3w-secret-2', nonce })).error).toBeNull();
      const reused = await client.auth.updateUser({ password: 'N3w-secret-3', nonce });
      expect(reused.error?.code).toBe('reauthentication_not_valid');
    } finally {
      await secure.stop();
    }
  });

  it('an email change is confirmed from the new address; until then sign-in keeps the old one', async () => {
    const { email, client } = await account(server, 'old');
    const next = `new.${Date.now()}@mewah.test`;
    const { data, error } = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: 'http://127.0.0.1:4321/manage-inventory/' },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = (await inboxFor(server, next))[0]!;
    expect(mail.subject).toBe('Confirm Email Change');
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(
      'http://127.0.0.1:4321/manage-inventory/#message=Email+address+changed&type=email_change',
    );
    expect((await server.client().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
  });
});
