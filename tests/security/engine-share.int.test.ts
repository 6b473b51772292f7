// Security suite, one visitor, one share: each client address has its own line to the single
// database engine and an engine-time budget per minute ([db.engine_share]); an address past it is
// answered 429 with Retry-After, in each service's shape, and nothing it asked for runs, while
// another address is served as usual. The budget here is 2.5 s a minute, charged from each
// transaction's first millisecond: one slow statement spends it all, and so does a loop of short
// ones. Staff the owner vouched for keep a line of their own at such an address.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, startTestServer, transport, type TestServer } from '../support/helpers.ts';
import { fetchFrom, jsonHeaders, raw, type RawAnswer } from '../support/security-helpers.ts';
import { setSignupMode } from '../support/staff-fixture.ts';

let server: TestServer;
interface Account {
  client: SupabaseClient;
  id: string;
  token: string;
}
let pending: Account;
let approved: Account;

/** A new account signed up from `address`, its profile stored as the sign-up form stores it. */
async function accountFrom(address: string, prefix: string): Promise<Account> {
  const client = createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(address) },
  });
  const username = `${prefix}_${Date.now().toString(36)}`;
  const email = `${username}@mewah.test`;
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up gave no session');
  const profile = await client.rpc('upsert_profile', { p_user_id: data.user.id, p_username: username, p_email: email });
  if (profile.error) throw new Error(profile.error.message);
  return { client, id: data.user.id, token: data.session.access_token };
}
beforeAll(async () => {
  server = await startTestServer({
    configOverrides: (c) => ({
      ...c,
      db: { ...c.db, engineShare: { ...c.db.engineShare, budgetMs: 2500, windowMs: 60_000 } },
    }),
  });
  // The first account is the owner; then one the owner approved and one still waiting. Each is
  // made from an address of its own, so the set-up spends no test address's share.
  const owner = await accountFrom('127.0.0.31', 'owner');
  await setSignupMode(server, 'approval');
  pending = await accountFrom('127.0.0.32', 'pending');
  approved = await accountFrom('127.0.0.33', 'approved');
  const ok = await owner.client.rpc('approve_staff_member', { p_user_id: approved.id });
  if (ok.error) throw new Error(ok.error.message);
  // As staff do once approved: a page of the staff area.
  const read = await approved.client.from('vehicles').select('id').limit(1);
  if (read.error) throw new Error(read.error.message);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const lookups = async (): Promise<number> =>
  server.ctx.asAdmin(
    async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from private.username_lookups')).rows[0]!.n,
  );

const lookupFrom = (localAddress: string, key = server.publishableKey): Promise<RawAnswer> =>
  raw(`${server.url}/rest/v1/rpc/get_email_for_username`, {
    method: 'POST',
    headers: { ...jsonHeaders(server), apikey: key, authorization: `Bearer ${key}` },
    body: JSON.stringify({ p_username: 'nobody_here' }),
    localAddress,
  });

const REGEX = encodeURIComponent('^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$');

const retryAfter = (answer: RawAnswer): number => Number(answer.headers['retry-after']);

describe('an address past its engine budget', () => {
  it('is answered 429 with Retry-After and its call never runs, while another address is served', async () => {
    // The fifth round's back-referencing regular expression: stopped at the address’s share (2.5 s),
    // not at the anonymous 3 s, and charged to the address.
    const attack = await raw(`${server.url}/rest/v1/vehicles?select=id&vehicle_details=match.${REGEX}`, {
      headers: jsonHeaders(server),
      localAddress: '127.0.0.2',
    });
    expect(attack.status).toBe(500);
    expect(JSON.parse(attack.text)).toMatchObject({ code: '57014' });
    const before = await lookups();

    const refused = await lookupFrom('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThanOrEqual(59);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused.text)).toEqual({
      message: `Too many requests from this address: the database is busy with its earlier ones. Retry in ${retryAfter(refused)} s`,
    });
    // The look-up records every call it answers: this one was never made.
    expect(await lookups()).toBe(before);

    expect((await lookupFrom('127.0.0.3')).status).toBe(200);
    expect(await lookups()).toBe(before + 2); // the name's bucket and the other address's
  });

  it('answers Auth and Storage in their own shapes', async () => {
    const token = await raw(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ email: 'someone@mewah.test', password: 'whatever-it-is' }),
      localAddress: '127.0.0.2',
    });
    expect(token.status).toBe(429);
    expect(JSON.parse(token.text)).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    expect(retryAfter(token)).toBeGreaterThan(0);

    const buckets = await raw(`${server.url}/storage/v1/bucket`, {
      headers: { ...jsonHeaders(server), authorization: `Bearer ${server.anonKey}` },
      localAddress: '127.0.0.2',
    });
    expect(buckets.status).toBe(429);
    expect(JSON.parse(buckets.text)).toMatchObject({ statusCode: '429', error: 'TooManyRequests' });
  });

  it('still serves the service role from that address (the server’s own key has no budget)', async () => {
    expect((await lookupFrom('127.0.0.2', server.secretKey)).status).toBe(200);
  });
});

/** A regular expression read of some tens of milliseconds: well under any statement timeout. */
const SHORT = `/rest/v1/vehicles?select=id&vehicle_details=match.${encodeURIComponent('(a|b|c|d)*x$')}`;

const readAs = async (address: string, token: string): Promise<number> =>
  (
    await raw(`${server.url}/rest/v1/vehicles?select=id&limit=1`, {
      headers: { ...jsonHeaders(server), authorization: `Bearer ${token}` },
      localAddress: address,
    })
  ).status;

describe('a loop of short reads', () => {
  it('is charged from the first millisecond: 4 at a time from one address, 429 once the minute’s budget is spent', async () => {
    const statuses: number[] = [];
    let refused = false;
    // Until refused, for at most 40 s: four loops spend the engine far beyond the 2.5 s budget in
    // that time on any machine, and a read of a few ms (under the old free 100 ms) is charged too.
    const until = Date.now() + 40_000;
    const loop = async (): Promise<void> => {
      while (!refused && Date.now() < until) {
        const answer = await raw(`${server.url}${SHORT}`, { headers: jsonHeaders(server), localAddress: '127.0.0.4' });
        statuses.push(answer.status);
        if (answer.status === 429) refused = true;
      }
    };
    await Promise.all([loop(), loop(), loop(), loop()]);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // Another address is still served.
    expect(await readAs('127.0.0.5', server.publishableKey)).toBe(200);
  }, 60_000);

  it('leaves staff the owner vouched for their own line at that address; the anonymous and the unapproved wait', async () => {
    expect(await readAs('127.0.0.4', server.publishableKey)).toBe(429);
    expect(await readAs('127.0.0.4', pending.token)).toBe(429);
    expect(await readAs('127.0.0.4', approved.token)).toBe(200);
    expect(await readAs('127.0.0.4', approved.token)).toBe(200);
  });
});
