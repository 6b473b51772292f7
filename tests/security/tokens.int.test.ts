// Security suite, tokens signed with the project's key but asking too much: a role the API's
// authenticator cannot switch to (postgres), a token not valid yet (nbf), and a foreign audience.
// Each is refused before it reads or writes anything; the API keys (no aud) and GoTrue's own
// tokens (aud "authenticated") go on working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, jsonHeaders, raw } from '../support/security-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const SEED_CAR = '5eed0000-0000-4000-8000-000000000001';
const now = (): number => Math.floor(Date.now() / 1000);
const token = (claims: { role: string } & Record<string, unknown>): string =>
  server.keys.sign({ iat: now(), exp: now() + 3600, ...claims });
const bearer = (jwt: string): Record<string, string> => jsonHeaders(server, { authorization: `Bearer ${jwt}` });

const paintCar = (jwt: string) =>
  raw(`${server.url}/rest/v1/vehicles?id=eq.${SEED_CAR}`, {
    method: 'PATCH',
    headers: bearer(jwt),
    body: JSON.stringify({ color: 'Stolen Red' }),
  });

describe('a role the API cannot switch to', () => {
  it('is refused 403 42501 by REST, as Postgres refuses the switch, and writes nothing', async () => {
    const before = await fingerprint(server);
    const superuser = token({ role: 'postgres', sub: 'someone' });
    const write = await paintCar(superuser);
    expect(write.status).toBe(403);
    expect(JSON.parse(write.text)).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied to set role "postgres"',
    });
    const read = await raw(`${server.url}/rest/v1/vehicles?select=id&limit=1`, { headers: bearer(superuser) });
    expect(read.status).toBe(403);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('is refused by Storage', async () => {
    const res = await raw(`${server.url}/storage/v1/bucket`, { headers: bearer(token({ role: 'postgres' })) });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('a token not valid yet', () => {
  it('is refused by REST (401) and by Auth (403 bad_jwt), and writes nothing', async () => {
    const before = await fingerprint(server);
    const early = token({ role: 'service_role', nbf: now() + 3600 });
    const write = await paintCar(early);
    expect(write.status).toBe(401);
    expect(JSON.parse(write.text)).toMatchObject({ code: 'PGRST301' });
    const user = await raw(`${server.url}/auth/v1/user`, {
      headers: bearer(token({ role: 'authenticated', aud: 'authenticated', sub: SEED_CAR, nbf: now() + 3600 })),
    });
    expect(user.status).toBe(403);
    expect(JSON.parse(user.text)).toMatchObject({
      error_code: 'bad_jwt',
      msg: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is not valid yet',
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('is accepted once its nbf has passed', async () => {
    const read = await raw(`${server.url}/rest/v1/vehicles?select=id&id=eq.${SEED_CAR}`, {
      headers: bearer(token({ role: 'anon', nbf: now() - 5 })),
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toEqual([{ id: SEED_CAR }]);
  });
});

describe('a foreign audience', () => {
  it('is refused 401, and writes nothing', async () => {
    const before = await fingerprint(server);
    const write = await paintCar(token({ role: 'service_role', aud: 'another-project' }));
    expect(write.status).toBe(401);
    expect(JSON.parse(write.text)).toMatchObject({ code: 'PGRST301' });
    const listed = await paintCar(token({ role: 'service_role', aud: ['another-project', 'storage'] }));
    expect(listed.status).toBe(401);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('accepts GoTrue’s audience, alone or listed, and tokens with none (the API keys)', async () => {
    const read = (jwt: string) =>
      raw(`${server.url}/rest/v1/vehicles?select=id&id=eq.${SEED_CAR}`, { headers: bearer(jwt) });
    expect((await read(token({ role: 'anon', aud: 'authenticated' }))).status).toBe(200);
    expect((await read(token({ role: 'anon', aud: ['other', 'authenticated'] }))).status).toBe(200);
    expect((await read(server.anonKey)).status).toBe(200);
  });
});
