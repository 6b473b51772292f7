// Staff membership through supabase-js: the first account is the owner, 'open' sign-up makes new
// accounts managers at once, 'approval' makes them wait until the owner approves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, withTestServer, type TestServer } from '../support/helpers.ts';
import { setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let owner: Account;
withTestServer(async (s) => {
  server = s;
  owner = await signUp(s, 'owner');
});

const membership = async (a: Account) => (await a.client.rpc('my_staff_membership')).data as unknown;
const insertAs = async (a: Account, model: string) =>
  a.client.from('vehicles').insert(anInsert({ model })).select('model');

describe("sign-up mode 'open' (the default)", () => {
  it('makes the first account ever created the owner', async () => {
    expect(await membership(owner)).toEqual([{ role: 'owner', status: 'active' }]);
  });

  it('makes a new account staff at once: it can add a vehicle', async () => {
    const staff = await signUp(server, 'open');
    expect(await membership(staff)).toEqual([{ role: 'manager', status: 'active' }]);
    const { data, error } = await insertAs(staff, 'Open Mode Car');
    expect(error).toBeNull();
    expect(data).toEqual([{ model: 'Open Mode Car' }]);
  });
});

describe("sign-up mode 'approval'", () => {
  let pending: Account;
  beforeAll(async () => {
    await setSignupMode(server, 'approval');
    pending = await signUp(server, 'waiting');
  });
  afterAll(async () => {
    await setSignupMode(server, 'open');
  });

  it('leaves a new account pending, and the database refuses its insert', async () => {
    expect(await membership(pending)).toEqual([{ role: 'sales', status: 'pending' }]);
    const { error, status } = await insertAs(pending, 'Pending Car');
    expect([status, error?.code]).toEqual([403, '42501']);
  });

  it('shows the owner the pending account in the staff list, with its username', async () => {
    const { data, error } = await owner.client.rpc('list_staff_members');
    expect(error).toBeNull();
    const rows = data as { user_id: string; username: string; role: string; status: string }[];
    expect(rows[0]).toMatchObject({
      user_id: pending.id,
      username: pending.username,
      role: 'sales',
      status: 'pending',
    });
    expect(rows.find((r) => r.user_id === owner.id)).toMatchObject({ role: 'owner', status: 'active' });
  });

  it('refuses the staff list, approvals and the mode switch to anyone but the owner', async () => {
    const staff = await signUp(server, 'plain');
    await owner.client.rpc('approve_staff_member', { p_user_id: staff.id });
    const list = await staff.client.rpc('list_staff_members');
    const approve = await staff.client.rpc('approve_staff_member', { p_user_id: pending.id });
    const selfApprove = await pending.client.rpc('approve_staff_member', { p_user_id: pending.id });
    const mode = await staff.client.rpc('set_staff_signup_mode', { p_mode: 'open' });
    const anonApprove = await server.anon().rpc('approve_staff_member', { p_user_id: pending.id });
    expect([list.error?.code, approve.error?.code, selfApprove.error?.code, mode.error?.code]).toEqual([
      '42501',
      '42501',
      '42501',
      '42501',
    ]);
    expect(anonApprove.status).toBe(401);
    expect(await membership(pending)).toEqual([{ role: 'sales', status: 'pending' }]);
    expect((await owner.client.rpc('get_staff_signup_mode')).data).toBe('approval');
  });

  it('lets the account write once the owner approves it, and not after the owner removes it', async () => {
    expect((await owner.client.rpc('approve_staff_member', { p_user_id: pending.id })).error).toBeNull();
    expect(await membership(pending)).toEqual([{ role: 'sales', status: 'active' }]);
    expect((await insertAs(pending, 'Approved Car')).data).toEqual([{ model: 'Approved Car' }]);

    expect((await owner.client.rpc('remove_staff_member', { p_user_id: pending.id })).error).toBeNull();
    expect(await membership(pending)).toEqual([{ role: 'sales', status: 'removed' }]);
    const again = await insertAs(pending, 'Removed Car');
    expect([again.status, again.error?.code]).toEqual([403, '42501']);
  });

  it('never lets the owner remove themselves', async () => {
    const { error } = await owner.client.rpc('remove_staff_member', { p_user_id: owner.id });
    expect(error?.code).toBe('P0002');
    expect(await membership(owner)).toEqual([{ role: 'owner', status: 'active' }]);
  });
});

describe('STAFF_SIGNUP_MODE for the local server', () => {
  it("starts in 'approval' mode when set so, and refuses an unknown mode", async () => {
    process.env.STAFF_SIGNUP_MODE = 'approval';
    try {
      const local = await startTestServer();
      try {
        const first = await signUp(local, 'first');
        const second = await signUp(local, 'second');
        expect(await membership(first)).toEqual([{ role: 'owner', status: 'active' }]);
        expect(await membership(second)).toEqual([{ role: 'sales', status: 'pending' }]);
      } finally {
        await local.stop();
      }
      process.env.STAFF_SIGNUP_MODE = 'closed';
      await expect(startTestServer()).rejects.toThrow('Sign-up mode must be open or approval');
    } finally {
      delete process.env.STAFF_SIGNUP_MODE;
    }
  }, 120_000);
});
