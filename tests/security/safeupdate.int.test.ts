// safeupdate (finding 10 of the second attack round, "smaller"): an unfiltered PATCH touched every
// vehicle. It is refused, nothing changes.
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

describe('safeupdate', () => {
  it('refuses an unfiltered PATCH and DELETE on vehicles, as staff, with 400 21000, and changes nothing', async () => {
    const staff = await signedUpClient(server, 'safeupdate');
    const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
    const before = await fingerprint(server);
    const headers = {
      apikey: server.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const patch = await raw(`${server.url}/rest/v1/vehicles`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ price: 1 }),
    });
    expect(patch.status).toBe(400);
    expect(JSON.parse(patch.text)).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: null,
    });
    const del = await raw(`${server.url}/rest/v1/vehicles`, { method: 'DELETE', headers });
    expect(del.status).toBe(400);
    expect(JSON.parse(del.text)).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await fingerprint(server)).toEqual(before);
  });
});
