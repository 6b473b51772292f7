// The stock table and the staff form against the database: the table reads any mix of drafts (no
// year, no price, no photos), counts a car's own photos only, and vehicle_price_rules tells the
// form what the database will refuse (a sales cut below the day's floor; a correction after its
// window) with the same figures the refusals use. A refused correction leaves the form editing the
// version it saved, so the next save is no false 'changed by someone else'; the private note is
// written to its staff-only table, never to vehicles.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppSupabase } from '~/data/supabase';
import {
  parseDraftVehicleRow,
  readPrivateNote,
  readPrivateNotes,
  readStockPage,
  supabaseVehicleRepo,
  writePrivateNote,
} from '~/data/vehicles';
import { bindInventory } from '~/features/admin/stock/inventory-store';
import { saveVehicle } from '~/features/admin/stock/editor/save-vehicle';
import { formFromVehicle } from '~/lib/staff/vehicle/form';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { makeOwner, setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let manager: Account;
let sales: Account;
withTestServer(async (s) => {
  server = s;
  const owner = await signUp(s, 'owner');
  await makeOwner(s, owner);
  manager = await signUp(s, 'manager');
  await setSignupMode(s, 'approval');
  sales = await signUp(s, 'sales');
  await setSignupMode(s, 'open');
  const approved = await owner.client.rpc('approve_staff_member', { p_user_id: sales.id });
  if (approved.error) throw new Error(approved.error.message);
});

const sql = (text: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(text, params));

async function insert(row: Record<string, unknown>): Promise<string> {
  const { data, error } = await manager.client.from('vehicles').insert(row).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const source = () => ({
  url: server.url,
  anonKey: server.publishableKey,
  accessToken: async () => (await manager.client.auth.getSession()).data.session?.access_token,
});

describe('the stock table with every status', () => {
  const make = `Mix${Date.now().toString(36)}`;
  beforeAll(async () => {
    await insert(anInsert({ make, model: 'Listed', price: 150_000 }));
    // A draft as an import or 'Save as draft' leaves it: no year, no price, no photos.
    await insert({ make, model: 'Bare Draft', status: 'draft' });
    await insert({ make, model: 'Priced Draft', status: 'draft', price: 90_000 });
  });

  it('loads drafts without a year or a price beside listed cars', async () => {
    const page = await readStockPage(source(), { order: { by: 'days', ascending: true }, search: make, limit: 50 });
    const bare = page.rows.find((r) => r.model === 'Bare Draft');
    expect(bare).toMatchObject({ year: null, price: null, photo_count: 0, status: 'draft' });
    expect(page.rows.map((r) => r.model).sort()).toEqual(['Bare Draft', 'Listed', 'Priced Draft']);
  });

  it('sorts a car without a price last both ways, one row a page', async () => {
    async function sorted(ascending: boolean): Promise<string[]> {
      const q: Parameters<typeof readStockPage>[1] = { order: { by: 'price', ascending }, search: make, limit: 1 };
      const seen: string[] = [];
      let page = await readStockPage(source(), q);
      for (;;) {
        seen.push(...page.rows.map((r) => `${r.model}:${r.price}`));
        if (!page.next) return seen;
        page = await readStockPage(source(), { ...q, after: page.next });
      }
    }
    expect(await sorted(true)).toEqual(['Priced Draft:90000', 'Listed:150000', 'Bare Draft:null']);
    expect(await sorted(false)).toEqual(['Listed:150000', 'Priced Draft:90000', 'Bare Draft:null']);
  });
});

describe('photos in the stock table', () => {
  const photo = (n: number) =>
    server.service().storage.from('vehicle-images').getPublicUrl(`own${n}.jpg`).data.publicUrl;

  it('counts 0 for a car showing only the placeholder, and only its own photos otherwise', async () => {
    const placeholder = await insert(anInsert({ model: 'Placeholder Only', images: ['/placeholder.svg'] }));
    const two = await insert(anInsert({ model: 'Two Photos', images: [photo(0), photo(1)] }));
    const { data } = await manager.client.from('vehicles').select('model, photo_count').in('id', [placeholder, two]);
    expect((data as { model: string; photo_count: number }[]).sort((a, b) => a.model.localeCompare(b.model))).toEqual([
      { model: 'Placeholder Only', photo_count: 0 },
      { model: 'Two Photos', photo_count: 2 },
    ]);
  });
});

describe('vehicle_price_rules', () => {
  const rules = async (who: Account, id: string) => {
    const { data, error } = await who.client.rpc('vehicle_price_rules', { p_id: id });
    if (error) throw new Error(error.message);
    return (data as { correctable_until: string; sales_lowest: number }[])[0];
  };

  it('names 180,000 as the lowest sales price of a 200,000 car, and the database agrees at the ringgit', async () => {
    const id = await insert(anInsert({ model: 'Floor', price: 200_000 }));
    expect((await rules(sales, id))?.sales_lowest).toBe(180_000);
    const below = await sales.client.from('vehicles').update({ price: 179_999 }).eq('id', id);
    expect(below.error?.code).toBe('42501');
    const at = await sales.client.from('vehicles').update({ price: 180_000 }).eq('id', id);
    expect(at.error).toBeNull();
  });

  it('sums the cuts of the last 24 hours: after 200,000 → 190,000 the floor stays 180,000', async () => {
    const id = await insert(anInsert({ model: 'Summed', price: 200_000 }));
    expect((await sales.client.from('vehicles').update({ price: 190_000 }).eq('id', id)).error).toBeNull();
    expect((await rules(sales, id))?.sales_lowest).toBe(180_000);
    // A correction is held to the same floor.
    const corrected = await sales.client.rpc('correct_vehicle_price', { p_id: id, p_price: 179_000 });
    expect(corrected.error?.code).toBe('42501');
  });

  it('rounds the floor up to the ringgit: 10 % off 239,888 is 215,899.20, so 215,900', async () => {
    const id = await insert(anInsert({ model: 'Odd Price', price: 239_888 }));
    expect((await rules(sales, id))?.sales_lowest).toBe(215_900);
  });

  it('offers a correction until 24 hours after a car was listed today', async () => {
    const id = await insert(anInsert({ model: 'Listed Today', price: 239_888 }));
    const { rows } = await sql(
      `select (created_at + interval '24 hours') as until from public.vehicles where id = $1`,
      [id],
    );
    const listedUntil = new Date((rows[0] as { until: Date }).until).getTime();
    const until = new Date((await rules(manager, id))?.correctable_until ?? '').getTime();
    // The insert's audit entry and first publication come a moment after created_at.
    expect(until - listedUntil).toBeGreaterThanOrEqual(0);
    expect(until - listedUntil).toBeLessThan(60_000);
    expect((await manager.client.rpc('correct_vehicle_price', { p_id: id, p_price: 229_888 })).error).toBeNull();
  });

  it('says a correction ended 24 hours after the last price change, as the database refuses it', async () => {
    const id = await insert(anInsert({ model: 'Repriced Long Ago', price: 239_888 }));
    for (const q of [
      `update public.vehicle_history set changed_at = now() - interval '30 hours' where vehicle_id = $1`,
      `update private.vehicle_publications set first_published_at = now() - interval '30 hours' where vehicle_id = $1`,
      `update public.vehicles set created_at = now() - interval '30 hours' where id = $1`,
    ])
      await sql(q, [id]);
    const until = new Date((await rules(manager, id))?.correctable_until ?? '').getTime();
    expect(Date.now() - until).toBeGreaterThan(5 * 3_600_000);
    expect(Date.now() - until).toBeLessThan(7 * 3_600_000);
    const refused = await manager.client.rpc('correct_vehicle_price', { p_id: id, p_price: 229_888 });
    expect(refused.error?.code).toBe('22023');
  });

  it('gives no rules for a draft without a price, and none to a visitor', async () => {
    const id = await insert({ make: 'Bare', model: 'Draft Rules', status: 'draft' });
    expect(await rules(manager, id)).toBeUndefined();
    const visitor = await server.anon().rpc('vehicle_price_rules', { p_id: id });
    expect(visitor.error).not.toBeNull();
  });
});

describe('a refused correction', () => {
  it('saves the other fields, keeps the price, and the next save goes through with no conflict', async () => {
    const client = sales.client as unknown as AppSupabase;
    const rest = {
      url: server.url,
      anonKey: server.publishableKey,
      accessToken: async () => (await sales.client.auth.getSession()).data.session?.access_token,
    };
    bindInventory(supabaseVehicleRepo(client, rest));
    const id = await insert(anInsert({ model: 'Refused Fix', price: 200_000, color: 'Black' }));
    const read = await manager.client.from('vehicles').select().eq('id', id).single();
    const opened = parseDraftVehicleRow(read.data);
    // 170,000 is below the sales floor of 180,000: the correction is refused, the colour saved.
    const first = await saveVehicle({
      client,
      form: { ...formFromVehicle(opened), price: '170000', color: 'Blue' },
      images: [],
      editing: opened,
      onProgress: () => undefined,
      priceMode: 'correct',
    });
    expect(first).toMatchObject({
      ok: false,
      message:
        'Your other changes were saved, but the database refused the correction: the price is as it was. See the price field.',
    });
    const saved = first.ok ? null : (first.saved ?? null);
    expect(saved).toMatchObject({ price: 200_000, color: 'Blue' });
    // The form edits the saved version from then on: the next save is no conflict.
    const second = await saveVehicle({
      client,
      form: { ...formFromVehicle(opened), price: '185000', color: 'Blue' },
      images: [],
      editing: saved,
      onProgress: () => undefined,
      priceMode: 'change',
    });
    expect(second).toMatchObject({ ok: true, message: 'Vehicle updated successfully' });
    const after = await manager.client.from('vehicles').select('price, color').eq('id', id).single();
    expect(after.data).toEqual({ price: 185_000, color: 'Blue' });
  });
});

describe('the private note', () => {
  it('is written to vehicle_private_notes, read back for the form and the table, and never a vehicles column', async () => {
    const client = manager.client as unknown as AppSupabase;
    const id = await insert(anInsert({ model: 'With Note' }));
    await writePrivateNote(client, id, '  Sold to Dr. Lim, deposit paid  ');
    expect(await readPrivateNote(client, id)).toBe('Sold to Dr. Lim, deposit paid');
    await writePrivateNote(client, id, 'Deposit returned');
    expect([...(await readPrivateNotes(client, [id]))]).toEqual([[id, 'Deposit returned']]);
    const row = await server.anon().from('vehicles').select('*').eq('id', id).single();
    expect(JSON.stringify(row.data)).not.toContain('Deposit');
    expect((await server.anon().from('vehicle_private_notes').select('note').eq('vehicle_id', id)).data ?? []).toEqual(
      [],
    );
    await writePrivateNote(client, id, '   ');
    expect(await readPrivateNote(client, id)).toBe('');
  });
});
