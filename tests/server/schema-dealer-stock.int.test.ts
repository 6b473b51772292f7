// Stock numbers, drafts, price reductions, the public price history and the CSV import RPC,
// through the real supabase-js against the embedded server.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, vehicleCount, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> =>
  anInsert({
    make: 'Volvo',
    model: 'Stock Probe',
    price: 210_000,
    mileage: 20_000,
    fuel_type: 'Hybrid',
    body_type: 'SUV',
    color: 'Crystal White',
    ...over,
  });

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

describe('vehicles.stock_number', () => {
  it('is optional, unique by vehicles_stock_number_unique and trimmed by vehicles_stock_number_format', async () => {
    const none = await staff.from('vehicles').insert(probe()).select('stock_number').single();
    expect(none.data?.stock_number).toBeNull();
    const first = await staff
      .from('vehicles')
      .insert(probe({ stock_number: 'MM-0001' }))
      .select('stock_number')
      .single();
    expect(first.data?.stock_number).toBe('MM-0001');
    const again = await staff.from('vehicles').insert(probe({ stock_number: 'MM-0001' }));
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('vehicles_stock_number_unique');
    const padded = await staff.from('vehicles').insert(probe({ stock_number: ' MM-0002' }));
    expect(padded.error?.message).toContain('vehicles_stock_number_format');
    const long = await staff.from('vehicles').insert(probe({ stock_number: 'X'.repeat(41) }));
    expect(long.error?.message).toContain('vehicles_stock_number_format');
  });
});

describe("status 'draft'", () => {
  it('is kept from visitors by RLS and reported as gone by the deltas', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const made = await staff
      .from('vehicles')
      .insert(probe({ model: 'Draft Probe', status: 'draft' }))
      .select('id, status')
      .single();
    expect(made.data?.status).toBe('draft');
    const id = made.data?.id as string;
    const anon = await server.anon().from('vehicles').select('id').eq('id', id);
    expect(anon.data).toEqual([]);
    // Never public yet: the deltas say nothing of it (issue 36).
    const unseen = await server.anon().rpc('vehicle_deletions_since', { p_since: before, p_id: id });
    expect(unseen.data).toEqual([]);
    await staff.from('vehicles').update({ status: 'available' }).eq('id', id);
    const seen = await server.anon().from('vehicles').select('id').eq('id', id);
    expect(seen.data).toEqual([{ id }]);
    await staff.from('vehicles').update({ status: 'draft' }).eq('id', id);
    const gone = await server.anon().rpc('vehicle_deletions_since', { p_since: before, p_id: id });
    expect((gone.data as { id: string }[]).map((r) => r.id)).toEqual([id]);
  });
});

describe('price reductions and the public price history', () => {
  it('a price drop keeps the old price; a rise back clears it; the history shows date and price only', async () => {
    const made = await staff
      .from('vehicles')
      .insert(probe({ model: 'Price Probe', price: 300_000 }))
      .select('id')
      .single();
    const id = made.data?.id as string;
    const none = await server.anon().rpc('vehicle_price_history', { p_id: id });
    expect(none.data).toEqual([]);

    const dropped = await staff
      .from('vehicles')
      .update({ price: 280_000 })
      .eq('id', id)
      .select('price, previous_price, price_reduced_at')
      .single();
    expect(dropped.data?.price).toBe(280000);
    expect(dropped.data?.previous_price).toBe(300000);
    expect(dropped.data?.price_reduced_at).not.toBeNull();
    const twice = await staff
      .from('vehicles')
      .update({ price: 270_000 })
      .eq('id', id)
      .select('previous_price')
      .single();
    expect(twice.data?.previous_price).toBe(300000);

    const history = await server.anon().rpc('vehicle_price_history', { p_id: id });
    const rows = history.data as Record<string, unknown>[];
    expect(rows.map((r) => r.price)).toEqual([300000, 280000, 270000]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['changed_at', 'price', 'vehicle_id']);

    const forged = await staff.from('vehicles').update({ previous_price: 999_999 }).eq('id', id);
    expect(forged.error?.code).toBe('42501');
    const risen = await staff
      .from('vehicles')
      .update({ price: 310_000 })
      .eq('id', id)
      .select('previous_price, price_reduced_at')
      .single();
    expect(risen.data).toEqual({ previous_price: null, price_reduced_at: null });
  });
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

  it('is refused to visitors and to files of 5,000 rows', async () => {
    const anon = await server.anon().rpc('import_vehicles', { p_rows: [importRow()] });
    expect(anon.error?.code).toBe('42501');
    const big = await staff.rpc('import_vehicles', { p_rows: Array.from({ length: 5000 }, () => ({})) });
    expect(big.error?.message).toBe('An import holds at most 4,999 rows');
  });
});
