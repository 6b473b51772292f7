// The dealer's desk (supabase/migrations/20261128160000..20 : views per car, sold_at, the desk's
// figures) against a database holding only cars with known listing dates, views, leads, price
// changes and sales: every tile, chart series and table row is compared with numbers worked out
// by hand, on a fixed 'today' (28 Nov 2026, noon in Kuala Lumpur).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { transport, withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';
import { fetchFrom } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});
const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));

const NOW = '2026-11-28T04:00:00Z';
const id = (n: number): string => `de5c0000-0000-4000-8000-00000000000${n}`;
const [A, B, C, D, E, F, G, H, I] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
/** Listed (or sold) at noon in Kuala Lumpur on this day. */
const noon = (day: string): string => `${day}T04:00:00Z`;

async function addCar(v: {
  id: string;
  make: string;
  price: number;
  listed: string;
  status?: string;
  soldAt?: string;
  deleted?: boolean;
}): Promise<void> {
  await admin(
    `insert into public.vehicles (id, make, model, year, price, mileage, fuel_type, transmission, condition,
       body_type, color, status, created_at, sold_at, deleted_at)
     values ($1, $2, 'Test', 2020, $3, 10000, 'Gasoline', 'Automatic', 'Excellent', 'Sedan', 'Black', $4, $5, $6, $7)`,
    [v.id, v.make, v.price, v.status ?? 'available', noon(v.listed), v.soldAt ?? null, v.deleted ? NOW : null],
  );
}

async function addLead(vehicleId: string | null, createdAt: string, mobile: string): Promise<void> {
  const ref = `MM-${'ABCDEFGH'[Number(mobile.slice(-1))]}AAA`;
  await admin(
    `insert into public.leads (reference, kind, vehicle_id, name, mobile, consent_at) values ($1, 'enquiry', $2, 'Buyer', $3, now())`,
    [ref, vehicleId, mobile],
  );
  await admin(`update public.leads set created_at = $2 where reference = $1`, [ref, createdAt]);
}

async function addPriceChange(vehicleId: string, at: string): Promise<void> {
  await admin(
    `insert into public.vehicle_history (vehicle_id, action, actor_role, changed_at, changes)
     values ($1, 'update', 'postgres', $2, '{"price": {"old": 1, "new": 2}}')`,
    [vehicleId, at],
  );
}

let staff: Account;
beforeAll(async () => {
  staff = await signUp(server, 'desk');
  await admin(`delete from public.leads`);
  await admin(`delete from public.vehicles`);
  await addCar({ id: A, make: 'Audi', price: 100000, listed: '2026-11-18' }); // 10 days
  await addCar({ id: B, make: 'BMW', price: 200000, listed: '2026-09-29' }); // 60 days
  await addCar({ id: C, make: 'Citroen', price: 300000, listed: '2026-09-19', status: 'reserved' }); // 70 days
  await addCar({ id: D, make: 'Daimler', price: 400000, listed: '2026-08-20' }); // 100 days
  await addCar({ id: E, make: 'Evo', price: 500000, listed: '2026-10-09', status: 'sold', soldAt: noon('2026-11-18') });
  await addCar({
    id: F,
    make: 'Ferrari',
    price: 600000,
    listed: '2026-07-01',
    status: 'sold',
    soldAt: noon('2026-08-31'),
  });
  await addCar({ id: G, make: 'Genesis', price: 700000, listed: '2026-11-10', status: 'draft' }); // 18 days
  await addCar({ id: H, make: 'Honda', price: 800000, listed: '2026-11-25', status: 'draft' }); // 3 days
  await addCar({ id: I, make: 'Isuzu', price: 900000, listed: '2026-11-01', deleted: true });
  for (const [car, day, views] of [
    [A, '2026-11-28', 3],
    [A, '2026-11-22', 2],
    [A, '2026-11-21', 4],
    [B, '2026-11-01', 5],
    [C, '2026-11-27', 1],
    [B, '2026-08-01', 50], // before the 12 weeks
  ] as const) {
    await admin(`insert into public.vehicle_views (vehicle_id, day, views) values ($1, $2, $3)`, [car, day, views]);
  }
  await addLead(A, '2026-11-27T02:00:00Z', '+60123456781');
  await addLead(C, '2026-11-10T02:00:00Z', '+60123456782');
  await addLead(null, '2026-11-22T01:00:00Z', '+60123456783');
  await addPriceChange(C, noon('2026-11-20'));
  await addPriceChange(D, noon('2026-09-01'));
  await addPriceChange(D, noon('2026-10-01'));
});

describe('the desk', () => {
  it('shows the tiles', async () => {
    const { data, error } = await staff.client.rpc('desk_tiles', { p_now: NOW });
    expect(error).toBeNull();
    expect(data).toEqual({
      today: '2026-11-28',
      forSale: 4,
      stockValue: 1000000,
      averageDaysInStock: 60,
      over60Percent: 50,
      soldLast30Days: 1,
      averageDaysToSell: 40,
      newLeadsThisWeek: 2,
      viewsThisWeek: 6,
    });
  });

  it('draws the 12 weeks and one dot per car for sale', async () => {
    const { data, error } = await staff.client.rpc('desk_charts', { p_now: NOW });
    expect(error).toBeNull();
    const weeks = (data as { weeks: Record<string, unknown>[] }).weeks;
    expect(weeks.map((w) => w.weekEnd)).toEqual([
      '2026-09-12',
      '2026-09-19',
      '2026-09-26',
      '2026-10-03',
      '2026-10-10',
      '2026-10-17',
      '2026-10-24',
      '2026-10-31',
      '2026-11-07',
      '2026-11-14',
      '2026-11-21',
      '2026-11-28',
    ]);
    // On each week's last day: D from 20 Aug, C from 19 Sep, B from 29 Sep, E from 9 Oct until it
    // sold on 18 Nov, A from 18 Nov (F sold on 31 Aug, before the first week).
    expect(weeks.map((w) => [w.age0to30, w.age31to60, w.age61to90, w.ageOver90])).toEqual([
      [1, 0, 0, 0], // 12 Sep: D 23
      [2, 0, 0, 0], // 19 Sep: D 30, C 0
      [1, 1, 0, 0], // 26 Sep: D 37, C 7
      [2, 1, 0, 0], // 3 Oct: D 44, C 14, B 4
      [3, 1, 0, 0], // 10 Oct: D 51, C 21, B 11, E 1
      [3, 1, 0, 0], // 17 Oct: D 58, C 28, B 18, E 8
      [2, 1, 1, 0], // 24 Oct: D 65, C 35, B 25, E 15
      [1, 2, 1, 0], // 31 Oct: D 72, C 42, B 32, E 22
      [1, 2, 1, 0], // 7 Nov: D 79, C 49, B 39, E 29
      [0, 3, 1, 0], // 14 Nov: D 86, C 56, B 46, E 36
      [1, 1, 1, 1], // 21 Nov: D 93, C 63, B 53, A 3 (E sold on 18 Nov)
      [1, 1, 1, 1], // 28 Nov: D 100, C 70, B 60, A 10
    ]);
    expect(weeks.map((w) => w.views)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 4, 6]);
    expect(weeks.map((w) => w.leads)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2]);
    expect((data as { priceAgainstDays: unknown }).priceAgainstDays).toEqual([
      { id: A, name: '2020 Audi Test', days: 10, price: 100000 },
      { id: B, name: '2020 BMW Test', days: 60, price: 200000 },
      { id: C, name: '2020 Citroen Test', days: 70, price: 300000 },
      { id: D, name: '2020 Daimler Test', days: 100, price: 400000 },
    ]);
  });

  it('lists every car for sale and what needs attention', async () => {
    const { data, error } = await staff.client.rpc('desk_cars', { p_now: NOW });
    expect(error).toBeNull();
    const cars = (data as { cars: Record<string, unknown>[] }).cars;
    expect(cars.map((c) => [c.make, c.days, c.views7, c.views30, c.leads, c.priceChanges, c.lastPriceChange])).toEqual([
      ['Daimler', 100, 0, 0, 0, 2, '2026-10-01T04:00:00+00:00'],
      ['Citroen', 70, 1, 1, 1, 1, '2026-11-20T04:00:00+00:00'],
      ['BMW', 60, 0, 5, 0, 0, null],
      ['Audi', 10, 5, 9, 1, 0, null],
    ]);
    expect((data as { attention: unknown }).attention).toEqual([
      { reason: 'ageing', id: D, name: '2020 Daimler Test', days: 100, lastPriceChange: '2026-10-01T04:00:00+00:00' },
      { reason: 'no-leads', id: C, name: '2020 Citroen Test', days: 70, views14: 1 },
      { reason: 'old-draft', id: G, name: '2020 Genesis Test', days: 18 },
    ]);
  });

  it('is refused to visitors and to signed-in accounts that are not staff', async () => {
    const anon = await server.anon().rpc('desk_tiles', { p_now: NOW });
    expect(anon.error?.code).toBe('42501');
    const outsider = await signUp(server, 'outsider');
    await admin(`update private.staff_members set status = 'removed' where user_id = $1`, [outsider.id]);
    const refused = await outsider.client.rpc('desk_tiles', { p_now: NOW });
    expect(refused.error?.code).toBe('42501');
    const views = await server.anon().from('vehicle_views').select('views');
    expect(views.error?.code).toBe('42501');
  });
});

const visitor = (address: string): SupabaseClient =>
  createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(address) },
  });
const todayViews = async (car: string): Promise<number> =>
  Number(
    (
      await admin(
        `select coalesce(sum(views), 0)::int as n from public.vehicle_views
         where vehicle_id = $1 and day = (now() at time zone 'Asia/Kuala_Lumpur')::date`,
        [car],
      )
    ).rows[0]?.n,
  );

describe('counting a view', () => {
  it('adds one to the car today, for public cars only, and at most 20 a day from one address', async () => {
    const one = visitor('127.0.2.1');
    expect((await one.rpc('count_vehicle_view', { p_vehicle_id: B })).data).toBe(true);
    expect(await todayViews(B)).toBe(1);
    expect((await one.rpc('count_vehicle_view', { p_vehicle_id: G })).data).toBe(false); // a draft
    expect((await one.rpc('count_vehicle_view', { p_vehicle_id: I })).data).toBe(false); // deleted
    expect(await todayViews(G)).toBe(0);
    for (let i = 1; i < 20; i++) await one.rpc('count_vehicle_view', { p_vehicle_id: B });
    expect(await todayViews(B)).toBe(20);
    expect((await one.rpc('count_vehicle_view', { p_vehicle_id: B })).data).toBe(false);
    expect(await todayViews(B)).toBe(20);
    // Another address still counts; the tallies keep no address, only a hash with the day in it.
    expect((await visitor('127.0.2.2').rpc('count_vehicle_view', { p_vehicle_id: B })).data).toBe(true);
    expect(await todayViews(B)).toBe(21);
    const kept = await admin(`select address_hash from private.vehicle_view_tallies`);
    expect(JSON.stringify(kept.rows)).not.toContain('127.0.2');
  });
});

describe('sold_at', () => {
  it('is stamped when a car is marked sold, cleared when it goes back on sale, and never written by staff', async () => {
    const sold = await staff.client.from('vehicles').update({ status: 'sold' }).eq('id', A).select('sold_at').single();
    expect(sold.error).toBeNull();
    const at = Date.parse(String(sold.data?.sold_at));
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    const back = await staff.client
      .from('vehicles')
      .update({ status: 'available' })
      .eq('id', A)
      .select('sold_at')
      .single();
    expect(back.data).toEqual({ sold_at: null });
    const forged = await staff.client.from('vehicles').update({ sold_at: NOW }).eq('id', A);
    expect(forged.error?.code).toBe('42501');
    const history = await admin(
      `select changes from public.vehicle_history where vehicle_id = $1 and action = 'update' order by id`,
      [A],
    );
    expect(history.rows.map((r) => r.changes)).toEqual([
      { status: { old: 'available', new: 'sold' } },
      { status: { old: 'sold', new: 'available' } },
    ]);
  });
});

describe('sold_at for cars sold before it existed', () => {
  it('comes from the last time the audit trail saw the car become sold, else its last update', async () => {
    await admin(`update public.vehicles set status = 'sold' where id = $1`, [D]);
    await admin(
      `update public.vehicle_history set changed_at = '2026-10-05T04:00:00Z'
       where vehicle_id = $1 and changes -> 'status' ->> 'new' = 'sold'`,
      [D],
    );
    // F sold before the audit trail began: no row of it there.
    await admin(`delete from public.vehicle_history where vehicle_id = $1`, [F]);
    await admin(`alter table public.vehicles disable trigger user`);
    await admin(`update public.vehicles set sold_at = null, updated_at = '2026-10-06T04:00:00Z' where id in ($1, $2)`, [
      D,
      F,
    ]);
    await admin(`alter table public.vehicles enable trigger user`);
    expect((await admin(`select private.backfill_sold_at() as n`)).rows[0]?.n).toBe(2);
    const rows = await admin(`select id, sold_at from public.vehicles where id in ($1, $2) order by id`, [D, F]);
    expect(rows.rows.map((r) => (r.sold_at as Date).toISOString())).toEqual([
      '2026-10-05T04:00:00.000Z', // D: from the audit trail
      '2026-10-06T04:00:00.000Z', // F: nothing in the audit trail: its last update
    ]);
  });
});
