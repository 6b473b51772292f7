// Security suite, staff membership: accounts that are not active staff (pending in 'approval'
// mode, removed by the owner) and visitors without a session try every write the admin makes, to
// vehicles and to the vehicle-images bucket. Each is refused and nothing changes.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import {
  PNG,
  SEED_ID,
  allVehicles,
  bucketNames,
  setSignupMode,
  signUp,
  type Account,
} from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let owner: Account;
let pending: Account;
let removed: Account;
const STAFF_FILE = 'staff-photo.png';
withTestServer(async (s) => {
  server = s;
  owner = await signUp(s, 'owner');
  const up = await owner.client.storage.from('vehicle-images').upload(STAFF_FILE, PNG, { contentType: 'image/png' });
  if (up.error) throw new Error(up.error.message);
  removed = await signUp(s, 'removed');
  await owner.client.rpc('remove_staff_member', { p_user_id: removed.id });
  await setSignupMode(s, 'approval');
  pending = await signUp(s, 'pending');
});

describe.each([
  ['a pending account', () => pending],
  ['a removed account', () => removed],
])('%s', (_label, who) => {
  it('cannot insert a vehicle', async () => {
    const before = await allVehicles(server);
    const { error, status } = await who()
      .client.from('vehicles')
      .insert(anInsert({ model: 'Sneaky' }))
      .select();
    expect([status, error?.code, error?.message]).toEqual([
      403,
      '42501',
      'new row violates row-level security policy for table "vehicles"',
    ]);
    expect(await allVehicles(server)).toEqual(before);
  });

  it('cannot update, soft-delete or restore a vehicle', async () => {
    const before = await allVehicles(server);
    const client = who().client;
    const update = await client.from('vehicles').update({ price: 1 }).eq('id', SEED_ID).select();
    const softDelete = await client
      .from('vehicles')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', SEED_ID)
      .select();
    const restore = await client.from('vehicles').update({ deleted_at: null }).eq('id', SEED_ID).select();
    // RLS hides the row from the UPDATE: no error, no row touched.
    expect([update.data, softDelete.data, restore.data]).toEqual([[], [], []]);
    expect(await allVehicles(server)).toEqual(before);
  });

  it('cannot hard-delete a vehicle', async () => {
    const before = await allVehicles(server);
    const { error, status } = await who().client.from('vehicles').delete().eq('id', SEED_ID);
    expect([status, error?.code]).toEqual([403, '42501']);
    expect(await allVehicles(server)).toEqual(before);
  });

  it('cannot upload, overwrite or delete photos', async () => {
    const before = await bucketNames(server);
    const bucket = who().client.storage.from('vehicle-images');
    const upload = await bucket.upload(`sneaky-${Date.now()}.png`, PNG, { contentType: 'image/png' });
    const overwrite = await bucket.upload(STAFF_FILE, Buffer.concat([PNG, Buffer.from('x')]), {
      contentType: 'image/png',
      upsert: true,
    });
    const remove = await bucket.remove([STAFF_FILE]);
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    expect(overwrite.error?.message).toBe('new row violates row-level security policy');
    expect(remove.data).toEqual([]);
    expect(await bucketNames(server)).toEqual(before);
    const stored = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/${STAFF_FILE}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('sees live vehicles only, like a visitor', async () => {
    await owner.client
      .from('vehicles')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', '5eed0000-0000-4000-8000-000000000002');
    const { data } = await who().client.from('vehicles').select('id').eq('id', '5eed0000-0000-4000-8000-000000000002');
    expect(data).toEqual([]);
    await owner.client.from('vehicles').update({ deleted_at: null }).eq('id', '5eed0000-0000-4000-8000-000000000002');
  });
});

describe('a visitor without a session', () => {
  it('cannot insert, update or upload', async () => {
    const beforeRows = await allVehicles(server);
    const beforeFiles = await bucketNames(server);
    const anon = server.anon();
    const insert = await anon.from('vehicles').insert(anInsert());
    const update = await anon.from('vehicles').update({ price: 1 }).eq('id', SEED_ID);
    const upload = await anon.storage.from('vehicle-images').upload('anon.png', PNG, { contentType: 'image/png' });
    expect([insert.status, update.status]).toEqual([401, 401]);
    expect(upload.error?.message).toBe('new row violates row-level security policy');
    expect(await allVehicles(server)).toEqual(beforeRows);
    expect(await bucketNames(server)).toEqual(beforeFiles);
  });
});
