// The desk's per-car views read running totals a trigger keeps on public.vehicle_views
// (supabase/migrations/20261128222000_desk_cars_recent_views.sql): whatever order the days are
// counted, corrected or deleted in, the table's 7- and 30-day views and the 14-day views of
// 'Needs attention' are the sums of the rows, for a 'today' on, after, or before the car's last
// viewed day (that one summed from the rows).
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});
const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));

const CAR = 'de5c0000-0000-4000-8000-0000000000a1';
const GONE = 'de5c0000-0000-4000-8000-0000000000a2';
/** Noon in Kuala Lumpur on this day. */
const noon = (day: string): string => `${day}T04:00:00Z`;

async function addCar(id: string): Promise<void> {
  await admin(
    `insert into public.vehicles (id, make, model, year, price, mileage, fuel_type, transmission, condition,
       body_type, color, status, created_at)
     values ($1, 'Audi', 'Test', 2020, 100000, 10000, 'Gasoline', 'Automatic', 'Excellent', 'Sedan', 'Black',
       'available', $2)`,
    [id, noon('2026-08-01')],
  );
}

const setViews = (car: string, day: string, views: number) =>
  admin(
    `insert into public.vehicle_views (vehicle_id, day, views) values ($1, $2, $3)
     on conflict (vehicle_id, day) do update set views = excluded.views`,
    [car, day, views],
  );

let staff: Account;
/** The car's [views7, views30, views14 of 'Needs attention'] on the Malaysian day of `day`. */
async function figures(day: string): Promise<[unknown, unknown, unknown]> {
  const { data, error } = await staff.client.rpc('desk_cars', { p_now: noon(day) });
  expect(error).toBeNull();
  const out = data as { cars: Record<string, unknown>[]; attention: Record<string, unknown>[] };
  const car = out.cars.find((c) => c.id === CAR);
  const noLeads = out.attention.find((a) => a.id === CAR && a.reason === 'no-leads');
  return [car?.views7, car?.views30, noLeads?.views14 ?? 0];
}

beforeAll(async () => {
  staff = await signUp(server, 'deskviews');
  await admin(`delete from public.leads`);
  await admin(`delete from public.vehicles`);
  await addCar(CAR);
  await addCar(GONE);
  // Newest first, then older days: a day before the last one lands inside the totals.
  for (const [day, views] of [
    ['2026-11-28', 3],
    ['2026-11-20', 4],
    ['2026-11-25', 2],
    ['2026-10-29', 100], // 30 days before 28 Nov: outside its 30 days
    ['2026-11-10', 5],
    ['2026-10-30', 7],
  ] as const)
    await setViews(CAR, day, views);
  await setViews(GONE, '2026-11-27', 9);
});

describe('the per-car views', () => {
  it('are the sums of the days in the last 7, 14 and 30 days, on and after the last viewed day', async () => {
    expect(await figures('2026-11-28')).toEqual([5, 21, 9]);
    expect(await figures('2026-12-05')).toEqual([0, 14, 5]);
    expect(await figures('2026-12-30')).toEqual([0, 0, 0]);
  });

  it('follow a corrected day, a deleted day and a later day', async () => {
    await setViews(CAR, '2026-11-25', 6);
    await admin(`delete from public.vehicle_views where vehicle_id = $1 and day = '2026-11-10'`, [CAR]);
    await setViews(CAR, '2026-12-01', 1);
    expect(await figures('2026-12-01')).toEqual([10, 14, 14]);
    // A 'today' before the car's last viewed day: its days up to then.
    expect(await figures('2026-11-28')).toEqual([9, 20, 13]);
  });

  it('go with a car deleted for good', async () => {
    await admin(`delete from public.vehicles where id = $1`, [GONE]);
    const left = await admin(`select count(*)::int as n from private.vehicle_views_recent where vehicle_id = $1`, [
      GONE,
    ]);
    expect(left.rows[0]?.n).toBe(0);
  });
});
