// The audit trail through supabase-js: every insert, edit, soft delete and restore of a vehicle
// is recorded with who, when, what and each changed field's old and new value.
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let staff: Account;
withTestServer(async (s) => {
  staff = await signUp(s, 'auditor');
});

type Entry = {
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_role: string;
  changed_at: string;
  changes: Record<string, { old: unknown; new: unknown }>;
};

async function history(id: string): Promise<Entry[]> {
  const { data, error } = await staff.client.rpc('get_vehicle_history', { p_vehicle_id: id });
  expect(error).toBeNull();
  return data as Entry[];
}

describe('vehicle history', () => {
  it('records insert, edit, soft delete and restore, newest first, with who and what changed', async () => {
    const started = Date.now();
    const { data: created } = await staff.client
      .from('vehicles')
      .insert(anInsert({ model: 'Audit Car', price: 250_000 }))
      .select('id')
      .single();
    const id = (created as { id: string }).id;
    await staff.client.from('vehicles').update({ price: 240_000, color: 'Frozen Grey' }).eq('id', id);
    await staff.client.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    await staff.client.from('vehicles').update({ deleted_at: null }).eq('id', id);

    const entries = await history(id);
    expect(entries.map((e) => e.action)).toEqual(['restore', 'delete', 'update', 'insert']);
    for (const e of entries) {
      expect([e.actor_id, e.actor_username, e.actor_role]).toEqual([staff.id, staff.username, 'authenticated']);
      expect(Date.parse(e.changed_at)).toBeGreaterThanOrEqual(started - 5_000);
    }
    expect(entries[2]?.changes).toEqual({
      price: { old: 250000.0, new: 240000.0 },
      color: { old: 'Black Sapphire', new: 'Frozen Grey' },
    });
    expect(Object.keys(entries[1]?.changes ?? {})).toEqual(['deleted_at']);
    expect(entries[0]?.changes.deleted_at?.new).toBeNull();
    expect(entries[3]?.changes).toMatchObject({
      make: { old: null, new: 'BMW' },
      model: { old: null, new: 'Audit Car' },
      price: { old: null, new: 250000.0 },
    });
  });

  it('records nothing for an edit that changes nothing', async () => {
    const { data } = await staff.client
      .from('vehicles')
      .insert(anInsert({ model: 'Same Car' }))
      .select('id')
      .single();
    const id = (data as { id: string }).id;
    await staff.client.from('vehicles').update({ model: 'Same Car' }).eq('id', id);
    expect((await history(id)).map((e) => e.action)).toEqual(['insert']);
  });

  it('lists the seed vehicles as inserted by the database itself', async () => {
    const entries = await history('5eed0000-0000-4000-8000-000000000001');
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_role])).toEqual([['insert', null, 'postgres']]);
  });
});
