// The lead clock: how long a lead has waited for its first reply, counted in the showroom's
// opening hours only (a lead sent at 22:00 starts waiting when the showroom opens next), against
// the owner's two targets (the desk's weekly figures of the same: ./reply-weeks.ts). Plain functions of their
// arguments (the hours, the closed dates and the clock are passed in), so tests give literal times.
import { WEEK_DAYS, type OpeningHours, type WeekDay } from '~/config/dealer-settings';

/** Malaysia keeps UTC+8 all year; the showroom's days and hours are Malaysian. */
export const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * An instant in Malaysian time, as `Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle:
 * 'short', timeZone: 'Asia/Kuala_Lumpur' })` writes it ('6 Dec 2026, 12:05 am'; a test holds the
 * two equal). Written out, not asked of Intl: the leads inbox dates every card of its first screen,
 * and a page's first Intl object loads ICU's locale and zone data, 24 to 48 ms of Chromium's main
 * thread here (docs/benchmarks.md).
 */
export function mytDateTime(iso: string): string {
  const t = new Date(Date.parse(iso) + MYT_OFFSET_MS);
  const hours = t.getUTCHours();
  const minutes = String(t.getUTCMinutes()).padStart(2, '0');
  const month = MONTHS[t.getUTCMonth()] ?? '';
  return `${t.getUTCDate()} ${month} ${t.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The owner's two targets, in minutes of opening hours (lead_reply_settings; 5 and 60 until set). */
export interface ReplyTargets {
  first: number;
  second: number;
}
export const DEFAULT_REPLY_TARGETS: ReplyTargets = { first: 5, second: 60 };

/**
 * Whole minutes of opening hours from `from` to `to` (ISO instants): the parts of the span that
 * fall on an open weekday between its opening and closing time, on no closed date (`YYYY-MM-DD`).
 * Zero when `to` is not after `from`.
 */
export function openMinutesBetween(
  from: string,
  to: string,
  hours: OpeningHours,
  closed: readonly string[] = [],
): number {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!(end > start)) return 0;
  // Midnight (Malaysian) of the first day, as a UTC instant.
  let dayStart = Math.floor((start + MYT_OFFSET_MS) / DAY_MS) * DAY_MS - MYT_OFFSET_MS;
  let open = 0;
  for (; dayStart < end; dayStart += DAY_MS) {
    const date = new Date(dayStart + MYT_OFFSET_MS).toISOString().slice(0, 10);
    const weekDay = WEEK_DAYS[(new Date(dayStart + MYT_OFFSET_MS).getUTCDay() + 6) % 7] as WeekDay;
    const h = hours[weekDay];
    if (!h || closed.includes(date)) continue;
    const a = Math.max(start, dayStart + h.open * MINUTE_MS);
    const b = Math.min(end, dayStart + h.close * MINUTE_MS);
    if (b > a) open += b - a;
  }
  return Math.floor(open / MINUTE_MS);
}

/** Where an age stands against the targets: within the first, within the second, or past both. */
export type ClockStanding = 'on-time' | 'late' | 'overdue';

export function clockStanding(minutes: number, targets: ReplyTargets): ClockStanding {
  if (minutes <= targets.first) return 'on-time';
  return minutes <= targets.second ? 'late' : 'overdue';
}

/** What the clock needs of a lead. */
export interface ClockLead {
  createdAt: string;
  firstReplyAt: string | null;
}

/** A lead's age in opening minutes: until its first reply, or until `now` while it has none. */
export const leadAge = (lead: ClockLead, now: Date, hours: OpeningHours, closed: readonly string[] = []): number =>
  openMinutesBetween(lead.createdAt, lead.firstReplyAt ?? now.toISOString(), hours, closed);

/**
 * By the instant received, not by the text: not localeCompare, whose first call loads ICU's
 * collation data (7 to 13 ms here) on the inbox's first screen, and which orders '.' before '+'
 * (a time with fractional seconds before the same second without).
 */
const olderFirst = (a: ClockLead, b: ClockLead): number => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/**
 * The inbox's default order, 'Waiting longest': the unanswered leads first, the oldest of them
 * first (an older lead has waited at least as many opening minutes), then the answered ones, newest first.
 */
export function waitingLongestFirst<T extends ClockLead>(leads: readonly T[]): T[] {
  const waiting = leads.filter((l) => l.firstReplyAt === null).sort(olderFirst);
  return [...waiting, ...newestFirst(leads.filter((l) => l.firstReplyAt !== null))];
}

/** The inbox's other order, 'Newest first'. */
export const newestFirst = <T extends ClockLead>(leads: readonly T[]): T[] =>
  [...leads].sort((a, b) => olderFirst(b, a));
