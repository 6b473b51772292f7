// An 8.6 KB anonymous request (one column under 400 aliases) once answered 104 MB.
// The embedded API now caps the items of `select` and the bytes of any answer but the service
// role's, refusing beyond them in PostgREST's error shape, and the database stays unchanged.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const anonGet = (path: string) => raw(`${server.url}${path}`, { headers: { apikey: server.anonKey } });
const aliases = (n: number): string => Array.from({ length: n }, (_, i) => `a${i}:vehicle_details`).join(',');

describe('select items', () => {
  it('refuses 400 aliases of one column with 400 PGRST100, naming the cap, and changes nothing', async () => {
    const before = await fingerprint(server);
    const res = await anonGet(`/rest/v1/vehicles?select=${aliases(400)}&limit=1000`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({
      code: 'PGRST100',
      message: 'failed to parse select parameter: too many items',
      details: 'The select parameter names 400 items; at most 64 are allowed',
      hint: null,
    });
    expect(await fingerprint(server)).toEqual(before);
  });

  it('still answers 64 items', async () => {
    const res = await anonGet(`/rest/v1/vehicles?select=${aliases(64)}&limit=1`);
    expect(res.status).toBe(200);
    expect(Object.keys((JSON.parse(res.text) as object[])[0] ?? {})).toHaveLength(64);
  });
});

describe('answer size', () => {
  it('refuses an anonymous answer over 16 MiB in PostgREST’s shape; the service role still gets it', async () => {
    // 80 public cars with 4,000-character details: 60 aliases of them make about 19 MB.
    const rows = Array.from({ length: 80 }, (_, i) =>
      anInsert({ model: `Bulk ${i}`, vehicle_details: `${'x'.repeat(3990)}${String(i).padStart(10, '0')}` }),
    );
    const made = await server.service().from('vehicles').insert(rows);
    expect(made.error).toBeNull();
    const before = await fingerprint(server);

    const path = `/rest/v1/vehicles?select=${aliases(60)}&model=like.Bulk*`;
    const res = await anonGet(path);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text) as Record<string, unknown>;
    expect(body).toMatchObject({
      code: 'PGRST100',
      message: 'The answer is too large',
      hint: 'Select fewer columns or ask for fewer rows (limit)',
    });
    expect(body.details).toMatch(/^It would be 19\d{6} bytes; at most 16777216 are sent$/);
    expect(res.text.length).toBeLessThan(1000);

    const fewer = await anonGet(`/rest/v1/vehicles?select=${aliases(60)}&model=like.Bulk*&limit=10`);
    expect(fewer.status).toBe(200);
    expect(JSON.parse(fewer.text)).toHaveLength(10);

    const service = await raw(`${server.url}${path}`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    expect(service.status).toBe(200);
    expect(JSON.parse(service.text)).toHaveLength(80);
    expect(await fingerprint(server)).toEqual(before);
  }, 60_000);
});
