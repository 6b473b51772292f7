// The live delta against the embedded server with the project's migrations and seed: rows changed
// since a build stamp (card columns), ids of rows deleted since (the vehicle_deletions_since RPC),
// nothing at all when nothing changed, and nothing more than ids and times for anon.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  COLUMNS,
  fetchInventoryDelta,
  fetchLiveVehicle,
  freshnessSince,
  readAll,
  readPage,
  type RestSource,
} from '~/data/vehicles';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

const SEED_ID = '5eed0000-0000-4000-8000-000000000001';
const newVehicle = (model: string): Record<string, unknown> =>
  anInsert({
    make: 'Bentley',
    model,
    year: 2023,
    price: 1_250_000,
    mileage: 4_000,
    body_type: 'Coupe',
    color: 'Verdant',
    features: ['Naim Audio'],
    images: ['/seed/x.svg'],
  });

let server: TestServer;
let staff: SupabaseClient;
let anon: RestSource;

/** The build's stamp, as the loader records it: the latest updated_at text and the count. */
async function stampNow(): Promise<{ updatedAt: string; count: number }> {
  const rows = await readAll(anon, { columns: 'card', limit: 1000 });
  const latest = rows.map((r) => r.updated_at).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  if (!latest) throw new Error('empty seed');
  return { updatedAt: latest, count: rows.length };
}

withTestServer(async (s) => {
  server = s;
  anon = { url: s.url, anonKey: s.publishableKey };
  staff = await signedUpClient(s, 'delta');
});

describe('vehicle delta', () => {
  it('answers nothing when nothing changed since the stamp', async () => {
    const stamp = await stampNow();
    const { data, error } = await server.anon().rpc('vehicle_deletions_since', { p_since: stamp.updatedAt });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await readPage(anon, { columns: 'card', limit: 1000, updatedAfter: stamp.updatedAt })).toEqual({
      rows: [],
      next: null,
      total: null,
    });
    expect(await fetchInventoryDelta(anon, stamp)).toBeNull();
    expect(await freshnessSince(anon, stamp.updatedAt, SEED_ID)).toBe('unchanged');
  });

  it('reports changed rows (card columns only) and the ids of soft- and hard-deleted rows', async () => {
    const stamp = await stampNow();
    const [first, second, third] = (await readPage(anon, { columns: 'card', limit: 3 })).rows;
    if (!first || !second || !third) throw new Error('seed too small');
    expect((await staff.from('vehicles').update({ price: 123_456 }).eq('id', third.id)).error).toBeNull();
    expect(
      (await staff.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', first.id)).error,
    ).toBeNull();
    expect((await server.service().from('vehicles').delete().eq('id', second.id)).error).toBeNull();
    const added = await staff.from('vehicles').insert(newVehicle('Continental GT Delta')).select('id').single();
    expect(added.error).toBeNull();

    const delta = await fetchInventoryDelta(anon, stamp);
    expect(delta?.changed.map((c) => [c.model, c.price])).toEqual([
      ['Continental GT Delta', 1_250_000],
      expect.arrayContaining([123_456]),
    ]);
    expect(delta?.changed[1]?.id).toBe(third.id);
    expect(new Set(delta?.deleted)).toEqual(new Set([first.id, second.id]));
    expect(delta?.total).toBe(stamp.count - 2 + 1);

    // The changed rows were read with the card columns only.
    const raw = await readPage(anon, { columns: 'card', limit: 10, updatedAfter: stamp.updatedAt });
    expect(Object.keys(raw.rows[0] ?? {}).sort()).toEqual([...COLUMNS.card].sort());

    // One vehicle's page asks the same of its own car (vehicle-fresh.ts), then reads it if changed.
    expect(await freshnessSince(anon, stamp.updatedAt, first.id)).toBe('deleted');
    expect(await freshnessSince(anon, stamp.updatedAt, second.id)).toBe('deleted');
    expect(await freshnessSince(anon, stamp.updatedAt, third.id)).toBe('changed');
    expect((await fetchLiveVehicle(anon, third.id))?.price).toBe(123_456);

    // Undo brings the soft-deleted vehicle back: a change, no longer a deletion.
    expect((await staff.from('vehicles').update({ deleted_at: null }).eq('id', first.id)).error).toBeNull();
    const after = await fetchInventoryDelta(anon, stamp);
    expect(after?.deleted).toEqual([second.id]);
    expect(after?.changed.map((c) => c.id)).toContain(first.id);
  });

  it('tells anon only ids and times of deleted rows, and never the rows themselves', async () => {
    const { data, error } = await server.anon().rpc('vehicle_deletions_since', { p_since: '1970-01-01T00:00:00Z' });
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(['deleted_at', 'id']);
    const id = rows[0]?.id as string;
    const direct = await server.anon().from('vehicles').select('*').eq('id', id);
    expect(direct.data).toEqual([]);
    const tombstones = await server
      .anon()
      .schema('private' as 'public')
      .from('vehicle_tombstones')
      .select('*');
    expect({ status: tombstones.status, code: tombstones.error?.code }).toEqual({ status: 406, code: 'PGRST106' });
    expect(tombstones.data).toBeNull();
  });
});
