// A buyer's or seller's request in live mode (docs/features.md "Live mode"): the three kinds, the
// checks the forms make before sending (the database makes them again, 20261128120000_leads.sql,
// with the same limits), the Malaysian mobile number's one written form, the bookable days and
// times, and the short reference the visitor keeps. Plain functions: the forms and tests use them.
import type { OpeningHours, WeekDay } from '~/config/dealer-settings';
import { WEEK_DAYS, hhmm } from '~/config/dealer-settings';

export const LEAD_KINDS = ['test_drive', 'enquiry', 'sell_offer'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'test_drive_booked', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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

/**
 * A Malaysian mobile number in its one stored form, `+60` then the number without its leading 0
 * (`012-345 6789`, `+6012 345 6789` and `60123456789` are all `+60123456789`), or null when it is
 * not one (a landline, a foreign number, letters). Mobile prefixes are 010 to 019; 011 numbers
 * have one digit more.
 */
export function normaliseMobile(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.startsWith('60') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : null;
  if (national === null) return null;
  return /^1(?:1\d{8}|[02-9]\d{7})$/.test(national) ? `+60${national}` : null;
}

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

/** A seller's car as a sell offer's lead keeps it (the sell form's draft, its year a number). */
export interface LeadSellDraft {
  make: string;
  model: string;
  year: number;
  mileage: string;
  condition: string;
}

/**
 * A test drive's day and slot in words, in the reader's language: 'Saturday 12 December, 12:00'
 * ('Sabtu 12 Disember, 12:00'). The day is a calendar day (YYYY-MM-DD), read as such in any time
 * zone; Intl's own joining (a comma after the weekday) is left out so both languages read the same.
 */
export function slotInWords(day: string, slot: string, lang: 'en' | 'ms'): string {
  const parts = new Intl.DateTimeFormat(lang === 'ms' ? 'ms-MY' : 'en-MY', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${slot}`;
}
