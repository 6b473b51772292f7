// Inspection reports through the real supabase-js against the embedded server
// (supabase/migrations/20261128130000_inspections.sql): a draft report is never public, a visitor
// reads only the published reports of live cars, only staff write, and a staff account whose
// password alone was stolen (a verified factor, an aal1 session) writes nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { PASSWORD, setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';
import { enrolTotp } from '../support/totp.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let staff: Account;
let stranger: Account;
withTestServer(async (s) => {
  server = s;
  staff = await signUp(s, 'inspector');
  await setSignupMode(s, 'approval');
  stranger = await signUp(s, 'visitor');
  await setSignupMode(s, 'open');
});

const car = async (over: Record<string, unknown> = {}): Promise<string> => {
  const { data, error } = await staff.client.from('vehicles').insert(anInsert(over)).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
};
const report = (vehicleId: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  vehicle_id: vehicleId,
  inspector_name: 'Aminah Yusof',
  inspector_kind: 'in_house',
  inspected_on: '2026-11-12',
  odometer_km: 12_000,
  items: { 'documents.chassis_number': { state: 'pass' } },
  ...over,
});
const inspect = async (client: SupabaseClient, row: Record<string, unknown>): Promise<string> => {
  const { data, error } = await client.from('vehicle_inspections').insert(row).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
};
/** What a visitor's plain REST read of a car's reports answers. */
const visitorRead = async (vehicleId: string): Promise<unknown> => {
  const res = await fetch(`${server.url}/rest/v1/vehicle_inspections?select=id,status&vehicle_id=eq.${vehicleId}`, {
    headers: { apikey: server.anonKey },
  });
  expect(res.status).toBe(200);
  return res.json();
};

describe('who reads a report', () => {
  it("a visitor's REST read of a draft report returns nothing; once published it returns the report", async () => {
    const id = await car({ model: 'Draft Report Probe' });
    const draft = await inspect(staff.client, report(id));
    expect(await visitorRead(id)).toEqual([]);
    expect((await stranger.client.from('vehicle_inspections').select('id').eq('vehicle_id', id)).data).toEqual([]);
    expect((await staff.client.from('vehicle_inspections').select('id').eq('vehicle_id', id)).data).toEqual([
      { id: draft },
    ]);

    const published = await staff.client
      .from('vehicle_inspections')
      .update({ status: 'published' })
      .eq('id', draft)
      .select('published_at')
      .single();
    expect(published.error).toBeNull();
    expect(published.data?.published_at).not.toBeNull();
    expect(await visitorRead(id)).toEqual([{ id: draft, status: 'published' }]);
  });

  it('hides the published report of a car that is a draft or deleted', async () => {
    const hidden = await car({ model: 'Draft Car Probe', status: 'draft' });
    await inspect(staff.client, report(hidden, { status: 'published' }));
    expect(await visitorRead(hidden)).toEqual([]);

    const gone = await car({ model: 'Deleted Car Probe' });
    await inspect(staff.client, report(gone, { status: 'published' }));
    expect(await visitorRead(gone)).toEqual([{ id: expect.any(String), status: 'published' }]);
    await staff.client.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', gone);
    expect(await visitorRead(gone)).toEqual([]);
  });
});

describe('who writes a report', () => {
  it('refuses visitors and signed-in accounts that are not staff, and stores nothing', async () => {
    const id = await car({ model: 'Outsider Probe' });
    const anon = await server
      .anon()
      .from('vehicle_inspections')
      .insert(report(id, { status: 'published' }));
    expect(anon.error?.code).toBe('42501');
    const outsider = await stranger.client.from('vehicle_inspections').insert(report(id, { status: 'published' }));
    expect(outsider.error?.code).toBe('42501');
    const rows = await server.service().from('vehicle_inspections').select('id').eq('vehicle_id', id);
    expect(rows.data).toEqual([]);
  });

  it('refuses an outsider changing or deleting a published report', async () => {
    const id = await car({ model: 'Tamper Probe' });
    const rid = await inspect(staff.client, report(id, { status: 'published' }));
    await stranger.client.from('vehicle_inspections').update({ inspector_name: 'Mallory' }).eq('id', rid);
    await stranger.client.from('vehicle_inspections').delete().eq('id', rid);
    await server.anon().from('vehicle_inspections').delete().eq('id', rid);
    const row = await server.service().from('vehicle_inspections').select('inspector_name').eq('id', rid).single();
    expect(row.data).toEqual({ inspector_name: 'Aminah Yusof' });
  });

  it('refuses a staff account with a verified factor signed in with its password alone', async () => {
    const holder = await signUp(server, 'inspector2fa');
    const id = await car({ model: 'Two Factor Probe' });
    await enrolTotp(holder.client);
    const thief = server.client();
    const signIn = await thief.auth.signInWithPassword({ email: holder.email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const { error } = await thief.from('vehicle_inspections').insert(report(id));
    expect(error?.code).toBe('42501');
    const rows = await server.service().from('vehicle_inspections').select('id').eq('vehicle_id', id);
    expect(rows.data).toEqual([]);
  });
});
