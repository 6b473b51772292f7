// The staff workspace's database rules through supabase-js: roles (a sales account cannot delete,
// restore, import or cut a price beyond the owner's limit), the trash purge, price corrections
// that leave no public trace, and bulk changes in one transaction with one audit entry per car.
import { beforeAll, describe, expect, it } from 'vitest';
import { readStockPage } from '~/data/vehicles';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { bucketNames, makeOwner, PNG, setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let owner: Account;
let manager: Account;
let sales: Account;
withTestServer(async (s) => {
  server = s;
  owner = await signUp(s, 'owner');
  await makeOwner(s, owner);
  manager = await signUp(s, 'manager');
  await setSignupMode(s, 'approval');
  sales = await signUp(s, 'sales');
  await setSignupMode(s, 'open');
  const approved = await owner.client.rpc('approve_staff_member', { p_user_id: sales.id });
  if (approved.error) throw new Error(approved.error.message);
});

const sql = (text: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(text, params));

async function addCar(model: string, price = 239_888): Promise<string> {
  const { data, error } = await manager.client
    .from('vehicles')
    .insert(anInsert({ model, price }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function car(id: string) {
  const { data } = await server
    .service()
    .from('vehicles')
    .select('price, previous_price, status, deleted_at')
    .eq('id', id)
    .single();
  return data as { price: number; previous_price: number | null; status: string; deleted_at: string | null };
}

async function actions(id: string): Promise<string[]> {
  const { data } = await server.service().from('vehicle_history').select('action').eq('vehicle_id', id).order('id');
  return (data as { action: string }[]).map((r) => r.action);
}

describe('roles', () => {
  it('makes an open sign-up a manager and an approved one a sales account', async () => {
    expect((await manager.client.rpc('my_staff_membership')).data).toEqual([{ role: 'manager', status: 'active' }]);
    expect((await sales.client.rpc('my_staff_membership')).data).toEqual([{ role: 'sales', status: 'active' }]);
  });

  it('lets a sales account add and edit a car and change its status', async () => {
    const id = await addCar('Sales Edit');
    const { error } = await sales.client.from('vehicles').update({ status: 'reserved', color: 'Red' }).eq('id', id);
    expect(error).toBeNull();
    expect((await car(id)).status).toBe('reserved');
  });

  it('refuses a sales account a delete in the database, single or bulk, while a manager may', async () => {
    const id = await addCar('Sales Delete');
    const single = await sales.client.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', id);
    expect(single.error?.code).toBe('42501');
    const bulk = await sales.client.rpc('bulk_update_vehicles', { p_ids: [id], p_action: 'delete' });
    expect(bulk.error?.code).toBe('42501');
    expect((await car(id)).deleted_at).toBeNull();
    const byManager = await manager.client.rpc('bulk_update_vehicles', { p_ids: [id], p_action: 'delete' });
    expect(byManager.data).toBe(1);
    const restore = await sales.client.from('vehicles').update({ deleted_at: null }).eq('id', id).select('id');
    expect(restore.data).toEqual([]);
    expect((await car(id)).deleted_at).not.toBeNull();
  });

  it('refuses a sales account an import', async () => {
    const { error } = await sales.client.rpc('import_vehicles', { p_rows: [] });
    expect(error?.code).toBe('42501');
  });

  it("holds a sales account's price cut to the owner's limit (10 % unless set)", async () => {
    const id = await addCar('Sales Cut', 200_000);
    const deep = await sales.client.from('vehicles').update({ price: 170_000 }).eq('id', id);
    expect(deep.error?.code).toBe('42501');
    const small = await sales.client.from('vehicles').update({ price: 185_000 }).eq('id', id);
    expect(small.error).toBeNull();
    expect((await owner.client.rpc('set_sales_price_cut_percent', { p_percent: 25 })).error).toBeNull();
    expect((await manager.client.rpc('set_sales_price_cut_percent', { p_percent: 50 })).error?.code).toBe('42501');
    const within = await sales.client.from('vehicles').update({ price: 150_000 }).eq('id', id);
    expect(within.error).toBeNull();
    expect((await car(id)).price).toBe(150_000);
  });

  it('shows only the owner the number of pending accounts, and lets the owner change a role', async () => {
    await setSignupMode(server, 'approval');
    await signUp(server, 'waiting');
    await setSignupMode(server, 'open');
    expect((await owner.client.rpc('count_pending_staff')).data).toBe(1);
    expect((await manager.client.rpc('count_pending_staff')).error?.code).toBe('42501');
    const other = await signUp(server, 'promote');
    expect(
      (await owner.client.rpc('set_staff_member_role', { p_user_id: other.id, p_role: 'sales' })).error,
    ).toBeNull();
    expect((await other.client.rpc('my_staff_membership')).data).toEqual([{ role: 'sales', status: 'active' }]);
    expect(
      (await manager.client.rpc('set_staff_member_role', { p_user_id: other.id, p_role: 'manager' })).error?.code,
    ).toBe('42501');
  });
});

describe('price corrections', () => {
  it('replaces a price within 24 hours with no mark, no public history, but an audit entry', async () => {
    const id = await addCar('Typo Car', 239_888);
    const { error } = await manager.client.rpc('correct_vehicle_price', { p_id: id, p_price: 229_888 });
    expect(error).toBeNull();
    expect(await car(id)).toMatchObject({ price: 229_888, previous_price: null });
    const history = await server.anon().rpc('vehicle_price_history', { p_id: id });
    expect(history.data).toEqual([]);
    expect(await actions(id)).toEqual(['insert', 'correct']);
  });

  it('announces a real cut as before, with the corrected price as the one it was cut from', async () => {
    const id = await addCar('Corrected Then Cut', 239_888);
    await manager.client.rpc('correct_vehicle_price', { p_id: id, p_price: 229_888 });
    await manager.client.from('vehicles').update({ price: 219_888 }).eq('id', id);
    expect(await car(id)).toMatchObject({ price: 219_888, previous_price: 229_888 });
    const history = await server.anon().rpc('vehicle_price_history', { p_id: id });
    expect((history.data as { price: number }[]).map((h) => h.price)).toEqual([229_888, 219_888]);
  });

  it('refuses a correction more than 24 hours after the last price change', async () => {
    const id = await addCar('Old Price', 239_888);
    await sql(`update public.vehicle_history set changed_at = now() - interval '25 hours' where vehicle_id = $1`, [id]);
    await sql(
      `update private.vehicle_publications set first_published_at = now() - interval '25 hours' where vehicle_id = $1`,
      [id],
    );
    await sql(`update public.vehicles set created_at = now() - interval '25 hours' where id = $1`, [id]);
    const { error } = await manager.client.rpc('correct_vehicle_price', { p_id: id, p_price: 229_888 });
    expect(error?.code).toBe('22023');
    expect((await car(id)).price).toBe(239_888);
  });
});

describe('trash', () => {
  it('purges cars deleted more than 30 days ago and keeps younger ones', async () => {
    const old = await addCar('Long Gone');
    const recent = await addCar('Just Gone');
    await manager.client.rpc('bulk_update_vehicles', { p_ids: [old, recent], p_action: 'delete' });
    await sql(`update public.vehicles set deleted_at = now() - interval '31 days' where id = $1`, [old]);
    const purged = await sql('select private.purge_deleted_vehicles() as n');
    expect(purged.rows).toEqual([{ n: 1 }]);
    expect(await car(old)).toBeNull();
    expect((await car(recent)).deleted_at).not.toBeNull();
    // (the back-dating above is an audited update of its own)
    expect(await actions(old)).toEqual(['insert', 'delete', 'update', 'purge']);
  });

  it('removes the photos of a purged car that no other car uses', async () => {
    const bucket = server.service().storage.from('vehicle-images');
    for (const name of ['trash-own.png', 'trash-shared.png']) {
      const { error } = await bucket.upload(name, PNG, { contentType: 'image/png' });
      expect(error).toBeNull();
    }
    const url = (name: string) => bucket.getPublicUrl(name).data.publicUrl;
    const gone = await addCar('Photo Gone');
    const kept = await addCar('Photo Kept');
    await sql(`update public.vehicles set images = $2 where id = $1`, [
      gone,
      [url('trash-own.png'), url('trash-shared.png')],
    ]);
    await sql(`update public.vehicles set images = $2 where id = $1`, [kept, [url('trash-shared.png')]]);
    await sql(`update public.vehicles set deleted_at = now() - interval '31 days' where id = $1`, [gone]);
    await sql('select private.purge_deleted_vehicles()');
    const names = await bucketNames(server);
    expect(names).toContain('trash-shared.png');
    expect(names).not.toContain('trash-own.png');
  });

  it('schedules the purge with pg_cron', async () => {
    const jobs = await sql(`select schedule, command from cron.job where jobname = 'mewah-trash-purge'`);
    expect(jobs.rows).toEqual([{ schedule: '41 3 * * *', command: 'select private.purge_deleted_vehicles()' }]);
  });
});

describe('bulk changes', () => {
  let ids: string[];
  beforeAll(async () => {
    ids = [await addCar('Bulk A', 100_000), await addCar('Bulk B', 200_000), await addCar('Bulk C', 300_000)];
  });

  it('marks three cars sold in one call, one audit entry each', async () => {
    const { data, error } = await manager.client.rpc('bulk_update_vehicles', {
      p_ids: ids,
      p_action: 'status',
      p_status: 'sold',
    });
    expect([data, error]).toEqual([3, null]);
    for (const id of ids) {
      expect((await car(id)).status).toBe('sold');
      expect(await actions(id)).toEqual(['insert', 'update']);
    }
  });

  it('changes prices by a percentage, rounded to the ringgit', async () => {
    await manager.client.rpc('bulk_update_vehicles', { p_ids: ids, p_action: 'price_percent', p_value: -5 });
    expect(await Promise.all(ids.map(async (id) => (await car(id)).price))).toEqual([95_000, 190_000, 285_000]);
  });

  it('changes nothing when one car is refused: one transaction per action', async () => {
    const before = await Promise.all(ids.map(async (id) => (await car(id)).price));
    const { error } = await manager.client.rpc('bulk_update_vehicles', {
      p_ids: ids,
      p_action: 'price_amount',
      p_value: -150_000,
    });
    expect(error).not.toBeNull();
    expect(await Promise.all(ids.map(async (id) => (await car(id)).price))).toEqual(before);
  });
});

describe('the stock table sorted by photos', () => {
  const make = `Photos${Date.now().toString(36)}`;
  // Photos per car: the table reads them from photo_count, which the database keeps from images.
  const cars = { None: 0, Three: 3, One: 1, Five: 5, OneMore: 1 };
  const photo = (n: number) => server.service().storage.from('vehicle-images').getPublicUrl(`p${n}.jpg`).data.publicUrl;
  beforeAll(async () => {
    for (const [model, n] of Object.entries(cars)) {
      const { error } = await manager.client
        .from('vehicles')
        .insert(anInsert({ make, model, images: Array.from({ length: n }, (_, i) => photo(i)) }))
        .select('id')
        .single();
      if (error) throw new Error(error.message);
    }
  });

  // Every car of the run, two per page, following each page's cursor.
  async function sorted(ascending: boolean): Promise<string[]> {
    const src = {
      url: server.url,
      anonKey: server.publishableKey,
      accessToken: async () => (await manager.client.auth.getSession()).data.session?.access_token,
    };
    const q: Parameters<typeof readStockPage>[1] = { order: { by: 'photos', ascending }, search: make, limit: 2 };
    const seen: string[] = [];
    let page = await readStockPage(src, q);
    for (;;) {
      seen.push(...page.rows.map((r) => `${r.model}:${r.photo_count}`));
      if (!page.next) return seen;
      page = await readStockPage(src, { ...q, after: page.next });
    }
  }

  it('orders by the number of photos both ways, keyset paged, ties by id', async () => {
    const up = await sorted(true);
    expect(up.slice(0, 1)).toEqual(['None:0']);
    expect(up.slice(1, 3).sort()).toEqual(['One:1', 'OneMore:1']);
    expect(up.slice(3)).toEqual(['Three:3', 'Five:5']);
    expect(await sorted(false)).toEqual(['Five:5', 'Three:3', ...up.slice(1, 3).reverse(), 'None:0']);
  });

  it('keeps the count with the photos, and refuses it written directly', async () => {
    const { data } = await manager.client.from('vehicles').select('id').eq('make', make).eq('model', 'None').single();
    const id = (data as { id: string }).id;
    await manager.client
      .from('vehicles')
      .update({ images: [photo(0), photo(1)] })
      .eq('id', id);
    const after = await manager.client.from('vehicles').select('photo_count').eq('id', id).single();
    expect(after.data).toEqual({ photo_count: 2 });
    const direct = await manager.client.from('vehicles').update({ photo_count: 9 }).eq('id', id);
    expect(direct.error?.code).toBe('428C9');
    // The audit trail records the photos, not their count.
    const history = await server
      .service()
      .from('vehicle_history')
      .select('changes')
      .eq('vehicle_id', id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(Object.keys((history.data as { changes: object }).changes)).toEqual(['images']);
  });
});
