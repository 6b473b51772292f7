// The vehicle status column through the real supabase-js against the embedded server:
// default, the named check, staff writes, visitors refused, the seed, and the readers that use it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { fetchVehicles, readPage } from '~/data/vehicles';
import { signedUpClient, vehicleCount, withTestServer, type TestServer } from '../support/helpers.ts';
import { aProbe } from '../support/vehicle.ts';

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> => aProbe('Status Probe', over);

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'status');
});

const count = (): Promise<number | null> => vehicleCount(server);

describe('vehicles.status', () => {
  it("defaults to 'available' and takes 'reserved' and 'sold' from staff", async () => {
    const made = await staff.from('vehicles').insert(probe()).select('id, status').single();
    expect(made.error).toBeNull();
    expect(made.data?.status).toBe('available');
    const id = made.data?.id as string;
    const reserved = await staff.from('vehicles').update({ status: 'reserved' }).eq('id', id).select('status').single();
    expect(reserved.data?.status).toBe('reserved');
    const sold = await staff.from('vehicles').update({ status: 'sold' }).eq('id', id).select('status').single();
    expect(sold.data?.status).toBe('sold');
    const direct = await staff
      .from('vehicles')
      .insert(probe({ status: 'reserved' }))
      .select('status')
      .single();
    expect(direct.data?.status).toBe('reserved');
  });

  it('refuses any other value with the named check constraint and stores nothing', async () => {
    const before = await count();
    for (const bad of ['Sold', 'pending', '']) {
      const { error, status } = await staff.from('vehicles').insert(probe({ status: bad }));
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('vehicles_status_check');
    }
    const nulled = await staff.from('vehicles').insert(probe({ status: null }));
    expect(nulled.error?.code).toBe('23502');
    expect(await count()).toBe(before);
  });

  it('visitors read the status but cannot change it', async () => {
    const { data } = await server
      .anon()
      .from('vehicles')
      .select('id, status')
      .eq('model', 'Status Probe')
      .limit(1)
      .single();
    expect(['available', 'reserved', 'sold']).toContain(data?.status);
    const attempt = await server
      .anon()
      .from('vehicles')
      .update({ status: 'available' })
      .eq('id', data?.id as string)
      .select('id');
    expect(attempt.data ?? []).toEqual([]);
    const again = await server
      .service()
      .from('vehicles')
      .select('status')
      .eq('id', data?.id as string)
      .single();
    expect(again.data?.status).toBe(data?.status);
  });

  it('the seed holds one reserved and one sold car; the unsold reader and count leave sold cars out', async () => {
    const seed = await server
      .anon()
      .from('vehicles')
      .select('model, status')
      .neq('model', 'Status Probe')
      .neq('status', 'available');
    expect((seed.data ?? []).sort((a, b) => String(a.model).localeCompare(String(b.model)))).toEqual([
      { model: 'LX 570', status: 'reserved' },
      { model: 'XE 2.0 Prestige', status: 'sold' },
    ]);
    const src = { url: server.url, anonKey: server.publishableKey };
    const all = await readPage(src, { columns: 'card', limit: 1000, count: true });
    const unsold = await readPage(src, { columns: 'card', limit: 1000, count: true, unsold: true });
    expect(unsold.rows.some((r) => r.status === 'sold')).toBe(false);
    expect((all.total ?? 0) - (unsold.total ?? 0)).toBe(all.rows.filter((r) => r.status === 'sold').length);
  });

  it('fetchVehicles (the /compare read) answers the asked ids in the asked order, skipping unknown ones', async () => {
    const src = { url: server.url, anonKey: server.publishableKey };
    const rows = await fetchVehicles(src, [
      '5eed0000-0000-4000-8000-000000000003',
      '00000000-0000-4000-8000-000000000000',
      '5eed0000-0000-4000-8000-000000000001',
    ]);
    expect(rows.map((r) => r.id)).toEqual([
      '5eed0000-0000-4000-8000-000000000003',
      '5eed0000-0000-4000-8000-000000000001',
    ]);
    expect(rows[1]?.model).toBe('330e M Sport');
  });
});
