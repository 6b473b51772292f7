// The database's limits on accounts and stock (docs/security.md, "Look-ups and limits"): the
// username availability check is throttled per client address, the profile's email follows a
// confirmed email change (so username sign-in keeps working), 'listed since' is today at the
// latest, and what one account may stage for an import is bounded, each refusal naming its limit
// and storing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';
import { PASSWORD, signUp, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));

describe('is_username_available', () => {
  beforeAll(async () => {
    await admin('update private.username_lookup_limits set availability_per_address = 4');
  });

  it('answers 4 checks a minute from one address, then refuses with the limit named', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const { data, error } = await server.anon().rpc('is_username_available', { p_username: `free_name_${i}` });
      answers.push(error ? `${error.code}: ${error.message}` : data);
    }
    const refusal =
      'PT429: Too many username checks from this address: at most 4 a minute. Wait a minute and try again';
    expect(answers).toEqual([true, true, true, true, refusal, refusal]);
    await admin(`update private.username_lookups set at = at - interval '2 minutes'`);
    expect((await server.anon().rpc('is_username_available', { p_username: 'free_name_9' })).data).toBe(true);
  });

  it('is refused over GET, as a volatile function is by PostgREST', async () => {
    const { error } = await server.anon().rpc('is_username_available', { p_username: 'free_name_x' }, { get: true });
    expect(error?.code).toBe('25006');
  });
});

describe('Prefer: tx=rollback', () => {
  it('does not undo the username look-up counter: the sixth look-up of a name within a minute is null', async () => {
    const account = await signUp(server, 'rolled');
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/rest/v1/rpc/get_email_for_username`, {
        method: 'POST',
        headers: {
          apikey: server.publishableKey,
          'content-type': 'application/json',
          prefer: 'tx=rollback',
        },
        body: JSON.stringify({ p_username: account.username }),
      });
      answers.push(await res.json());
    }
    expect(answers).toEqual([...Array(5).fill(account.email), null, null]);
  });
});

describe('an email change', () => {
  it('moves the profile to the new address, so username sign-in finds the account there', async () => {
    const account = await signUp(server, 'mover');
    const next = `moved.${Date.now()}@mewah.test`;
    expect((await account.client.auth.updateUser({ email: next })).error).toBeNull();
    const mails = (await (
      await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(next)}`, inboxKey(server))
    ).json()) as {
      text: string;
    }[];
    const link = /https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    await fetch(link, { redirect: 'manual' });
    const { data } = await server.anon().rpc('get_email_for_username', { p_username: account.username });
    expect(data).toBe(next);
    const signIn = await server.client().auth.signInWithPassword({ email: String(data), password: PASSWORD });
    expect(signIn.error).toBeNull();
  });
});

describe("'listed since'", () => {
  let staff: Account;
  beforeAll(async () => {
    staff = await signUp(server, 'lister');
  });

  it('in the future is refused with the date named; nothing is stored', async () => {
    const { error, status } = await staff.client
      .from('vehicles')
      .insert(anInsert({ stock_number: 'MM-FUTURE-1', created_at: '2999-01-01T00:00:00Z' }));
    expect([status, error?.code, error?.message]).toEqual([
      400,
      '23514',
      'Listed since must be today or earlier, not 2999-01-01',
    ]);
    const { rows } = await admin(`select count(*)::int as n from public.vehicles where stock_number = 'MM-FUTURE-1'`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('today or earlier is kept', async () => {
    const { data, error } = await staff.client
      .from('vehicles')
      .insert(anInsert({ stock_number: 'MM-PAST-1', created_at: '2024-05-01T00:00:00Z' }))
      .select('created_at');
    expect(error).toBeNull();
    expect(data).toEqual([{ created_at: '2024-05-01T00:00:00+00:00' }]);
  });
});

describe('import staging', () => {
  let staff: Account;
  beforeAll(async () => {
    staff = await signUp(server, 'stager');
  });

  const staged = async (): Promise<unknown> =>
    (
      await admin('select count(*)::int as batches from public.vehicle_import_batches where created_by = $1', [
        staff.id,
      ])
    ).rows[0];

  it('takes at most 4,999 rows per account, naming the limit', async () => {
    const id = crypto.randomUUID();
    const first = await staff.client
      .from('vehicle_import_batches')
      .insert({ import_id: id, seq: 0, rows: Array.from({ length: 4000 }, (_, i) => ({ i })) });
    expect(first.error).toBeNull();
    const over = await staff.client
      .from('vehicle_import_batches')
      .insert({ import_id: id, seq: 1, rows: Array.from({ length: 1000 }, (_, i) => ({ i })) });
    expect([over.status, over.error?.code, over.error?.message]).toEqual([
      413,
      'PT413',
      'An account may stage at most 4,999 import rows at a time; this batch would make 5000',
    ]);
    expect(await staged()).toEqual({ batches: 1 });
  });

  it('takes at most 8 MB per account, naming the limit', async () => {
    const id = crypto.randomUUID();
    // About 0.9 MB a batch (each request stays under the 1 MB body limit): the tenth passes 8 MB.
    const big = Array.from({ length: 300 }, (_, i) => ({ i, note: 'y'.repeat(3000) }));
    // The first batch of a new import drops the account's abandoned one.
    for (let seq = 0; seq < 9; seq++) {
      const { error } = await staff.client.from('vehicle_import_batches').insert({ import_id: id, seq, rows: big });
      expect(error).toBeNull();
    }
    const over = await staff.client.from('vehicle_import_batches').insert({ import_id: id, seq: 9, rows: big });
    expect([over.status, over.error?.code]).toEqual([413, 'PT413']);
    expect(over.error?.message).toBe(
      'An account may stage at most 8 MB of import rows at a time; this batch would make 9070900 bytes',
    );
    expect(await staged()).toEqual({ batches: 9 });
  });
});
