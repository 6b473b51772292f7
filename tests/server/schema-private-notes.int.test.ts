// A car's private note through real supabase-js against the embedded server: staff write and read
// it in a table of its own, stamped with who wrote it; visitors can neither read nor write it; a
// blank note is refused, and the note goes with its car.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'noter');
});

const car = async (): Promise<string> => {
  const { data, error } = await staff
    .from('vehicles')
    .insert(anInsert({ make: 'Lexus', model: 'Note Probe' }))
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
};

describe('private notes', () => {
  it('staff write and read one, stamped with who wrote it; visitors get nothing', async () => {
    const id = await car();
    expect(
      (await staff.from('vehicle_private_notes').insert({ vehicle_id: id, note: 'Deposit paid' })).error,
    ).toBeNull();
    expect(
      (await staff.from('vehicle_private_notes').update({ note: 'Sold to Dr. Lim' }).eq('vehicle_id', id)).error,
    ).toBeNull();
    const { data: me } = await staff.auth.getUser();
    const read = await staff.from('vehicle_private_notes').select('note, updated_by').eq('vehicle_id', id);
    expect(read.data).toEqual([{ note: 'Sold to Dr. Lim', updated_by: me.user?.id }]);

    const anon = server.anon();
    expect((await anon.from('vehicle_private_notes').select('note')).data ?? []).toEqual([]);
    const written = await anon.from('vehicle_private_notes').insert({ vehicle_id: id, note: 'x' });
    expect(written.error?.code).toBe('42501');
    const publicRow = await anon.from('vehicles').select('*').eq('id', id).single();
    expect(JSON.stringify(publicRow.data)).not.toContain('Dr. Lim');
  });

  it('refuses a blank note, and the note goes with its car', async () => {
    const id = await car();
    const blank = await staff.from('vehicle_private_notes').insert({ vehicle_id: id, note: '   ' });
    expect(blank.error?.message).toContain('vehicle_private_notes_note_not_blank');
    await staff.from('vehicle_private_notes').insert({ vehicle_id: id, note: 'Trade-in' });
    await server.service().from('vehicles').delete().eq('id', id);
    const left = await server.service().from('vehicle_private_notes').select('note').eq('vehicle_id', id);
    expect(left.data).toEqual([]);
  });
});
