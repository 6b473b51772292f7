// public.vehicles through the real supabase-js against the embedded server with the project's
// migrations and seed: what visitors and staff can read and write, and what the seed holds.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { vehicleRowSchema } from '~/data/vehicles';
import { BODY_TYPES } from '~/lib/vehicle';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

const SEED_ID = '5eed0000-0000-4000-8000-000000000001';

/** Signs up a staff account and stores its profile, as the sign-up page does. */
async function signedInStaff(s: TestServer): Promise<{ client: SupabaseClient }> {
  const client = s.client();
  const email = `schema.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@mewah.test`;
  const { data, error } = await client.auth.signUp({ email, password: 'Sup3r-secret' });
  if (error || !data.session || !data.user) throw error ?? new Error('sign-up gave no session');
  const profile = await client.rpc('upsert_profile', {
    p_user_id: data.user.id,
    p_username: 'schema_staff',
    p_email: email,
  });
  if (profile.error) throw new Error(profile.error.message);
  return { client };
}

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = (await signedInStaff(s)).client;
});

const readAsService = async (id: string) => {
  const { data, error } = await server.service().from('vehicles').select('*').eq('id', id).single();
  expect(error).toBeNull();
  return vehicleRowSchema.parse(data);
};

describe('seed inventory', () => {
  it('holds 20 valid vehicles covering every make, body type, price band and a string details', async () => {
    const { data, error } = await server.anon().from('vehicles').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    const rows = (data ?? []).map((r) => vehicleRowSchema.parse(r));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.make))).toEqual(
      new Set(['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar']),
    );
    expect(new Set(rows.map((r) => r.body_type))).toEqual(new Set(BODY_TYPES));
    expect(rows.filter((r) => r.price >= 50_000 && r.price <= 70_000).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.price >= 70_000 && r.price <= 90_000).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.price > 90_000).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((r) => r.year >= 2018 && r.year <= 2024)).toBe(true);
    expect(
      rows.every((r) => r.images.length >= 1 && r.images.length <= 6 && r.images.every((u) => u.startsWith('/seed/'))),
    ).toBe(true);
    expect(rows.some((r) => typeof r.vehicle_details === 'string')).toBe(true);
    // created_at is distinct, so "newest first" is a stable order.
    expect(new Set(rows.map((r) => r.created_at)).size).toBe(rows.length);
  });
});

describe('visitors (anon)', () => {
  it('cannot insert a vehicle, and nothing is stored', async () => {
    const { error } = await server
      .anon()
      .from('vehicles')
      .insert(anInsert({ model: 'Anon Insert' }));
    expect(error?.code).toBe('42501');
    const { count } = await server
      .service()
      .from('vehicles')
      .select('id', { count: 'exact', head: true })
      .eq('model', 'Anon Insert');
    expect(count).toBe(0);
  });

  it('cannot update, soft-delete or hard-delete a vehicle, which stays as it was', async () => {
    const before = await readAsService(SEED_ID);
    const update = await server.anon().from('vehicles').update({ price: 1 }).eq('id', SEED_ID);
    const soft = await server
      .anon()
      .from('vehicles')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', SEED_ID);
    const hard = await server.anon().from('vehicles').delete().eq('id', SEED_ID);
    expect([update.error?.code, soft.error?.code, hard.error?.code]).toEqual(['42501', '42501', '42501']);
    expect(await readAsService(SEED_ID)).toEqual(before);
  });
});

describe('signed-in staff', () => {
  it('adds a vehicle: the database makes the id and timestamps, defaults the lists', async () => {
    const { data, error } = await staff
      .from('vehicles')
      .insert(anInsert({ model: 'Staff Insert' }))
      .select()
      .single();
    expect(error).toBeNull();
    const row = vehicleRowSchema.parse(data);
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.deleted_at).toBeNull();
    expect(row.vehicle_details).toEqual({ exterior: [], interior: [], drivetrain: [] });
    const anonView = await server.anon().from('vehicles').select('id').eq('id', row.id);
    expect(anonView.data).toEqual([{ id: row.id }]);
  });

  it('edits a vehicle and updated_at moves forward while created_at stays', async () => {
    const { data } = await staff
      .from('vehicles')
      .insert(anInsert({ model: 'To Edit' }))
      .select()
      .single();
    const created = vehicleRowSchema.parse(data);
    const { data: edited, error } = await staff
      .from('vehicles')
      .update({ price: 123_456.5, color: 'Onyx' })
      .eq('id', created.id)
      .select()
      .single();
    expect(error).toBeNull();
    const row = vehicleRowSchema.parse(edited);
    expect([row.price, row.color, row.created_at]).toEqual([123_456.5, 'Onyx', created.created_at]);
    expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
  });

  it('soft-deletes a vehicle (hidden from visitors, still seen by staff) and restores it', async () => {
    const { data } = await staff
      .from('vehicles')
      .insert(anInsert({ model: 'To Delete' }))
      .select('id')
      .single();
    const id = (data as { id: string }).id;
    const del = await staff.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', id).select('id');
    expect(del.data).toHaveLength(1);
    expect((await server.anon().from('vehicles').select('id').eq('id', id)).data).toEqual([]);
    expect((await staff.from('vehicles').select('id').eq('id', id)).data).toHaveLength(1);
    expect((await staff.from('vehicles').select('id').eq('id', id).is('deleted_at', null)).data).toEqual([]);

    const restore = await staff.from('vehicles').update({ deleted_at: null }).eq('id', id).select('id');
    expect(restore.data).toHaveLength(1);
    expect((await server.anon().from('vehicles').select('id').eq('id', id)).data).toEqual([{ id }]);
  });

  it('cannot hard-delete or set id and the version stamp (least privilege)', async () => {
    // created_at is a car's 'listed since', which staff may set (the CSV import keeps
    // imported stock's listing date); updated_at is the version the dialog and import check.
    const before = await readAsService(SEED_ID);
    const hard = await staff.from('vehicles').delete().eq('id', SEED_ID);
    const stamp = await staff.from('vehicles').update({ updated_at: '2000-01-01T00:00:00Z' }).eq('id', SEED_ID);
    const ownId = await staff.from('vehicles').insert({ ...anInsert(), id: '5eed0000-0000-4000-8000-0000000000ff' });
    expect([hard.error?.code, stamp.error?.code, ownId.error?.code]).toEqual(['42501', '42501', '42501']);
    expect(await readAsService(SEED_ID)).toEqual(before);
  });
});
