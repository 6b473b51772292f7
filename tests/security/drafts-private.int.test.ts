// Nothing of a car that was never public reaches a visitor. Listing the photo
// bucket is staff-only (public URLs keep working), the deltas report only cars that were once
// public, and the public price history starts at the first publication.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { PNG, signUp, setSignupMode, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let staff: Account;
let stranger: Account;
withTestServer(async (s) => {
  server = s;
  staff = await signUp(s, 'owner');
  await setSignupMode(s, 'approval');
  stranger = await signUp(s, 'pending');
  await setSignupMode(s, 'open');
});

const insert = async (over: Record<string, unknown>): Promise<string> => {
  const { data, error } = await staff.client.from('vehicles').insert(anInsert(over)).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
};
const update = async (id: string, values: Record<string, unknown>) => {
  const { error } = await staff.client.from('vehicles').update(values).eq('id', id);
  if (error) throw new Error(error.message);
};
const history = async (id: string) =>
  ((await server.anon().rpc('vehicle_price_history', { p_id: id })).data as { price: number }[]).map((r) => r.price);
const deletions = async (since: string, id: string) =>
  ((await server.anon().rpc('vehicle_deletions_since', { p_since: since, p_id: id })).data as { id: string }[]).map(
    (r) => r.id,
  );

describe('the vehicle-images bucket', () => {
  it('lists nothing to anonymous or non-staff callers, everything to staff; public URLs still serve', async () => {
    const up = await staff.client.storage
      .from('vehicle-images')
      .upload('drafts/secret-draft.png', PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();

    const anon = await server.anon().storage.from('vehicle-images').list('drafts');
    expect(anon.data).toEqual([]);
    const pending = await stranger.client.storage.from('vehicle-images').list('drafts');
    expect(pending.data).toEqual([]);
    const raw = await fetch(`${server.url}/storage/v1/object/list/vehicle-images`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'drafts/' }),
    });
    expect(await raw.json()).toEqual([]);

    const own = await staff.client.storage.from('vehicle-images').list('drafts');
    expect(own.data?.map((o) => o.name)).toEqual(['secret-draft.png']);
    const pub = await fetch(`${server.url}/storage/v1/object/public/vehicle-images/drafts/secret-draft.png`);
    expect(pub.status).toBe(200);
    expect(Buffer.from(await pub.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('vehicle_deletions_since', () => {
  it('says nothing of a draft deleted or purged before it was ever published', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const soft = await insert({ model: 'Never Public Soft', status: 'draft' });
    const hard = await insert({ model: 'Never Public Hard', status: 'draft' });
    expect(await deletions(since, soft)).toEqual([]);
    await update(soft, { deleted_at: new Date().toISOString() });
    expect(await deletions(since, soft)).toEqual([]);
    const purged = await server.service().from('vehicles').delete().eq('id', hard);
    expect(purged.error).toBeNull();
    expect(await deletions(since, hard)).toEqual([]);
  });

  it('still reports a car that was public once, put back to draft or purged', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const back = await insert({ model: 'Was Public Draft' });
    await update(back, { status: 'draft' });
    expect(await deletions(since, back)).toEqual([back]);
    const gone = await insert({ model: 'Was Public Purged', status: 'draft' });
    await update(gone, { status: 'available' });
    await server.service().from('vehicles').delete().eq('id', gone);
    expect(await deletions(since, gone)).toEqual([gone]);
  });
});

describe('vehicle_price_history', () => {
  it('starts at the price the car was first published at; draft prices never show', async () => {
    const id = await insert({ model: 'Floor Price Probe', status: 'draft', price: 250_000 });
    await update(id, { price: 180_000 }); // the internal floor price, while a draft
    await update(id, { price: 240_000, status: 'available' });
    expect(await history(id)).toEqual([]);
    const car = await server.anon().from('vehicles').select('previous_price, price_reduced_at').eq('id', id).single();
    expect(car.data).toEqual({ previous_price: null, price_reduced_at: null });

    await update(id, { price: 230_000 });
    expect(await history(id)).toEqual([240000, 230000]);
    const cut = await server.anon().from('vehicles').select('previous_price').eq('id', id).single();
    expect(cut.data).toEqual({ previous_price: 240000 });
  });

  it('a draft price cut leaves no "Price reduced" mark on publishing', async () => {
    const id = await insert({ model: 'Draft Cut Probe', status: 'draft', price: 300_000 });
    await update(id, { price: 260_000 });
    await update(id, { status: 'available' });
    const car = await server
      .anon()
      .from('vehicles')
      .select('price, previous_price, price_reduced_at')
      .eq('id', id)
      .single();
    expect(car.data).toEqual({ price: 260000, previous_price: null, price_reduced_at: null });
  });
});
