// The CSV import RPC, import_vehicles, through the real supabase-js against the embedded server:
// inserts, updates by stock number, restores a deleted match, writes nothing when one row is
// refused, and is refused to visitors and to files of 5,000 rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, vehicleCount, withTestServer, type TestServer } from '../support/helpers.ts';
import { aProbe } from '../support/vehicle.ts';

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> => aProbe('Stock Probe', over);

const importRow = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...probe({ model: 'Import Probe' }),
  features: ['Sunroof'],
  images: ['/placeholder.svg'],
  vehicle_details: { exterior: [], interior: [], drivetrain: [] },
  status: 'available',
  origin: null,
  registration_year: null,
  previous_owners: null,
  warranty_months: null,
  engine_capacity_cc: null,
  stock_number: null,
  ...over,
});

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'dealer');
});

describe('import_vehicles', () => {
  it('inserts new rows, updates by stock number and restores a deleted match', async () => {
    const first = await staff.rpc('import_vehicles', {
      p_rows: [importRow({ stock_number: 'IMP-1' }), importRow({ stock_number: 'IMP-2' }), importRow()],
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ inserted: 3, updated: 0 }]);
    await staff.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('stock_number', 'IMP-2');
    const again = await staff.rpc('import_vehicles', {
      p_rows: [importRow({ stock_number: 'IMP-1', price: 199_000 }), importRow({ stock_number: 'IMP-2' })],
    });
    expect(again.data).toEqual([{ inserted: 0, updated: 2 }]);
    const rows = await staff
      .from('vehicles')
      .select('stock_number, price, deleted_at')
      .in('stock_number', ['IMP-1', 'IMP-2'])
      .order('stock_number');
    expect(rows.data).toEqual([
      { stock_number: 'IMP-1', price: 199000, deleted_at: null },
      { stock_number: 'IMP-2', price: 210000, deleted_at: null },
    ]);
  });

  it('writes nothing when one row is refused by the database', async () => {
    const before = await vehicleCount(server);
    const { error } = await staff.rpc('import_vehicles', {
      p_rows: [importRow({ stock_number: 'IMP-9' }), importRow({ year: 1900 })],
    });
    expect(error?.code).toBe('23514');
    expect(await vehicleCount(server)).toBe(before);
    const held = await staff.from('vehicles').select('id').eq('stock_number', 'IMP-9');
    expect(held.data).toEqual([]);
  });

  it('writes and updates the variant, and the audit trail records it', async () => {
    const first = await staff.rpc('import_vehicles', {
      p_rows: [importRow({ stock_number: 'IMP-V', model: '530e', variant: 'M Sport' })],
    });
    expect(first.data).toEqual([{ inserted: 1, updated: 0 }]);
    const again = await staff.rpc('import_vehicles', {
      p_rows: [importRow({ stock_number: 'IMP-V', model: '530e', variant: 'Luxury Line' })],
    });
    expect(again.data).toEqual([{ inserted: 0, updated: 1 }]);
    const { data: car } = await staff
      .from('vehicles')
      .select('id, model, variant')
      .eq('stock_number', 'IMP-V')
      .single();
    expect(car).toMatchObject({ model: '530e', variant: 'Luxury Line' });
    const { data: trail } = await staff.rpc('get_vehicle_history', { p_vehicle_id: (car as { id: string }).id });
    const changes = (trail as { action: string; changes: Record<string, { old: unknown; new: unknown }> }[]).map(
      (e) => [e.action, e.changes.variant],
    );
    expect(changes).toEqual([
      ['update', { old: 'M Sport', new: 'Luxury Line' }],
      ['insert', { old: null, new: 'M Sport' }],
    ]);
    // As long as the model at most: the database refuses a longer one (vehicles_variant_length).
    const long = await staff.rpc('import_vehicles', { p_rows: [importRow({ variant: 'x'.repeat(61) })] });
    expect(long.error?.code).toBe('23514');
  });

  it('is refused to visitors and to files of 5,000 rows', async () => {
    const anon = await server.anon().rpc('import_vehicles', { p_rows: [importRow()] });
    expect(anon.error?.code).toBe('42501');
    const big = await staff.rpc('import_vehicles', { p_rows: Array.from({ length: 5000 }, () => ({})) });
    expect(big.error?.message).toBe('An import holds at most 4,999 rows');
  });
});
