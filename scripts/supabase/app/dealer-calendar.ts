// The showroom's calendar in the database (private.dealer_calendar, supabase/schemas/leads.sql), so
// the leads' insert check refuses a test drive the form would not offer: outside the opening hours,
// on a day closed each week, or on one of the dealer's holidays. One source: the PUBLIC_DEALER_HOURS
// and PUBLIC_DEALER_HOLIDAYS settings the site is built with, read by the same parsers as the form
// (src/config/dealer-settings.ts) and the same slot length (src/lib/leads/lead.ts). The local server
// writes them at every start; a hosted project runs the statement `npm run db:calendar` prints
// (docs/deploying.md "Going live").
import { DEFAULT_DEALER_HOURS, parseHolidays, parseOpeningHours, type OpeningHours } from '~/config/dealer-settings';
import { LEAD_LIMITS } from '~/lib/leads/lead';
import type { Queryable } from '../db/engine.ts';

export interface DealerCalendar {
  hours: OpeningHours;
  slotMinutes: number;
  /** `YYYY-MM-DD`, sorted */
  holidays: string[];
}

/** The calendar an environment describes, read as the build reads it (an empty value is the default). */
export const dealerCalendarOf = (env: Record<string, string | undefined>): DealerCalendar => ({
  hours: parseOpeningHours(env.PUBLIC_DEALER_HOURS || DEFAULT_DEALER_HOURS),
  slotMinutes: LEAD_LIMITS.slotMinutes,
  holidays: parseHolidays(env.PUBLIC_DEALER_HOLIDAYS ?? ''),
});

const UPDATE = `update private.dealer_calendar
  set hours = $1::jsonb, slot_minutes = $2::integer, holidays = $3::date[], updated_at = now()
  where singleton`;

/** Writes the calendar; false when the database has no calendar table (an older schema). */
export async function applyDealerCalendar(db: Queryable, calendar: DealerCalendar): Promise<boolean> {
  const exists = await db.query<{ t: string | null }>(`select to_regclass('private.dealer_calendar')::text as t`);
  if (!exists.rows[0]?.t) return false;
  await db.query(UPDATE, [JSON.stringify(calendar.hours), calendar.slotMinutes, calendar.holidays]);
  return true;
}

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The same update as one SQL statement with its values written in, for a hosted project's SQL editor. */
export const dealerCalendarSql = (calendar: DealerCalendar): string =>
  `${UPDATE.replace('$1', literal(JSON.stringify(calendar.hours)))
    .replace('$2', String(calendar.slotMinutes))
    .replace('$3', literal(`{${calendar.holidays.join(',')}}`))};\n`;
