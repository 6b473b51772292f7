// Attacks on the embedded server's gateway: oversized and deeply nested bodies are refused before
// any work (no buffering, no database queue), in each service's error shape, with nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withTestServer, type TestServer } from '../support/helpers.ts';
import { asUser, FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, userToken } from '../support/rest-fixture.ts';
import { deepJson, fingerprint, jsonHeaders, raw } from '../support/security-helpers.ts';

const MIB = 1024 * 1024;

let server: TestServer;
withTestServer((s) => {
  server = s;
});

describe('oversized JSON bodies', () => {
  it('refuses a 45 MiB anonymous RPC body within 200 ms while a concurrent read answers promptly', async () => {
    const big = Buffer.alloc(45 * MIB, 0x20);
    big.write('{"p_username":"', 0);
    big.write('"}', big.length - 2);
    await raw(`${server.url}/rest/v1/vehicles?select=id&limit=1`, { headers: jsonHeaders(server) }); // warm the connection path
    const before = await fingerprint(server);
    const [attack, read] = await Promise.all([
      raw(`${server.url}/rest/v1/rpc/get_email_for_username`, {
        method: 'POST',
        headers: jsonHeaders(server),
        body: big,
      }),
      raw(`${server.url}/rest/v1/vehicles?select=id,make&order=id&limit=2`, { headers: jsonHeaders(server) }),
    ]);
    expect(attack.status).toBe(413);
    expect(JSON.parse(attack.text)).toEqual({
      code: 'PGRST102',
      message: 'Request body is larger than 1 MB',
      details: null,
      hint: null,
    });
    expect(attack.ms).toBeLessThan(200);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toHaveLength(2);
    expect(read.ms).toBeLessThan(1000);
    console.log(
      `45 MiB refused in ${attack.ms.toFixed(1)} ms; concurrent GET /rest/v1/vehicles in ${read.ms.toFixed(1)} ms`,
    );
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a body without Content-Length as soon as it passes 1 MB (Auth, GoTrue shape)', async () => {
    const before = await fingerprint(server);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const res = await raw(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: jsonHeaders(server, { 'x-supabase-api-version': '2024-01-01' }),
      chunks: [
        Buffer.from('{"email":"big@mewah.test","password":"Sup3r-secret","data":{"x":"'),
        ...Array.from({ length: 180 }, () => chunk),
      ],
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ code: 'validation_failed', message: 'Request body is larger than 1 MB' });
    expect(res.headers['x-sb-error-code']).toBe('validation_failed');
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a 2 MB insert from a service-role caller (REST, PostgREST shape) and stores nothing', async () => {
    const before = await fingerprint(server);
    const body = JSON.stringify({ make: 'BMW', model: 'x'.repeat(2 * MIB) });
    const res = await raw(`${server.url}/rest/v1/vehicles`, {
      method: 'POST',
      headers: {
        ...jsonHeaders(server),
        apikey: server.secretKey,
        authorization: `Bearer ${server.secretKey}`,
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).code).toBe('PGRST102');
    expect(await fingerprint(server)).toEqual(before);
  });

  it('keeps serving after the refusals', async () => {
    const { data, error } = await server.anon().from('vehicles').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe('deeply nested JSON', () => {
  const DEEP = deepJson(100_000);

  it('answers 400 bad_json at sign-up, never 500', async () => {
    const before = await fingerprint(server);
    const res = await raw(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: jsonHeaders(server, { 'x-supabase-api-version': '2024-01-01' }),
      body: `{"email":"deep@mewah.test","password":"Sup3r-secret","data":{"x":${DEEP}}}`,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'bad_json',
      message: 'Could not parse request body as JSON: JSON nested deeper than 64 levels',
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('answers 400 PGRST102 on REST inserts and RPC', async () => {
    const before = await fingerprint(server);
    for (const path of ['/rest/v1/rpc/get_email_for_username', '/rest/v1/vehicles']) {
      const res = await raw(`${server.url}${path}`, { method: 'POST', headers: jsonHeaders(server), body: DEEP });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({
        code: 'PGRST102',
        message: 'Empty or invalid json',
        details: 'JSON nested deeper than 64 levels',
        hint: null,
      });
    }
    expect(await fingerprint(server)).toEqual(before);
  });

  it('still accepts ordinary nesting (vehicle details are 3 levels deep)', async () => {
    const res = await raw(`${server.url}/rest/v1/rpc/get_email_for_username`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ p_username: 'nobody_here' }),
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('null');
  });
});

describe('uploads', () => {
  let fixture: TestServer;
  beforeAll(async () => {
    fixture = await startTestServer({ migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
  });
  afterAll(async () => {
    await fixture?.stop();
  });

  it('cuts off an upload streamed past the bucket limit (100 KB) and stores nothing', async () => {
    const before = await fingerprint(fixture);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await raw(`${fixture.url}/storage/v1/object/pics/cars/huge.png`, {
      method: 'POST',
      headers: {
        apikey: fixture.publishableKey,
        authorization: `Bearer ${userToken(fixture, USER_1)}`,
        'content-type': 'image/png',
      },
      chunks: [png, ...Array.from({ length: 200 }, () => Buffer.alloc(64 * 1024))],
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await fingerprint(fixture)).toEqual(before);
  });

  it('refuses a declared Content-Length over the bucket limit without reading the body', async () => {
    const res = await raw(`${fixture.url}/storage/v1/object/pics/cars/huge.png`, {
      method: 'POST',
      headers: {
        apikey: fixture.publishableKey,
        authorization: `Bearer ${userToken(fixture, USER_1)}`,
        'content-type': 'image/png',
      },
      body: Buffer.alloc(20 * MIB),
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).statusCode).toBe('413');
  });

  it('still stores an upload within the limit', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1000)]);
    const up = await asUser(fixture, USER_1)
      .storage.from('pics')
      .upload('cars/ok.png', png, { contentType: 'image/png' });
    expect(up.error).toBeNull();
  });
});
