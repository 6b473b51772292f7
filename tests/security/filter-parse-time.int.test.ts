// Security suite, one request must not freeze the server: the items of `or=()` / `and=()` are read
// by a parser that never backtracks, and a filter's size and nesting are bounded before it is read
// (docs/security.md). A `->` chain without a dot once took the pattern that split a logic item
// 4.2 s at 28 segments and 68 s at 30, on the thread that serves every other client.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { jsonHeaders, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer(async (s) => {
  server = s;
  // The first request of a server pays for warming up; the timings below are of requests after it.
  await raw(`${s.url}/rest/v1/vehicles?select=id&limit=1`, { headers: jsonHeaders(s) });
});

const chain = (segments: number): string => Array.from({ length: segments }, () => 'a').join('->');

describe('a logic tree that once backtracked', () => {
  it.each([28, 30, 200])(
    'or=(a->…->a) of %i segments is refused at once while another client is served',
    async (segments) => {
      const attack = raw(`${server.url}/rest/v1/vehicles?select=id&or=(${chain(segments)})`, {
        headers: jsonHeaders(server),
        localAddress: '127.0.0.2',
      });
      const other = raw(`${server.url}/rest/v1/vehicles?select=id&limit=1`, {
        headers: jsonHeaders(server),
        localAddress: '127.0.0.3',
      });
      const [refused, served] = await Promise.all([attack, other]);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'PGRST100', message: '"failed to parse logic tree"' });
      expect(refused.ms).toBeLessThan(2000);
      expect(served.status).toBe(200);
      expect(served.ms).toBeLessThan(3000);
    },
    10_000,
  );

  it('still reads a JSON path inside or=()', async () => {
    const answer = await raw(
      `${server.url}/rest/v1/vehicles?select=id&limit=1&or=(vehicle_details->a->>b.eq.x,id.not.is.null)`,
      { headers: jsonHeaders(server) },
    );
    expect(answer.status).toBe(200);
  });
});

describe('bounds checked before a filter is read', () => {
  it('refuses a logic tree nested deeper than 16', async () => {
    const deep = `${'and('.repeat(17)}id.eq.1${')'.repeat(17)}`;
    const answer = await raw(`${server.url}/rest/v1/vehicles?select=id&or=(${deep})`, { headers: jsonHeaders(server) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      code: 'PGRST100',
      message: '"failed to parse logic tree"',
      details: 'logic trees nest at most 16 deep',
      hint: null,
    });
  });

  it('refuses a logic tree longer than 4096 characters', async () => {
    const long = `(${Array.from({ length: 600 }, (_, i) => `id.eq.${i}`).join(',')})`;
    const answer = await raw(`${server.url}/rest/v1/vehicles?select=id&or=${long}`, { headers: jsonHeaders(server) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      code: 'PGRST100',
      message: '"failed to parse logic tree"',
      details: `the logic tree is ${long.length} characters long; at most 4096 are allowed`,
      hint: null,
    });
  });
});
