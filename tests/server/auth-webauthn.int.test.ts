// WebAuthn factors through the real supabase-js, as GoTrue answers them with [auth.mfa.web_authn]
// on (docs/embedded-server.md): enrol, list, a challenge's creation options, unenrol, and a verify
// that refuses the credential as GoTrue refuses one failing its checks. This site's own
// config.toml leaves WebAuthn off, so there the same calls answer GoTrue's "disabled" errors.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { startTestServer, TEST_PASSWORD, withTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
withTestServer(
  (s) => {
    server = s;
  },
  {
    configOverrides: (c) => ({
      ...c,
      auth: {
        ...c.auth,
        mfa: { ...c.auth.mfa, webauthnEnroll: true, webauthnVerify: true },
        webauthn: { rpDisplayName: 'Mewah test', rpId: 'localhost', rpOrigins: ['http://localhost:4321'] },
      },
    }),
  },
);

async function account(srv: TestServer): Promise<{ email: string; client: SupabaseClient }> {
  const email = `webauthn.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@mewah.test`;
  const client = srv.client();
  const { error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();
  return { email, client };
}

/** POST /factors/{id}/verify as supabase-js sends it, with a credential written out here. */
async function verify(client: SupabaseClient, factorId: string, body: unknown): Promise<Response> {
  const token = (await client.auth.getSession()).data.session?.access_token ?? '';
  return fetch(`${server.url}/auth/v1/factors/${factorId}/verify`, {
    method: 'POST',
    headers: { apikey: server.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('WebAuthn factors with [auth.mfa.web_authn] on', () => {
  it('enrols an unverified factor that listFactors shows under all but not as verified; unenroll removes it', async () => {
    const { client } = await account(server);
    const { data, error } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Security key' });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'webauthn',
      friendly_name: 'Security key',
    });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.factor_type, f.friendly_name, f.status])).toEqual([
      ['webauthn', 'Security key', 'unverified'],
    ]);
    expect(listed.data?.webauthn).toEqual([]);
    const removed = await client.auth.mfa.unenroll({ factorId: data!.id });
    expect(removed).toEqual({ data: { id: data!.id }, error: null });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('accepts an empty name and refuses a second factor of the same name', async () => {
    const { client } = await account(server);
    const empty = await client.auth.mfa.webauthn.enroll({ friendlyName: '' });
    expect(empty.error).toBeNull();
    expect(empty.data?.friendly_name).toBe('');
    expect((await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' })).error).toBeNull();
    const again = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
  });

  it('a challenge on the new factor answers creation options for the relying party and the user', async () => {
    const { email, client } = await account(server);
    const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Laptop' });
    const user = (await client.auth.getUser()).data.user!;
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await client.auth.mfa.challenge({
      factorId: factor!.id,
      webauthn: { rpId: 'localhost', rpOrigins: ['http://localhost:4321'] },
    });
    expect(error).toBeNull();
    expect(data?.type).toBe('webauthn');
    if (data?.type !== 'webauthn' || data.webauthn.type !== 'create') throw new Error('expected creation options');
    expect(data.expires_at - before).toBeGreaterThanOrEqual(299);
    expect(data.expires_at - before).toBeLessThanOrEqual(301);
    const options = data.webauthn.credential_options.publicKey;
    expect(options.rp).toEqual({ name: 'Mewah test', id: 'localhost' });
    expect(options.user.name).toBe(email);
    expect(options.user.displayName).toBe(email);
    expect(Buffer.from(options.user.id as ArrayBuffer).toString('utf8')).toBe(user.id);
    expect((options.challenge as ArrayBuffer).byteLength).toBe(32);
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -35, -36, -257, -258, -259, -37, -38, -39, -8]);
    expect(options.timeout).toBe(300_000);
  });

  it('verify checks its parameters and refuses the credential; the factor stays unverified', async () => {
    const { client } = await account(server);
    const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Phone' });
    const { data: ch } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const missing = await verify(client, factor!.id, { challenge_id: ch!.id });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { msg: string }).msg).toBe('WebAuthn config required');
    const malformed = await verify(client, factor!.id, {
      challenge_id: ch!.id,
      webauthn: { type: 'create', credential_response: { id: 'x' } },
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { msg: string }).msg).toBe('Invalid credential_response');
    const wellFormed = await verify(client, factor!.id, {
      challenge_id: ch!.id,
      webauthn: {
        type: 'create',
        credential_response: {
          id: 'AQID',
          rawId: 'AQID',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
        },
      },
    });
    expect(wellFormed.status).toBe(500);
    expect(((await wellFormed.json()) as { error_code: string }).error_code).toBe('unexpected_failure');
    expect((await client.auth.mfa.listFactors()).data?.all.map((f) => f.status)).toEqual(['unverified']);
  });
});

describe('WebAuthn factors on without a relying party', () => {
  it('enrols, but a challenge fails as GoTrue’s does without [auth.webauthn] (500)', async () => {
    const bare = await startTestServer({
      configOverrides: (c) => ({
        ...c,
        auth: { ...c.auth, mfa: { ...c.auth.mfa, webauthnEnroll: true, webauthnVerify: true } },
      }),
    });
    try {
      const { client } = await account(bare);
      const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
      const { error } = await client.auth.mfa.challenge({ factorId: factor!.id });
      // supabase-js keeps no code for a 5xx answer; status and message are GoTrue's.
      expect({ status: error?.status, message: error?.message }).toEqual({
        status: 500,
        message: 'Failed to generate WebAuthn registration data',
      });
    } finally {
      await bare.stop();
    }
  });
});

describe('WebAuthn factors with this site’s config (off)', () => {
  it('enroll answers mfa_webauthn_enroll_not_enabled and no factor is made', async () => {
    const off = await startTestServer();
    try {
      const { client } = await account(off);
      const { data, error } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
      expect(data).toBeNull();
      expect(error?.code).toBe('mfa_webauthn_enroll_not_enabled');
      expect(error?.message).toBe('MFA enroll is disabled for WebAuthn');
      expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
      const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+60123456789' });
      expect(phone.error?.code).toBe('mfa_phone_enroll_not_enabled');
    } finally {
      await off.stop();
    }
  });
});
