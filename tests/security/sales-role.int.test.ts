// What an approved sales account may not do, refused by the database through the real client and
// raw REST as an attacker holding its session would send it: delete leads, inspection reports,
// chassis numbers or photos, erase a person's leads, export the leads, take a listed car back to draft, or cut a
// price past the owner's limit in a series of small cuts. A manager still may.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { makeOwner, PNG, setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';
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

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));
const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await admin(sql, params)).rows[0]?.n);

async function addCar(over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await manager.client.from('vehicles').insert(anInsert(over)).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function addLeads(mobile: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await admin(
      `insert into public.leads (kind, name, mobile, message, consent_at) values ('enquiry', 'Aisyah Rahman', $1, $2, now())`,
      [mobile, `Enquiry ${i}`],
    );
  }
}

async function token(account: Account): Promise<string> {
  const { data } = await account.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

async function carRow(id: string): Promise<{ price: number; status: string }> {
  const { data } = await server.service().from('vehicles').select('price, status').eq('id', id).single();
  return data as { price: number; status: string };
}

describe('an approved sales account', () => {
  it('deletes no lead with DELETE /rest/v1/leads?id=not.is.null, and cannot run delete_leads_of', async () => {
    await addLeads('+60123450001', 3);
    const before = await count('select count(*)::int as n from public.leads');
    expect(before).toBeGreaterThanOrEqual(3);
    const res = await fetch(`${server.url}/rest/v1/leads?id=not.is.null`, {
      method: 'DELETE',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await token(sales)}`,
        prefer: 'return=representation',
      },
    });
    expect(await res.json()).toEqual([]);
    const erase = await sales.client.rpc('delete_leads_of', { p_mobile: '+60123450001' });
    expect([erase.error?.code, erase.error?.message]).toEqual(['42501', 'A sales account cannot delete leads']);
    expect(await count('select count(*)::int as n from public.leads')).toBe(before);

    const byManager = await manager.client.rpc('delete_leads_of', { p_mobile: '+60123450001' });
    expect(byManager.data).toBe(3);
  });

  it('cannot export the leads through export_leads, while a manager may', async () => {
    await addLeads('+60123450002', 2);
    const refused = await sales.client.rpc('export_leads', {}).select('reference');
    expect([refused.error?.code, refused.error?.message, refused.data]).toEqual([
      '42501',
      'Only the owner and managers export leads',
      null,
    ]);
    const raw = await fetch(`${server.url}/rest/v1/rpc/export_leads`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await token(sales)}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(raw.status).toBe(403);
    const byManager = await manager.client.rpc('export_leads', {}).select('mobile').eq('mobile', '+60123450002');
    expect(byManager.data).toEqual([{ mobile: '+60123450002' }, { mobile: '+60123450002' }]);
    const anonymous = await server.client().rpc('export_leads', {});
    expect(anonymous.data).toBeNull();
  });

  it('deletes no inspection report and no chassis number, while a manager may', async () => {
    const id = await addCar();
    const report = await manager.client
      .from('vehicle_inspections')
      .insert({
        vehicle_id: id,
        status: 'published',
        inspector_name: 'Aminah Yusof',
        inspector_kind: 'in_house',
        inspected_on: '2026-11-12',
        odometer_km: 12_000,
        items: { 'documents.chassis_number': { state: 'pass' } },
      })
      .select('id')
      .single();
    expect(report.error).toBeNull();
    const chassis = await manager.client
      .from('vehicle_identifiers')
      .insert({ vehicle_id: id, chassis_number: 'GRS191-0054321' });
    expect(chassis.error).toBeNull();

    const reports = await sales.client.from('vehicle_inspections').delete().eq('vehicle_id', id).select('id');
    const numbers = await sales.client.from('vehicle_identifiers').delete().eq('vehicle_id', id).select('vehicle_id');
    expect([reports.data, numbers.data]).toEqual([[], []]);
    expect(await count('select count(*)::int as n from public.vehicle_inspections where vehicle_id = $1', [id])).toBe(
      1,
    );
    expect(await count('select count(*)::int as n from public.vehicle_identifiers where vehicle_id = $1', [id])).toBe(
      1,
    );

    const byManager = await manager.client
      .from('vehicle_identifiers')
      .delete()
      .eq('vehicle_id', id)
      .select('vehicle_id');
    expect(byManager.data).toEqual([{ vehicle_id: id }]);
    const reportByManager = await manager.client.from('vehicle_inspections').delete().eq('vehicle_id', id).select('id');
    expect(reportByManager.data).toHaveLength(1);
  });

  it('deletes no photo from the bucket, while a manager may', async () => {
    const bucket = server.service().storage.from('vehicle-images');
    expect((await bucket.upload('sales-keep.png', PNG, { contentType: 'image/png' })).error).toBeNull();
    const removed = await sales.client.storage.from('vehicle-images').remove(['sales-keep.png']);
    expect(removed.data).toEqual([]);
    expect(await count(`select count(*)::int as n from storage.objects where name = 'sales-keep.png'`)).toBe(1);
    const byManager = await manager.client.storage.from('vehicle-images').remove(['sales-keep.png']);
    expect(byManager.data?.map((o) => o.name)).toEqual(['sales-keep.png']);
  });

  it('cannot take a listed car back to draft, while a manager may', async () => {
    const id = await addCar({ status: 'available' });
    const toDraft = await sales.client.from('vehicles').update({ status: 'draft' }).eq('id', id);
    expect([toDraft.error?.code, toDraft.error?.message]).toEqual([
      '42501',
      'A sales account cannot take a listed car back to draft',
    ]);
    expect((await carRow(id)).status).toBe('available');
    expect((await sales.client.from('vehicles').update({ status: 'reserved' }).eq('id', id)).error).toBeNull();
    expect((await manager.client.from('vehicles').update({ status: 'draft' }).eq('id', id)).error).toBeNull();
    expect((await carRow(id)).status).toBe('draft');
  });

  it('cuts a price by at most 10 % in 24 hours in total, not 10 % per edit; a manager cuts further', async () => {
    const id = await addCar({ price: 438_000 });
    const first = await sales.client.from('vehicles').update({ price: 416_100 }).eq('id', id);
    const second = await sales.client.from('vehicles').update({ price: 394_200 }).eq('id', id);
    expect([first.error, second.error]).toEqual([null, null]);
    const third = await sales.client.from('vehicles').update({ price: 394_100 }).eq('id', id);
    expect([third.error?.code, third.error?.message]).toEqual([
      '42501',
      'A sales account may lower a price by at most 10.00 percent in 24 hours',
    ]);
    const bulk = await sales.client.rpc('bulk_update_vehicles', {
      p_ids: [id],
      p_action: 'price_percent',
      p_value: -10,
    });
    expect(bulk.error?.code).toBe('42501');
    expect((await carRow(id)).price).toBe(394_200);

    // Raising the price and cutting again still measures from the day's highest price.
    expect((await sales.client.from('vehicles').update({ price: 400_000 }).eq('id', id)).error).toBeNull();
    expect((await sales.client.from('vehicles').update({ price: 394_000 }).eq('id', id)).error?.code).toBe('42501');

    expect((await manager.client.from('vehicles').update({ price: 188_546 }).eq('id', id)).error).toBeNull();
    expect((await carRow(id)).price).toBe(188_546);
  });
});
