// Two-factor sign-in required by the owner (docs/security.md): the database refuses inventory writes from
// an aal1 session of a staff member (RLS on auth.jwt() ->> 'aal'), whatever the page does, and the
// inventory is unchanged; once the member verifies a TOTP code in that session, writes work.
// The owner cannot require it before their own session is aal2.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { allVehicles, makeOwner, PNG, signUp, SEED_ID, type Account } from '../support/staff-fixture.ts';
import { enrolTotp as enrol } from '../support/totp.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const required = async (client: SupabaseClient): Promise<unknown> =>
  (await client.rpc('get_staff_two_factor_required')).data;

describe('two-factor sign-in required for staff', () => {
  let owner: Account;
  let member: Account;

  it('the owner cannot require it from an aal1 session; after enrolling (aal2) they can', async () => {
    owner = await signUp(server, 'owner');
    await makeOwner(server, owner);
    member = await signUp(server, 'member');
    const early = await owner.client.rpc('set_staff_two_factor_required', { p_required: true });
    expect(early.error?.message).toBe('Set up two-factor sign-in for your own account first');
    expect(await required(member.client)).toBe(false);
    await enrol(owner.client);
    const { data, error } = await owner.client.rpc('set_staff_two_factor_required', { p_required: true });
    expect(error).toBeNull();
    expect(data).toBe(true);
    expect(await required(member.client)).toBe(true);
    const byMember = await member.client.rpc('set_staff_two_factor_required', { p_required: false });
    expect(byMember.error?.message).toBe('Only the owner can change two-factor sign-in for staff');
  });

  it('an aal1 staff session is refused every inventory write through the API; nothing changes', async () => {
    const before = await allVehicles(server);
    const insert = await member.client.from('vehicles').insert(anInsert({ make: 'Porsche' }));
    expect(insert.error?.code).toBe('42501');
    expect(insert.error?.message).toBe(
      'new row violates row-level security policy "vehicles_insert_two_factor" for table "vehicles"',
    );
    const update = await member.client.from('vehicles').update({ price: 1 }).eq('id', SEED_ID).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const row = {
      ...anInsert({ stock_number: 'MM-2FA-1' }),
      features: [],
      images: ['/placeholder.svg'],
      vehicle_details: { exterior: [], interior: [], drivetrain: [] },
      status: 'available',
    };
    const importing = await member.client.rpc('import_vehicles', { p_rows: [row] });
    expect(importing.error?.code).toBe('42501');
    const upload = await member.client.storage
      .from('vehicle-images')
      .upload(`2fa-${Date.now()}.png`, PNG, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    expect(await allVehicles(server)).toEqual(before);
    // Reading is unchanged.
    const read = await member.client.from('vehicles').select('id').eq('id', SEED_ID);
    expect(read.data).toEqual([{ id: SEED_ID }]);
  });

  it('after verifying a code in the same session (aal2) the member writes again', async () => {
    await enrol(member.client);
    const { data, error } = await member.client
      .from('vehicles')
      .insert(anInsert({ make: 'Lotus' }))
      .select('make');
    expect(error).toBeNull();
    expect(data).toEqual([{ make: 'Lotus' }]);
  });

  it('with the requirement off again, aal1 sessions write as before', async () => {
    await owner.client.rpc('set_staff_two_factor_required', { p_required: false });
    const fresh = await signUp(server, 'plain');
    const { error } = await fresh.client.from('vehicles').insert(anInsert({ make: 'Mini' }));
    expect(error).toBeNull();
  });
});
