// A stolen password must not read the customers: an owner with a verified factor, signed in with
// the password alone (an aal1 session), reads no lead, no lead history, no staff email, no chassis
// number and not the desk, cannot rename the account (a username signs in) nor sign it out on its
// other devices. The same owner at aal2 does all of these as before; an account without a factor is
// unaffected.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { makeOwner, PASSWORD, signUp, type Account } from '../support/staff-fixture.ts';
import { enrolTotp } from '../support/totp.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const READ_STEP_UP = 'Enter the code from your authenticator app first: this needs two-factor sign-in';
const CHANGE_STEP_UP = 'Enter the code from your authenticator app first: this change needs two-factor sign-in';

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));

async function passwordOnly(account: Account): Promise<SupabaseClient> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: PASSWORD });
  if (error) throw error;
  const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  expect([aal.data?.currentLevel, aal.data?.nextLevel]).toEqual(['aal1', 'aal2']);
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe("an owner's password without the second factor", () => {
  let owner: Account;
  let plain: Account;
  let thief: SupabaseClient;
  let carId: string;

  beforeAll(async () => {
    owner = await signUp(server, 'owner6');
    await makeOwner(server, owner);
    plain = await signUp(server, 'plain6');
    const car = await owner.client.from('vehicles').insert(anInsert()).select('id').single();
    if (car.error) throw new Error(car.error.message);
    carId = (car.data as { id: string }).id;
    const chassis = await owner.client
      .from('vehicle_identifiers')
      .insert({ vehicle_id: carId, chassis_number: 'GRS191-0067890' });
    if (chassis.error) throw new Error(chassis.error.message);
    await admin(
      `insert into public.leads (kind, name, mobile, message, consent_at) values ('enquiry', 'Aisyah Rahman', '+60123450002', 'Still available?', now())`,
    );
    await enrolTotp(owner.client);
    thief = await passwordOnly(owner);
  });

  it('reads no lead, no lead history and no chassis number, through supabase-js and raw REST', async () => {
    const leads = await thief.from('leads').select('name, mobile');
    const history = await thief.from('lead_history').select('id');
    const chassis = await thief.from('vehicle_identifiers').select('chassis_number');
    expect([leads.data, history.data, chassis.data]).toEqual([[], [], []]);
    const res = await fetch(`${server.url}/rest/v1/leads?select=name,mobile`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${await accessToken(thief)}` },
    });
    expect([res.status, await res.json()]).toEqual([200, []]);
  });

  it('is refused the staff emails and the desk', async () => {
    const answers = await Promise.all([
      thief.rpc('list_staff_members'),
      thief.rpc('desk_tiles'),
      thief.rpc('desk_cars'),
    ]);
    expect(answers.map((a) => [a.error?.code, a.error?.message, a.error?.hint, a.data])).toEqual(
      Array(3).fill(['42501', READ_STEP_UP, 'aal2', null]),
    );
  });

  it('cannot rename the account', async () => {
    const { error } = await thief.rpc('upsert_profile', {
      p_user_id: owner.id,
      p_username: 'stolen_name',
      p_email: owner.email,
    });
    expect([error?.code, error?.message, error?.hint]).toEqual(['42501', CHANGE_STEP_UP, 'aal2']);
    const { rows } = await admin('select username from public.profiles where id = $1', [owner.id]);
    expect(rows).toEqual([{ username: owner.username }]);
  });

  it('the same owner at aal2 reads and renames as before', async () => {
    const leads = await owner.client.from('leads').select('name').eq('mobile', '+60123450002');
    expect(leads.data).toEqual([{ name: 'Aisyah Rahman' }]);
    const chassis = await owner.client.from('vehicle_identifiers').select('chassis_number').eq('vehicle_id', carId);
    expect(chassis.data).toEqual([{ chassis_number: 'GRS191-0067890' }]);
    const staff = await owner.client.rpc('list_staff_members');
    expect(staff.error).toBeNull();
    expect((await owner.client.rpc('desk_tiles')).error).toBeNull();
    const renamed = await owner.client.rpc('upsert_profile', {
      p_user_id: owner.id,
      p_username: `${owner.username}_2`.slice(0, 30),
      p_email: owner.email,
    });
    expect(renamed.error).toBeNull();
  });

  it('cannot sign the owner out on other devices; the owner at aal2 can', async () => {
    const { error } = await thief.auth.signOut({ scope: 'others' });
    expect([error?.status, error?.code, error?.message]).toEqual([
      422,
      'insufficient_aal',
      'AAL2 required to sign out other sessions',
    ]);
    expect((await owner.client.auth.getUser()).data.user?.id).toBe(owner.id);
    const thiefToken = await accessToken(thief);

    expect((await owner.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await owner.client.auth.getUser()).data.user?.id).toBe(owner.id);
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${thiefToken}` },
    });
    expect(res.status).toBe(403);
  });

  it('an account without a factor reads at aal1 as before', async () => {
    const leads = await plain.client.from('leads').select('name').eq('mobile', '+60123450002');
    expect(leads.data).toEqual([{ name: 'Aisyah Rahman' }]);
    expect((await plain.client.rpc('desk_tiles')).error).toBeNull();
  });
});
