// A buyer's or seller's request in live mode (docs/features.md "Live mode"): the three kinds, the
// checks the forms make before sending (the database makes them again, 20261128120000_leads.sql,
// with the same limits), the Malaysian mobile number's one written form, the bookable days and
// times, and the short reference the visitor keeps (the kinds, the mobile form and the slot in words in
// ./lead-kinds.ts, re-exported). Plain functions: the forms and tests use them.
import type { OpeningHours, WeekDay } from '~/config/dealer-settings';
import { WEEK_DAYS, hhmm } from '~/config/dealer-settings';

export {
  LEAD_KINDS,
  LEAD_STATUSES,
  normaliseMobile,
  slotInWords,
  type LeadKind,
  type LeadSellDraft,
  type LeadStatus,
} from './lead-kinds';

/** The database's limits (leads table check constraints); the forms stop at the same lengths. */
export const LEAD_LIMITS = {
  name: 100,
  email: 254,
  message: 2000,
  make: 40,
  model: 60,
  mileage: 20,
  /** How far ahead a test drive may be booked, in days (tomorrow is day 1). */
  daysAhead: 30,
  /** A test drive's slot, minutes; the last starts this long before closing. */
  slotMinutes: 60,
} as const;

/** No `?` or `&` either: the inbox puts the address in a mailto: link, where they would add recipients or a body. */
export const isEmail = (s: string): boolean =>
  s.length <= LEAD_LIMITS.email && /^[^\s@?&]+@[^\s@?&]+\.[^\s@?&]+$/.test(s);

/** Malaysia keeps UTC+8 all year: the showroom's calendar day of an instant. */
const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const weekDayOf = (iso: string): WeekDay => {
  const js = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEK_DAYS[(js + 6) % 7] as WeekDay;
};

/**
 * The days a test drive can be booked on: tomorrow to 30 days ahead (Malaysian time), open days
 * only, none of the `closed` dates (the dealer's public holidays, `YYYY-MM-DD`).
 */
export function bookableDays(hours: OpeningHours, now: Date, closed: readonly string[] = []): string[] {
  const today = Date.parse(`${isoDay(now.getTime() + MYT_OFFSET_MS)}T00:00:00Z`);
  const days: string[] = [];
  for (let i = 1; i <= LEAD_LIMITS.daysAhead; i++) {
    const day = isoDay(today + i * 86_400_000);
    if (hours[weekDayOf(day)] && !closed.includes(day)) days.push(day);
  }
  return days;
}

/** The slots of a day, `HH:MM` each, every hour from opening to an hour before closing. */
export function slotsOn(hours: OpeningHours, day: string): string[] {
  const h = hours[weekDayOf(day)];
  if (!h) return [];
  const slots: string[] = [];
  for (let m = h.open; m + LEAD_LIMITS.slotMinutes <= h.close; m += LEAD_LIMITS.slotMinutes) slots.push(hhmm(m));
  return slots;
}

/** The reference's letters: no 0/O, 1/I, so it reads back over a phone. */
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `MM-7K3Q`: the brand's initials (at most three) and four random letters or digits. */
export function newReference(brand: string, random: (n: number) => Uint8Array): string {
  const initials =
    brand
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 3) || 'LD';
  const bytes = random(4);
  return `${initials}-${[...bytes].map((b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}
