// The Supabase CLI's new API keys and JWT signing keys, through the real supabase-js.
// The publishable and secret keys stand for the anon and service_role roles (the legacy JWT keys
// still work); access tokens are ES256 with the kid of supabase/signing_keys.json, verified by
// getClaims() against /auth/v1/.well-known/jwks.json without asking /user. ([auth.rate_limit]
// email_sent: auth-limits.int.test.ts.)
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../support/jwt.ts';
import { startTestServer, transport, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED } from '../support/rest-fixture.ts';

const PASSWORD = 'Sup3r-secret';
const PUBLISHABLE = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const COMMITTED_KEY = (JSON.parse(readFileSync('supabase/signing_keys.json', 'utf8')) as { kid: string }[])[0]!;

const decode = (part: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
const headerOf = (jwt: string): Record<string, unknown> => decode(jwt.split('.')[0] ?? '');

/** A supabase-js client that records the path of every request it sends. */
function recordingClient(server: TestServer, key: string): { client: SupabaseClient; paths: string[] } {
  const paths: string[] = [];
  const client = createClient(server.url, key, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
  });
  return { client, paths };
}

const email = (): string => `keys.${randomUUID().slice(0, 8)}@mewah.test`;

describe('with the config.toml of the repository', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('has the CLI local publishable and secret keys', () => {
    expect([server.publishableKey, server.secretKey]).toEqual([PUBLISHABLE, SECRET]);
  });

  it('signs up and in on the publishable key, and the token is ES256 with the key id of signing_keys.json', async () => {
    const { client, paths } = recordingClient(server, PUBLISHABLE);
    const address = email();
    expect((await client.auth.signUp({ email: address, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client.auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(error).toBeNull();
    const token = data.session!.access_token;
    expect(headerOf(token)).toEqual({ alg: 'ES256', kid: COMMITTED_KEY.kid, typ: 'JWT' });
    expect(paths).toEqual(['/auth/v1/signup', '/auth/v1/token']);
    // The session's token reaches PostgREST, which verifies it with the same key.
    const { data: notes, error: readError } = await client.from('notes').select('title').eq('title', 'Alpha');
    expect(readError).toBeNull();
    expect(notes).toEqual([{ title: 'Alpha' }]);
  });

  it('publishes the public key at /auth/v1/.well-known/jwks.json, with no private part and no API key needed', async () => {
    const res = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    const [key] = body.keys;
    expect(Object.keys(key!).sort()).toEqual(['alg', 'crv', 'ext', 'key_ops', 'kid', 'kty', 'use', 'x', 'y']);
    expect(key).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      kid: COMMITTED_KEY.kid,
      use: 'sig',
      key_ops: ['verify'],
      ext: true,
    });
  });

  it('getClaims() verifies the token with the key set, without a /user request, and caches the set', async () => {
    const { client, paths } = recordingClient(server, PUBLISHABLE);
    const address = email();
    const signed = await client.auth.signUp({ email: address, password: PASSWORD });
    const token = signed.data.session!.access_token;
    paths.length = 0;
    const first = await client.auth.getClaims(token);
    expect(first.error).toBeNull();
    expect(first.data?.claims).toMatchObject({ email: address, role: 'authenticated', iss: `${server.url}/auth/v1` });
    expect(first.data?.header).toMatchObject({ alg: 'ES256', kid: COMMITTED_KEY.kid });
    const second = await client.auth.getClaims(token);
    expect(second.data?.claims.sub).toBe(signed.data.user!.id);
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);

    // A token whose signature does not match is refused, still without asking the server.
    const [head, body] = token.split('.');
    const tampered = `${head}.${body}.${Buffer.alloc(64, 7).toString('base64url')}`;
    const bad = await client.auth.getClaims(tampered);
    expect(bad.data).toBeNull();
    expect(bad.error?.message).toBe('Invalid JWT signature');
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);
  });

  it('the secret key is the service role (past RLS); the publishable key is anon', async () => {
    const opts = { auth: { persistSession: false, autoRefreshToken: false } };
    const secret = createClient(server.url, SECRET, opts);
    const written = await secret.from('notes').insert({ title: 'By the secret key' }).select('title');
    expect(written.error).toBeNull();
    expect(written.data).toEqual([{ title: 'By the secret key' }]);
    const anon = createClient(server.url, PUBLISHABLE, opts);
    const refused = await anon.from('notes').insert({ title: 'By the publishable key' });
    expect(refused.error?.code).toBe('42501');
  });

  it('refuses an sb_ key it does not know, as Invalid API key', async () => {
    const res = await fetch(`${server.url}/rest/v1/notes`, {
      headers: { apikey: 'sb_publishable_not-this-project-000000000000' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Invalid API key');
  });

  it('still accepts the legacy anon and service_role JWT keys and legacy HS256 user tokens', async () => {
    const legacy = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await legacy.from('notes').select('title').eq('title', 'Alpha');
    expect(error).toBeNull();
    expect(data).toEqual([{ title: 'Alpha' }]);
    const admin = createClient(server.url, server.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await admin.from('notes').insert({ title: 'By the legacy service_role key' })).error).toBeNull();

    // A session issued before the switch (HS256 with the JWT secret) still opens /user.
    const address = email();
    const signed = await legacy.auth.signUp({ email: address, password: PASSWORD });
    const now = Math.floor(Date.now() / 1000);
    const hs256 = signJwt(
      { sub: signed.data.user!.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 60 },
      server.jwtSecret,
    );
    const user = await legacy.auth.getUser(hs256);
    expect(user.error).toBeNull();
    expect(user.data.user?.email).toBe(address);
  });
});

describe('with RS256 keys in signing_keys_path', () => {
  let server: TestServer;
  let dir: string;
  const jwk = (kid: string): Record<string, unknown> => ({
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid,
    alg: 'RS256',
    use: 'sig',
    key_ops: ['sign', 'verify'],
    ext: true,
  });
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mewah-keys-'));
    const file = join(dir, 'keys.json');
    writeFileSync(file, JSON.stringify([jwk('rsa-current'), jwk('rsa-previous')]));
    server = await startTestServer({
      migrationsDir: FIXTURE_MIGRATIONS,
      seedFile: FIXTURE_SEED,
      configOverrides: (c) => ({ ...c, auth: { ...c.auth, signingKeysPath: file } }),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs with the first key and publishes both; getClaims() verifies RS256 locally', async () => {
    const { client, paths } = recordingClient(server, PUBLISHABLE);
    const signed = await client.auth.signUp({ email: email(), password: PASSWORD });
    const token = signed.data.session!.access_token;
    expect(headerOf(token)).toEqual({ alg: 'RS256', kid: 'rsa-current', typ: 'JWT' });
    const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; kty: string; e: string; n: string; d?: string }[];
    };
    expect(jwks.keys.map((k) => [k.kid, k.kty, k.e, typeof k.n, k.d])).toEqual([
      ['rsa-current', 'RSA', 'AQAB', 'string', undefined],
      ['rsa-previous', 'RSA', 'AQAB', 'string', undefined],
    ]);
    paths.length = 0;
    const { data, error } = await client.auth.getClaims(token);
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(signed.data.user!.id);
    expect(paths).toEqual(['/auth/v1/.well-known/jwks.json']);
  });

  it('trusts a token signed by the second key', async () => {
    const { client } = recordingClient(server, PUBLISHABLE);
    const signed = await client.auth.signUp({ email: email(), password: PASSWORD });
    const claims = server.keys.verify(signed.data.session!.access_token);
    expect(claims.ok).toBe(true);
    // Re-sign the same claims with the second key (as after a key rotation).
    const { createKeyring } = await import('../../scripts/supabase/keys/signing.ts');
    const file = JSON.parse(readFileSync(join(dir, 'keys.json'), 'utf8')) as Parameters<typeof createKeyring>[1];
    const older = createKeyring(server.jwtSecret, [...(file ?? [])].reverse());
    const token = older.sign(claims.ok ? claims.claims : { role: 'anon' });
    expect(headerOf(token).kid).toBe('rsa-previous');
    const user = await client.auth.getUser(token);
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(signed.data.user!.id);
  });
});
