// Security suite, username enumeration: get_email_for_username answers at most 5 lookups per
// username and 10 per client address a minute. The address is the socket's: the embedded server is
// the edge, so an x-forwarded-for the client writes is replaced, never believed. Past either limit
// it answers exactly as for an unknown name: 200 and null, no email. Each client address is a
// loopback address the test's socket binds to (127.0.0.0/8 is all loopback on Linux).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, transport, type TestServer, accountWithUsername } from '../support/helpers.ts';
import { fetchFrom, jsonHeaders, raw } from '../support/security-helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * An anonymous client whose sockets leave from `localAddress`; `forwardedFor`, when given, is an
 * x-forwarded-for it writes itself (which must change nothing).
 */
const from = (localAddress: string, forwardedFor?: string): SupabaseClient =>
  createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, fetch: fetchFrom(localAddress) },
  });

async function lookup(client: SupabaseClient, username: string): Promise<{ status: number; body: string }> {
  const { data, status, error } = await client.rpc('get_email_for_username', { p_username: username });
  expect(error).toBeNull();
  return { status, body: JSON.stringify(data) };
}

/** Moves every recorded lookup two minutes into the past, as if the minute had gone by. */
const letAMinutePass = () =>
  server.ctx.asAdmin((tx) => tx.query(`update private.username_lookups set at = at - interval '2 minutes'`));

describe('per username', () => {
  let victim: Account;
  beforeAll(async () => {
    victim = await signUp(server, 'victim');
  });

  it('answers 5 lookups a minute, then answers as for an unknown name', async () => {
    const anon = server.anon();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await lookup(anon, i % 2 ? victim.username.toUpperCase() : victim.username));
    const email = { status: 200, body: JSON.stringify(victim.email) };
    const unknown = { status: 200, body: 'null' };
    expect(answers).toEqual([email, email, email, email, email, unknown, unknown]);
    expect(await lookup(anon, 'no_such_user_here')).toEqual(unknown);
  });

  it('answers again once the minute has passed', async () => {
    await letAMinutePass();
    expect(await lookup(server.anon(), victim.username)).toEqual({ status: 200, body: JSON.stringify(victim.email) });
  });
});

describe('per client address', () => {
  it('answers 10 lookups a minute from one address, then null even for a real name', async () => {
    await letAMinutePass();
    const target = await signUp(server, 'target');
    const attacker = from('127.0.0.7');
    const sweep = [];
    for (let i = 0; i < 10; i++) sweep.push((await lookup(attacker, `guess_${i}`)).body);
    expect(sweep).toEqual(Array(10).fill('null'));
    // The 11th call from that address, even when it names a fresh address of its own choosing.
    expect(await lookup(from('127.0.0.7', '198.51.100.99'), target.username)).toEqual({ status: 200, body: 'null' });
    // Another address is not affected.
    expect(await lookup(from('127.0.0.8'), target.username)).toEqual({
      status: 200,
      body: JSON.stringify(target.email),
    });
  });

  it('counts the socket address whatever x-forwarded-for the client writes', async () => {
    await letAMinutePass();
    // Each call claims another address; all of them come from 127.0.0.9.
    for (let i = 0; i < 10; i++) await lookup(from('127.0.0.9', `203.0.113.${i + 1}`), `guess_${i}`);
    const { rows } = await server.ctx.asAdmin((tx) =>
      tx.query<{ bucket: string; n: number }>(
        `select bucket, count(*)::int as n from private.username_lookups where bucket like 'a:%' group by bucket`,
      ),
    );
    expect(rows).toEqual([{ bucket: 'a:127.0.0.9', n: 10 }]);
  });

  it('keeps its records to the last minute', async () => {
    await letAMinutePass();
    await lookup(server.anon(), 'someone_new');
    const rows = await server.ctx.asAdmin(
      async (tx) =>
        (await tx.query<{ bucket: string }>('select bucket from private.username_lookups order by bucket')).rows,
    );
    // The name, and the address the gateway saw (the socket's, as hosted's edge passes it on).
    expect(rows).toEqual([{ bucket: 'a:127.0.0.1' }, { bucket: 'u:someone_new' }]);
  });

  it('is not readable or writable through the API', async () => {
    const target = await signUp(server, 'reader');
    const direct = await target.client
      .schema('private' as 'public')
      .from('username_lookups')
      .select('*');
    expect(direct.status).toBe(406);
  });
});

/** An account with this email and username (the harvesting test names both). */
const account = (email: string, username: string): Promise<void> => accountWithUsername(server, email, username);

describe('per client address, as the socket gives it', () => {
  // The database's limit (private.username_lookup_limits, 10 by default) lowered to 2 here; the
  // address is the socket's, which the gateway puts in x-forwarded-for in place of the client's.
  beforeAll(async () => {
    await server.ctx.asAdmin((tx) => tx.query('update private.username_lookup_limits set per_address = 2'));
  });

  const lookupAt = (username: string, localAddress: string) =>
    raw(`${server.url}/rest/v1/rpc/get_email_for_username`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ p_username: username }),
      localAddress,
    });

  beforeAll(async () => {
    await account('harvest.a@mewah.test', 'harvest_a');
    await account('harvest.b@mewah.test', 'harvest_b');
    await account('harvest.c@mewah.test', 'harvest_c');
  });
  afterAll(async () => {
    await server.ctx.asAdmin((tx) => tx.query('update private.username_lookup_limits set per_address = 10'));
  });

  it('answers like an unknown username once an address passes its limit, and no email leaves', async () => {
    expect((await lookupAt('harvest_a', '127.0.0.2')).text).toBe('"harvest.a@mewah.test"');
    expect((await lookupAt('harvest_b', '127.0.0.2')).text).toBe('"harvest.b@mewah.test"');
    const throttled = await lookupAt('harvest_c', '127.0.0.2');
    expect(throttled.status).toBe(200);
    expect(throttled.text).toBe('null');
    expect(throttled.text).not.toContain('@');
    // Another address is still served: the refusal was the address's limit, not the name.
    expect((await lookupAt('harvest_c', '127.0.0.3')).text).toBe('"harvest.c@mewah.test"');
  });
});
