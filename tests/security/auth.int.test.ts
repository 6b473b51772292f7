// Attacks on sign-up and sign-in: NUL bytes and passwords bcrypt would truncate. Each is refused
// with a 4xx and nothing stored. (Harvesting emails by username: username.int.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, accountWithUsername, TEST_PASSWORD } from '../support/helpers.ts';
import { fingerprint, jsonHeaders, raw } from '../support/security-helpers.ts';

const PASSWORD = TEST_PASSWORD;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const auth = (path: string, body: unknown) =>
  raw(`${server.url}/auth/v1${path}`, {
    method: 'POST',
    headers: jsonHeaders(server, { 'x-supabase-api-version': '2024-01-01' }),
    body: JSON.stringify(body),
  });

const account = (email: string, username: string): Promise<void> => accountWithUsername(server, email, username);

beforeAll(async () => {
  await account('nul.victim@mewah.test', 'nul_victim');
});

describe('NUL bytes', () => {
  it('sign-up with a NUL in the password: 400 with a message, no user', async () => {
    const before = await fingerprint(server);
    const res = await auth('/signup', { email: 'nul1@mewah.test', password: 'Sup3r-\u0000secret' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'validation_failed',
      message: 'Password cannot contain NUL characters',
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('sign-up with a NUL in the user data: 400, no user', async () => {
    const before = await fingerprint(server);
    const res = await auth('/signup', { email: 'nul2@mewah.test', password: PASSWORD, data: { username: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'validation_failed',
      message: 'User metadata cannot contain NUL characters',
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('sign-in with a NUL in the password or the email: invalid credentials, no session', async () => {
    const before = await fingerprint(server);
    for (const body of [
      { email: 'nul.victim@mewah.test', password: `${PASSWORD}\u0000` },
      { email: 'nul.victim@mewah.test\u0000', password: PASSWORD },
    ]) {
      const res = await auth('/token?grant_type=password', body);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
    expect(await fingerprint(server)).toEqual(before);
  });
});

describe('passwords over 72 bytes (bcrypt reads only 72)', () => {
  const seventyTwo = `Aa1${'x'.repeat(69)}`;

  it('sign-up refuses 73 bytes with 400 validation_failed', async () => {
    const before = await fingerprint(server);
    const res = await auth('/signup', { email: 'long1@mewah.test', password: `${seventyTwo}y` });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('sign-in refuses a longer password whose first 72 bytes are right', async () => {
    const { error } = await server.client().auth.signUp({ email: 'long2@mewah.test', password: seventyTwo });
    expect(error).toBeNull();
    const before = await fingerprint(server);
    const res = await auth('/token?grant_type=password', {
      email: 'long2@mewah.test',
      password: `${seventyTwo}-anything-else`,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(await fingerprint(server)).toEqual(before);
    const ok = await auth('/token?grant_type=password', { email: 'long2@mewah.test', password: seventyTwo });
    expect(ok.status).toBe(200);
  });
});
