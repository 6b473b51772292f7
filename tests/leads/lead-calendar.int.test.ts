// The showroom's calendar in the database: a test drive the form would not offer (outside the opening
// hours, on a day closed each week, on a configured holiday) is refused by the leads' insert check
// too, through raw REST as an attacker's request reaches it. The server writes the hours and holidays
// it was started with (here the defaults: mon-fri 10:00-19:00, sat 10:00-18:00, no holidays).
import { describe, expect, it } from 'vitest';
import { applyDealerCalendar, dealerCalendarOf } from '../../scripts/supabase/app/dealer-calendar.ts';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { fetchFrom } from '../support/security-helpers.ts';
import { SEED_ID } from '../support/staff-fixture.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));
const CLOSED = { code: '23514', message: 'The showroom is closed at that time; choose another day or time' };

/** The first day from tomorrow (Malaysian time) that is this ISO weekday (1 Monday … 7 Sunday). */
function next(isoWeekday: number): string {
  const today = Date.parse(`${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`);
  for (let i = 1; ; i++) {
    const day = new Date(today + i * 86_400_000);
    if ((day.getUTCDay() || 7) === isoWeekday) return day.toISOString().slice(0, 10);
  }
}

let addressCounter = 0;
let mobileCounter = 0;
/** Books a test drive of the seeded car as a visitor of its own address and mobile: status and error. */
async function book(date: string, slot: string): Promise<[number, unknown]> {
  const res = await fetchFrom(`127.0.5.${++addressCounter}`)(`${server.url}/rest/v1/leads`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      kind: 'test_drive',
      vehicle_id: SEED_ID,
      name: 'Aisyah Rahman',
      mobile: `+6012555${String(++mobileCounter).padStart(4, '0')}`,
      preferred_date: date,
      preferred_slot: slot,
      consent_at: new Date().toISOString(),
    }),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { code?: string; message?: string }) : null;
  return [res.status, body && { code: body.code, message: body.message }];
}

describe('test-drive slots in the database', () => {
  it('holds the hours the server was started with', async () => {
    const { rows } = await admin(
      `select hours->'mon' as mon, hours->'sat' as sat, hours ? 'sun' as sun, slot_minutes, holidays::text[] as holidays
       from private.dealer_calendar`,
    );
    expect(rows).toEqual([
      {
        mon: { open: 600, close: 1140 },
        sat: { open: 600, close: 1080 },
        sun: false,
        slot_minutes: 60,
        holidays: [],
      },
    ]);
  });

  it('takes a slot within the opening hours, the last an hour before closing', async () => {
    expect(await book(next(1), '10:00')).toEqual([201, null]);
    expect(await book(next(3), '18:00')).toEqual([201, null]);
    expect(await book(next(6), '17:00')).toEqual([201, null]);
  });

  it('refuses 03:00, a slot that ends after closing, and a day closed each week', async () => {
    expect(await book(next(2), '03:00')).toEqual([400, CLOSED]);
    expect(await book(next(2), '09:59')).toEqual([400, CLOSED]);
    expect(await book(next(6), '17:30')).toEqual([400, CLOSED]);
    expect(await book(next(7), '11:00')).toEqual([400, CLOSED]);
  });

  it('refuses a configured holiday, and takes the day again once it is no longer one', async () => {
    const holiday = next(4);
    await server.ctx.asAdmin(async (tx) => {
      await applyDealerCalendar(tx, dealerCalendarOf({ PUBLIC_DEALER_HOLIDAYS: `${holiday}, 2099-12-25` }));
    });
    try {
      expect(await book(holiday, '11:00')).toEqual([400, CLOSED]);
    } finally {
      await server.ctx.asAdmin(async (tx) => {
        await applyDealerCalendar(tx, dealerCalendarOf({}));
      });
    }
    expect(await book(holiday, '11:00')).toEqual([201, null]);
  });
});
