// vehicles.stock_number through the real supabase-js against the embedded server: optional,
// unique and trimmed. (Drafts: schema-drafts.int.test.ts; price reductions:
// schema-price-history.int.test.ts; the CSV import RPC: schema-import.int.test.ts.)
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer } from '../support/helpers.ts';
import { aProbe } from '../support/vehicle.ts';

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> => aProbe('Stock Probe', over);

let staff: SupabaseClient;
withTestServer(async (s) => {
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
