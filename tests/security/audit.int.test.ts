// Security suite, the audit table: nobody writes it through the API (not even staff, who may read
// it), visitors cannot read it, and accounts that are not staff see nothing. It stays unchanged.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { SEED_ID, setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';

let server: TestServer;
let staff: Account;
let pending: Account;
withTestServer(async (s) => {
  server = s;
  staff = await signUp(s, 'owner');
  await staff.client.from('vehicles').update({ price: 123_456 }).eq('id', SEED_ID);
  await setSignupMode(s, 'approval');
  pending = await signUp(s, 'pending');
});

const allHistory = async (): Promise<unknown[]> => {
  const { data, error } = await server.service().from('vehicle_history').select('*').order('id');
  if (error) throw new Error(error.message);
  return data;
};
const forged = {
  vehicle_id: SEED_ID,
  action: 'update',
  actor_role: 'authenticated',
  changes: { price: { old: 1, new: 2 } },
};

describe('writing the audit table', () => {
  it.each([
    ['a visitor', () => server.anon(), 401],
    ['a pending account', () => pending.client, 403],
    ['staff', () => staff.client, 403],
  ] as const)('is refused to %s: insert, update and delete, and nothing changes', async (_label, client, status) => {
    const before = await allHistory();
    const table = () => client().from('vehicle_history');
    const insert = await table().insert(forged);
    const update = await table().update({ actor_role: 'postgres' }).eq('vehicle_id', SEED_ID);
    const remove = await table().delete().eq('vehicle_id', SEED_ID);
    for (const r of [insert, update, remove]) expect([r.status, r.error?.code]).toEqual([status, '42501']);
    expect(await allHistory()).toEqual(before);
    expect(before.length).toBe(21);
  });
});

describe('reading the audit table', () => {
  it('is refused to a visitor, table and function alike', async () => {
    const table = await server.anon().from('vehicle_history').select('*');
    const rpc = await server.anon().rpc('get_vehicle_history', { p_vehicle_id: SEED_ID });
    expect([table.status, table.error?.code, rpc.status, rpc.error?.code]).toEqual([401, '42501', 401, '42501']);
  });

  it('shows a pending account nothing', async () => {
    const table = await pending.client.from('vehicle_history').select('*');
    const rpc = await pending.client.rpc('get_vehicle_history', { p_vehicle_id: SEED_ID });
    expect(table.data).toEqual([]);
    expect([rpc.status, rpc.error?.code]).toEqual([403, '42501']);
  });

  it('lets staff read it', async () => {
    const { data } = await staff.client
      .from('vehicle_history')
      .select('action, changes')
      .eq('vehicle_id', SEED_ID)
      .order('id');
    expect(data).toEqual([
      { action: 'insert', changes: expect.objectContaining({ model: { old: null, new: '330e M Sport' } }) },
      { action: 'update', changes: { price: { old: 168800.0, new: 123456.0 } } },
    ]);
  });
});
