// Price reductions and the public price history through the real supabase-js against the
// embedded server: a drop keeps the old price, a rise back clears it, and the history shows date and
// price only.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { aProbe } from '../support/vehicle.ts';

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> => aProbe('Stock Probe', over);

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'dealer');
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
