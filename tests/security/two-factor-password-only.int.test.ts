// A stolen password must not beat two-factor sign-in (docs/security.md, "Two-factor sign-in"): an
// account with a verified factor that signs in with its password only (an aal1 session) is refused
// every owner action and every stock write, whether or not the owner requires two-factor sign-in of
// all staff, and nothing changes. The same account at aal2 goes on as before.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { allVehicles, makeOwner, PASSWORD, PNG, signUp, type Account } from '../support/staff-fixture.ts';
import { enrolTotp as enrol } from '../support/totp.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const STEP_UP = 'Enter the code from your authenticator app first: this change needs two-factor sign-in';

/** A second client signed in as the account with its password alone: what a thief holds. */
async function passwordOnly(account: Account): Promise<SupabaseClient> {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: PASSWORD });
  if (error) throw error;
  const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect([aal.data?.currentLevel, aal.data?.nextLevel]).toEqual(['aal1', 'aal2']);
  expect(data.session?.user.id).toBe(account.id);
  return client;
}

async function staffState(): Promise<unknown> {
  const { rows } = await server.ctx.asAdmin((tx) =>
    tx.query(`select (select json_agg(json_build_object('user', m.user_id, 'role', m.role, 'status', m.status) order by m.user_id)
                        from private.staff_members m) as members,
                     (select row_to_json(s) from (select signup_mode, require_two_factor from private.staff_settings) s) as settings,
                     (select min_interval_seconds from private.publishing_policy) as interval`),
  );
  return rows[0];
}

describe("an owner's password without the second factor", () => {
  let owner: Account;
  let thief: SupabaseClient;
  let other: Account;
  let pending: Account;

  beforeAll(async () => {
    owner = await signUp(server, 'owner5');
    await makeOwner(server, owner);
    other = await signUp(server, 'other5');
    await server.service().rpc('set_staff_signup_mode', { p_mode: 'approval' });
    pending = await signUp(server, 'pending5');
    await enrol(owner.client);
    const on = await owner.client.rpc('set_staff_two_factor_required', { p_required: true });
    expect(on.error).toBeNull();
    thief = await passwordOnly(owner);
  });

  it('cannot turn the requirement off, hand over ownership, approve, remove, change roles, the sales limit, sign-up or publishing', async () => {
    const before = await staffState();
    const calls = [
      thief.rpc('set_staff_two_factor_required', { p_required: false }),
      thief.rpc('transfer_staff_ownership', { p_user_id: other.id }),
      thief.rpc('approve_staff_member', { p_user_id: pending.id }),
      thief.rpc('remove_staff_member', { p_user_id: other.id }),
      thief.rpc('set_staff_signup_mode', { p_mode: 'open' }),
      thief.rpc('set_publishing_policy', { p_min_interval_seconds: 5 }),
      thief.rpc('publish_pending_now'),
      thief.rpc('set_staff_member_role', { p_user_id: other.id, p_role: 'sales' }),
      thief.rpc('set_sales_price_cut_percent', { p_percent: 50 }),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.status, a.error?.code, a.error?.message, a.error?.hint])).toEqual(
      Array(9).fill([403, '42501', STEP_UP, 'aal2']),
    );
    expect(await staffState()).toEqual(before);
  });

  it('the same owner at aal2 still can', async () => {
    const { error } = await owner.client.rpc('set_publishing_policy', { p_min_interval_seconds: 0 });
    expect(error).toBeNull();
  });
});

describe("a member's own factor, with the owner's requirement off", () => {
  let member: Account;
  let thief: SupabaseClient;

  beforeAll(async () => {
    await server.service().rpc('set_staff_two_factor_required', { p_required: false });
    await server.service().rpc('set_staff_signup_mode', { p_mode: 'open' });
    member = await signUp(server, 'member5');
    await enrol(member.client);
    thief = await passwordOnly(member);
  });

  it('an aal1 session writes no stock, stages no import and uploads no photo; nothing changes', async () => {
    const before = await allVehicles(server);
    const insert = await thief.from('vehicles').insert(anInsert({ make: 'Porsche' }));
    expect([insert.status, insert.error?.code]).toEqual([403, '42501']);
    const staged = await thief
      .from('vehicle_import_batches')
      .insert({ import_id: crypto.randomUUID(), seq: 0, rows: [] });
    expect([staged.status, staged.error?.code]).toEqual([403, '42501']);
    const upload = await thief.storage.from('vehicle-images').upload(`aal1-${Date.now()}.png`, PNG, {
      contentType: 'image/png',
    });
    expect(upload.error).not.toBeNull();
    expect(await allVehicles(server)).toEqual(before);
    const { rows } = await server.ctx.asAdmin((tx) =>
      tx.query('select count(*)::int as n from public.vehicle_import_batches where created_by = $1', [member.id]),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('the session that verified the factor (aal2) writes', async () => {
    const { data, error } = await member.client
      .from('vehicles')
      .insert(anInsert({ make: 'Lotus' }))
      .select('make');
    expect(error).toBeNull();
    expect(data).toEqual([{ make: 'Lotus' }]);
  });

  it('an account without a factor writes at aal1 as before', async () => {
    const plain = await signUp(server, 'plain5');
    const { error } = await plain.client.from('vehicles').insert(anInsert({ make: 'Mini' }));
    expect(error).toBeNull();
  });
});
