// Security suite, the client address behind a proxy: with `[api] trusted_proxy_hops = 1` (one
// proxy of the operator's in front, as hosted Supabase's own), the per-address limits count the
// hop that proxy appended to X-Forwarded-For, not the entry a client wrote first, and count IPv6
// addresses by their /64. The proxy is simulated: every request leaves from one loopback address
// with the header a proxy would forward.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { jsonHeaders, raw, type RawAnswer } from '../support/security-helpers.ts';

let server: TestServer;
let email = '';
withTestServer(
  async (s) => {
    server = s;
    const account = await signedUpClient(s, 'proxied');
    email = (await account.auth.getUser()).data.user?.email ?? '';
  },
  {
    configOverrides: (c) => ({
      ...c,
      api: { ...c.api, trustedProxyHops: 1 },
      auth: { ...c.auth, rateLimit: { ...c.auth.rateLimit, tokenVerifications: 3 } },
    }),
  },
);

const PROXY = '127.0.0.7';

/** A one-time code check forwarded by the proxy for `forwarded`; spends the address's verification budget. */
const verifyVia = (forwarded: string): Promise<RawAnswer> =>
  raw(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers: jsonHeaders(server, { 'x-forwarded-for': forwarded }),
    body: JSON.stringify({ type: 'email', email: 'nobody@mewah.test', token: '000000' }),
    localAddress: PROXY,
  });

const statuses = async (forwarded: string[]): Promise<number[]> => {
  const out: number[] = [];
  for (const f of forwarded) out.push((await verifyVia(f)).status);
  return out;
};

describe('the client address behind one trusted proxy', () => {
  it('counts the proxy’s hop: a spoofed first entry neither escapes the limit nor spends another’s', async () => {
    const spoofed = ['6.6.6.1, 203.0.113.9', '6.6.6.2, 203.0.113.9', '6.6.6.3, 203.0.113.9', '6.6.6.4, 203.0.113.9'];
    const answers = await statuses(spoofed);
    expect(answers.slice(0, 3)).not.toContain(429);
    expect(answers[3]).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await verifyVia('203.0.113.9, 203.0.113.10')).status).not.toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client, another /64 apart', async () => {
    const answers = await statuses(['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c', '2001:db8:1:2::d']);
    expect(answers.slice(0, 3)).not.toContain(429);
    expect(answers[3]).toBe(429);
    expect((await verifyVia('2001:db8:1:3::a')).status).not.toBe(429);
  });

  it('records the proxy’s hop as the session’s address, and hands it to the database', async () => {
    const signIn = await raw(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: jsonHeaders(server, { 'x-forwarded-for': '6.6.6.6, 203.0.113.20' }),
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
      localAddress: PROXY,
    });
    expect(signIn.status).toBe(200);
    const userId = (JSON.parse(signIn.text) as { user: { id: string } }).user.id;
    const ips = await server.ctx.asAdmin(
      async (tx) =>
        (
          await tx.query<{ ip: string }>(
            'select host(ip) as ip from auth.sessions where user_id = $1 order by created_at desc limit 1',
            [userId],
          )
        ).rows,
    );
    expect(ips).toEqual([{ ip: '203.0.113.20' }]);
    const lookup = await raw(`${server.url}/rest/v1/rpc/get_email_for_username`, {
      method: 'POST',
      headers: jsonHeaders(server, { 'x-forwarded-for': '6.6.6.6, 203.0.113.21' }),
      body: JSON.stringify({ p_username: 'nobody_here' }),
      localAddress: PROXY,
    });
    expect(lookup.status).toBe(200);
    const buckets = await server.ctx.asAdmin(
      async (tx) =>
        (await tx.query<{ bucket: string }>("select bucket from private.username_lookups where bucket like 'a:%'"))
          .rows,
    );
    expect(buckets).toEqual([{ bucket: 'a:203.0.113.21' }]);
  });
});
