// The username look-up's limits are the database's own (docs/security.md): called straight in SQL, as any
// client of a hosted project's Postgres would, with no HTTP server in between, get_email_for_username
// answers at most private.username_lookup_limits' lookups per username and per client address a
// minute, then null exactly as for an unknown name. The REST path is tested in username.int.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';

let server: TestServer;
let victim: Account;
withTestServer(async (s) => {
  server = s;
});
beforeAll(async () => {
  victim = await signUp(server, 'sqlvictim');
});

/** One call in its own transaction as `role`, with PostgREST's request.headers when given. */
async function lookupInSql(username: string, headers?: Record<string, string>, role = 'anon'): Promise<string | null> {
  return server.ctx.asAdmin(async (tx) => {
    await tx.query(`select set_config('request.headers', $1, true), set_config('role', $2, true)`, [
      headers ? JSON.stringify(headers) : '',
      role,
    ]);
    const { rows } = await tx.query<{ email: string | null }>('select public.get_email_for_username($1) as email', [
      username,
    ]);
    return rows[0]!.email;
  });
}

/** The code of the error `sql` raises as `role`, or 'none'. */
async function errorCodeAs(role: string, sql: string): Promise<string> {
  try {
    await server.ctx.asAdmin(async (tx) => {
      await tx.query(`select set_config('role', $1, true)`, [role]);
      await tx.query(sql);
    });
    return 'none';
  } catch (e) {
    return String((e as { code?: unknown }).code);
  }
}

const admin = (sql: string) => server.ctx.asAdmin((tx) => tx.query(sql));
const letAMinutePass = () => admin(`update private.username_lookups set at = at - interval '2 minutes'`);

describe('get_email_for_username called in SQL', () => {
  it('answers 5 lookups of one username a minute, then null as for an unknown name', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await lookupInSql(victim.username));
    expect(answers).toEqual([victim.email, victim.email, victim.email, victim.email, victim.email, null, null]);
    await letAMinutePass();
    expect(await lookupInSql(victim.username)).toBe(victim.email);
  });

  it('answers 10 lookups from one client address a minute (the x-forwarded-for entry the proxy appended)', async () => {
    await letAMinutePass();
    const attacker = { 'x-forwarded-for': '10.0.0.1, 203.0.113.50' };
    const sweep = [];
    for (let i = 0; i < 10; i++) sweep.push(await lookupInSql(`sql_guess_${i}`, attacker));
    expect(sweep).toEqual(Array(10).fill(null));
    expect(await lookupInSql(victim.username, { 'x-forwarded-for': '203.0.113.50' })).toBeNull();
    expect(await lookupInSql(victim.username, { 'x-forwarded-for': '198.51.100.60' })).toBe(victim.email);
  });

  it('takes its numbers from private.username_lookup_limits', async () => {
    await letAMinutePass();
    await admin('update private.username_lookup_limits set per_username = 2, per_address = 3');
    try {
      expect([await lookupInSql(victim.username), await lookupInSql(victim.username)]).toEqual([
        victim.email,
        victim.email,
      ]);
      expect(await lookupInSql(victim.username)).toBeNull();
      await letAMinutePass();
      const from = { 'x-forwarded-for': '192.0.2.70' };
      expect([
        await lookupInSql('sql_a', from),
        await lookupInSql('sql_b', from),
        await lookupInSql('sql_c', from),
        await lookupInSql(victim.username, from),
      ]).toEqual([null, null, null, null]);
      expect(await lookupInSql(victim.username, { 'x-forwarded-for': '192.0.2.71' })).toBe(victim.email);
    } finally {
      await admin('update private.username_lookup_limits set per_username = 5, per_address = 10');
    }
  });

  it('keeps the limits and the lookups out of reach of anon and authenticated', async () => {
    for (const role of ['anon', 'authenticated']) {
      expect(await errorCodeAs(role, 'select * from private.username_lookup_limits')).toBe('42501');
      expect(await errorCodeAs(role, 'update private.username_lookup_limits set per_address = 100000')).toBe('42501');
      expect(await errorCodeAs(role, 'delete from private.username_lookups')).toBe('42501');
    }
    const { rows } = await admin('select per_username, per_address from private.username_lookup_limits');
    expect(rows).toEqual([{ per_username: 5, per_address: 10 }]);
  });
});
