// The showroom's calendar as the database gets it (scripts/supabase/app/dealer-calendar.ts): read from
// PUBLIC_DEALER_HOURS and PUBLIC_DEALER_HOLIDAYS with the form's parsers, and the one statement
// `npm run db:calendar` prints for a hosted project's SQL editor.
import { describe, expect, it } from 'vitest';
import { dealerCalendarOf, dealerCalendarSql } from '../../scripts/supabase/app/dealer-calendar.ts';

describe('the dealer calendar for the database', () => {
  it('reads the hours and holidays as the build does, the defaults when unset', () => {
    expect(dealerCalendarOf({})).toEqual({
      hours: {
        mon: { open: 600, close: 1140 },
        tue: { open: 600, close: 1140 },
        wed: { open: 600, close: 1140 },
        thu: { open: 600, close: 1140 },
        fri: { open: 600, close: 1140 },
        sat: { open: 600, close: 1080 },
      },
      slotMinutes: 60,
      holidays: [],
    });
    expect(() => dealerCalendarOf({ PUBLIC_DEALER_HOLIDAYS: '2027-02-30' })).toThrow(
      '"2027-02-30" is not a date like 2026-12-25',
    );
  });

  it('prints one update with the values written in', () => {
    const calendar = dealerCalendarOf({
      PUBLIC_DEALER_HOURS: 'sat 09:30-17:00',
      PUBLIC_DEALER_HOLIDAYS: '2027-12-25, 2027-01-01',
    });
    expect(dealerCalendarSql(calendar)).toBe(
      `update private.dealer_calendar
  set hours = '{"sat":{"open":570,"close":1020}}'::jsonb, slot_minutes = 60::integer, holidays = '{2027-01-01,2027-12-25}'::date[], updated_at = now()
  where singleton;
`,
    );
  });
});
