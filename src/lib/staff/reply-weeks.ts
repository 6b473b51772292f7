// The desk's weekly figures of the lead clock (./lead-clock.ts): each week's answered leads, their
// median age at first reply and the share within each of the owner's targets. Apart from the clock
// itself, which the inbox draws with before the rest of the staff code loads (docs/benchmarks.md).
import type { OpeningHours } from '~/config/dealer-settings';
import { DAY_MS, leadAge, MYT_OFFSET_MS, type ClockLead, type ReplyTargets } from './lead-clock';

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One week of first replies: the leads received that week that have been answered. */
export interface ReplyWeek {
  /** The week's last day (Malaysian), `YYYY-MM-DD`, as the desk's other weekly charts name weeks. */
  weekEnd: string;
  answered: number;
  /** Median age at first reply, opening minutes; null: none answered. */
  medianMinutes: number | null;
  /** Percent answered within the first and the second target (0 when none answered). */
  withinFirstPercent: number;
  withinSecondPercent: number;
}

const percent = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * The desk's figures: `weeks` weeks of seven days, the last ending today (Malaysian), oldest first;
 * each lead counts in the week it was received, once it has been answered.
 */
export function replyWeeks(
  leads: readonly ClockLead[],
  now: Date,
  hours: OpeningHours,
  closed: readonly string[],
  targets: ReplyTargets,
  weeks = 12,
): ReplyWeek[] {
  const todayStart = Math.floor((now.getTime() + MYT_OFFSET_MS) / DAY_MS) * DAY_MS - MYT_OFFSET_MS;
  const rows: ReplyWeek[] = [];
  for (let w = weeks - 1; w >= 0; w--) {
    const end = todayStart + DAY_MS - w * 7 * DAY_MS;
    const start = end - 7 * DAY_MS;
    const ages = leads
      .filter((l) => l.firstReplyAt !== null && Date.parse(l.createdAt) >= start && Date.parse(l.createdAt) < end)
      .map((l) => leadAge(l, now, hours, closed));
    rows.push({
      weekEnd: new Date(end - DAY_MS + MYT_OFFSET_MS).toISOString().slice(0, 10),
      answered: ages.length,
      medianMinutes: median(ages),
      withinFirstPercent: percent(ages.filter((m) => m <= targets.first).length, ages.length),
      withinSecondPercent: percent(ages.filter((m) => m <= targets.second).length, ages.length),
    });
  }
  return rows;
}
