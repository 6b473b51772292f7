// No lost edits, in the database path: two staff members open the same vehicle; the first save
// wins, the second (from the same version) is refused with the vehicle as it is now, and the row
// keeps the first save. The version check is the UPDATE's own filter, so it is atomic.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { AppSupabase } from '~/data/supabase';
import { fromRow, supabaseVehicleRepo, VehicleConflict, type VehicleRepo, type VehicleRow } from '~/data/vehicles';
import type { Vehicle, VehicleInput } from '~/lib/vehicle';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let a: VehicleRepo;
let b: VehicleRepo;

const repoOf = (client: SupabaseClient): VehicleRepo =>
  supabaseVehicleRepo(client as unknown as AppSupabase, {
    url: server.url,
    anonKey: server.publishableKey,
    accessToken: async () => (await client.auth.getSession()).data.session?.access_token,
  });

withTestServer(async (s) => {
  server = s;
  a = repoOf((await signUp(s, 'editor_a')).client);
  b = repoOf((await signUp(s, 'editor_b')).client);
});

async function freshVehicle(model: string): Promise<Vehicle> {
  const { data, error } = await server.service().from('vehicles').insert(anInsert({ model })).select().single();
  if (error) throw new Error(error.message);
  return fromRow(data as VehicleRow);
}

const inputOf = ({ id: _i, createdAt: _c, updatedAt: _u, ...input }: Vehicle): VehicleInput => input;

async function stored(id: string): Promise<Record<string, unknown>> {
  const { data } = await server.service().from('vehicles').select('price, color, updated_at').eq('id', id).single();
  return data as Record<string, unknown>;
}

describe('saving a vehicle someone else changed since it was opened', () => {
  it('refuses the second save from the same version and hands back the first one', async () => {
    const opened = await freshVehicle('Conflict 330e');
    const first = await a.update(opened.id, { ...inputOf(opened), price: 188_000 }, opened.updatedAt);
    expect(first.price).toBe(188000);

    const second = b.update(opened.id, { ...inputOf(opened), color: 'Portimao Blue' }, opened.updatedAt);
    await expect(second).rejects.toBeInstanceOf(VehicleConflict);
    const theirs = ((await second.catch((e: unknown) => e)) as VehicleConflict).current;
    expect(theirs).toMatchObject({ id: opened.id, price: 188000, color: 'Black Sapphire' });
    expect(await stored(opened.id)).toMatchObject({ price: 188000, color: 'Black Sapphire' });

    // Saving again from their version is the user's choice to replace it, and goes through.
    const kept = await b.update(opened.id, { ...inputOf(opened), color: 'Portimao Blue' }, theirs.updatedAt);
    expect(kept).toMatchObject({ price: 299000, color: 'Portimao Blue' });
    expect(await stored(opened.id)).toMatchObject({ price: 299000, color: 'Portimao Blue' });
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const opened = await freshVehicle('Conflict ES 250');
    const results = await Promise.allSettled([
      a.update(opened.id, { ...inputOf(opened), price: 201_000 }, opened.updatedAt),
      b.update(opened.id, { ...inputOf(opened), price: 202_000 }, opened.updatedAt),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(VehicleConflict);
    const price = (won[0] as PromiseFulfilledResult<Vehicle>).value.price;
    expect(await stored(opened.id)).toMatchObject({ price });
  });

  it('says a vehicle deleted meanwhile is not found, and changes nothing', async () => {
    const opened = await freshVehicle('Conflict XF');
    await a.softDelete(opened.id);
    await expect(b.update(opened.id, { ...inputOf(opened), price: 1 }, opened.updatedAt)).rejects.toThrow(
      'Vehicle not found',
    );
    expect(await stored(opened.id)).toMatchObject({ price: 299000 });
  });
});
