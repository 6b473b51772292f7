// Security suite, the database's own view of the client address (private.client_address(), which the
// lead, username and view limits key on), as a hosted project's Postgres meets it: hosted's proxy
// appends the address it saw to whatever X-Forwarded-For the client sent, so the first entry is the
// client's choice. Simulated here by calling the functions in SQL with PostgREST's request.headers.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';

let server: TestServer;
let victim: Account;
withTestServer(async (s) => {
  server = s;
  victim = await signUp(s, 'proxiedsql');
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));
const letAMinutePass = () => admin(`update private.username_lookups set at = at - interval '2 minutes'`);

/** One statement as `anon` in its own transaction, with the request headers PostgREST would set. */
async function asRequest<T>(headers: Record<string, string>, sql: string, params: unknown[] = []): Promise<T> {
  return server.ctx.asAdmin(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true), set_config('role', 'anon', true)`, [
      JSON.stringify(headers),
    ]);
    return (await tx.query<{ v: T }>(sql, params)).rows[0]!.v;
  });
}

/** What private.client_address() answers for these headers (it is not callable by anon: asked as admin). */
const addressFor = (headers: Record<string, string>): Promise<string | null> =>
  server.ctx.asAdmin(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    return (await tx.query<{ a: string | null }>('select private.client_address() as a')).rows[0]!.a;
  });

const lookup = (forwarded: string, username: string) =>
  asRequest<string | null>({ 'x-forwarded-for': forwarded }, 'select public.get_email_for_username($1) as v', [
    username,
  ]);

describe('the client address in the database behind hosted’s proxy', () => {
  it('takes the entry the proxy appended, not the one the client wrote first', async () => {
    expect(await addressFor({ 'x-forwarded-for': '6.6.6.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressFor({ 'x-forwarded-for': ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(await addressFor({ 'x-forwarded-for': '::ffff:203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressFor({})).toBeNull();
  });

  it('counts an IPv6 client by its /64', async () => {
    expect(await addressFor({ 'x-forwarded-for': '6.6.6.1, 2001:db8:1:2::a' })).toBe('2001:db8:1:2::/64');
    expect(await addressFor({ 'x-forwarded-for': '2001:db8:1:2:ffff:ffff:ffff:ffff' })).toBe('2001:db8:1:2::/64');
    expect(await addressFor({ 'x-forwarded-for': 'fe80::1%eth0' })).toBe('fe80::/64');
    expect(await addressFor({ 'x-forwarded-for': 'not:an:address' })).toBe('not:an:address');
  });

  it('does not move the username limit for a spoofed first entry', async () => {
    await letAMinutePass();
    const sweep: (string | null)[] = [];
    for (let i = 0; i < 10; i++) sweep.push(await lookup(`6.6.6.${i}, 203.0.113.40`, `hop_guess_${i}`));
    expect(sweep).toEqual(Array(10).fill(null));
    // An eleventh client-chosen first entry is still the same client: refused as an unknown name.
    expect(await lookup('6.6.6.99, 203.0.113.40', victim.username)).toBeNull();
    expect(await lookup('6.6.6.99, 203.0.113.41', victim.username)).toBe(victim.email);
  });

  it('does not move the limit for other addresses of one IPv6 /64', async () => {
    await letAMinutePass();
    for (let i = 0; i < 10; i++) await lookup(`2001:db8:9:9::${i + 1}`, `hop6_guess_${i}`);
    expect(await lookup('2001:db8:9:9:abcd::1', victim.username)).toBeNull();
    expect(await lookup('2001:db8:9:a::1', victim.username)).toBe(victim.email);
  });

  it('follows the settings: more trusted hops, or a header the platform sets', async () => {
    try {
      await admin('update private.site_settings set trusted_proxy_hops = 2');
      expect(await addressFor({ 'x-forwarded-for': '6.6.6.1, 203.0.113.9, 10.0.0.2' })).toBe('203.0.113.9');
      expect(await addressFor({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
      await admin(
        `update private.site_settings set trusted_proxy_hops = 1, client_address_header = 'cf-connecting-ip'`,
      );
      expect(await addressFor({ 'x-forwarded-for': '6.6.6.1, 10.0.0.2', 'cf-connecting-ip': '198.51.100.7' })).toBe(
        '198.51.100.7',
      );
      // Without the header (a request that did not come through the platform's edge): the hop.
      expect(await addressFor({ 'x-forwarded-for': '6.6.6.1, 10.0.0.2' })).toBe('10.0.0.2');
    } finally {
      await admin('update private.site_settings set trusted_proxy_hops = 1, client_address_header = null');
    }
  });
});
