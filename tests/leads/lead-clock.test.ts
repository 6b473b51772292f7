// The lead clock under a fixed clock, with the demo showroom's hours (Monday to Friday 10:00–19:00,
// Saturday 10:00–18:00, Sunday closed): ages count opening hours only, in Malaysian time.
import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from '~/config/dealer-settings';
import {
  clockStanding,
  DEFAULT_REPLY_TARGETS,
  leadAge,
  mytDateTime,
  newestFirst,
  openMinutesBetween,
  waitingLongestFirst,
} from '~/lib/staff/lead-clock';
import { median, replyWeeks } from '~/lib/staff/reply-weeks';
import { STAFF_WORDS } from '~/lib/staff-words';

const hours = parseOpeningHours('mon-fri 10:00-19:00; sat 10:00-18:00');
const age = STAFF_WORDS.leads.age;

describe('a lead’s age in opening hours', () => {
  it('starts a lead sent at 22:00 on Friday when the showroom opens on Saturday', () => {
    // Friday 4 December 22:00 MYT to Saturday 5 December 10:04 MYT.
    const minutes = openMinutesBetween('2026-12-04T14:00:00Z', '2026-12-05T02:04:00Z', hours);
    expect(minutes).toBe(4);
    expect(age(minutes)).toBe('4 min');
  });

  it('skips Sunday: Saturday 17:50 to Monday 12:00 is 2 h 10 min', () => {
    const minutes = openMinutesBetween('2026-12-05T09:50:00Z', '2026-12-07T04:00:00Z', hours);
    expect(minutes).toBe(130);
    expect(age(minutes)).toBe('2 h 10 min');
  });

  it('skips a closed date too: with Monday 7 December a holiday, Saturday 17:50 to Tuesday 10:30 is 40 min', () => {
    expect(openMinutesBetween('2026-12-05T09:50:00Z', '2026-12-08T02:30:00Z', hours, ['2026-12-07'])).toBe(40);
  });

  it('counts nothing outside the hours, and nothing backwards', () => {
    expect(openMinutesBetween('2026-12-06T01:00:00Z', '2026-12-06T10:00:00Z', hours)).toBe(0);
    expect(openMinutesBetween('2026-12-07T04:00:00Z', '2026-12-07T03:00:00Z', hours)).toBe(0);
    expect(age(60)).toBe('1 h');
  });

  it('stops at the first reply, and runs to now while there is none', () => {
    const now = new Date('2026-12-07T05:00:00Z'); // Monday 13:00
    const lead = { createdAt: '2026-12-07T02:00:00Z', firstReplyAt: null }; // Monday 10:00
    expect(leadAge(lead, now, hours)).toBe(180);
    expect(leadAge({ ...lead, firstReplyAt: '2026-12-07T02:07:00Z' }, now, hours)).toBe(7);
  });
});

describe('the targets', () => {
  it('colours 5 min on time, 6 min and 60 min late, 61 min overdue (defaults 5 and 60)', () => {
    expect(DEFAULT_REPLY_TARGETS).toEqual({ first: 5, second: 60 });
    expect([5, 6, 60, 61].map((m) => clockStanding(m, DEFAULT_REPLY_TARGETS))).toEqual([
      'on-time',
      'late',
      'late',
      'overdue',
    ]);
  });
});

describe('the inbox order and the desk’s weeks', () => {
  it("puts the unanswered leads first, oldest first, then the answered ones, newest first ('Waiting longest')", () => {
    const leads = [
      { id: 'a', createdAt: '2026-12-07T03:00:00Z', firstReplyAt: '2026-12-07T03:02:00Z' },
      { id: 'b', createdAt: '2026-12-07T04:00:00Z', firstReplyAt: null },
      { id: 'c', createdAt: '2026-12-07T01:00:00Z', firstReplyAt: null },
      { id: 'd', createdAt: '2026-12-07T05:00:00Z', firstReplyAt: '2026-12-07T05:30:00Z' },
    ];
    expect(waitingLongestFirst(leads).map((l) => l.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('orders leads by the instant received, whatever fractional seconds the API wrote', () => {
    // PostgREST writes a timestamptz with as many fractional digits as it has: '…:05+00:00' is
    // earlier than '…:05.5+00:00', which is earlier than '…:06+00:00'.
    const leads = [
      { id: 'half past', createdAt: '2026-12-07T03:00:05.5+00:00', firstReplyAt: null },
      { id: 'next second', createdAt: '2026-12-07T03:00:06+00:00', firstReplyAt: null },
      { id: 'on the second', createdAt: '2026-12-07T03:00:05+00:00', firstReplyAt: null },
    ];
    expect(waitingLongestFirst(leads).map((l) => l.id)).toEqual(['on the second', 'half past', 'next second']);
    expect(newestFirst(leads).map((l) => l.id)).toEqual(['next second', 'half past', 'on the second']);
  });

  it('gives the median and the share within each target per week, this week last', () => {
    const now = new Date('2026-12-08T04:00:00Z'); // Tuesday 8 December, 12:00
    const leads = [
      // This week (2 to 8 December): answered in 3, 30 and 90 opening minutes, one waiting.
      { createdAt: '2026-12-07T02:00:00Z', firstReplyAt: '2026-12-07T02:03:00Z' },
      { createdAt: '2026-12-07T03:00:00Z', firstReplyAt: '2026-12-07T03:30:00Z' },
      { createdAt: '2026-12-05T09:00:00Z', firstReplyAt: '2026-12-07T02:30:00Z' }, // Sat 17:00 → Mon 10:30
      { createdAt: '2026-12-08T03:00:00Z', firstReplyAt: null },
      // The week before: one answered in 10 minutes.
      { createdAt: '2026-11-30T02:00:00Z', firstReplyAt: '2026-11-30T02:10:00Z' },
    ];
    expect(replyWeeks(leads, now, hours, [], DEFAULT_REPLY_TARGETS, 2)).toEqual([
      { weekEnd: '2026-12-01', answered: 1, medianMinutes: 10, withinFirstPercent: 0, withinSecondPercent: 100 },
      { weekEnd: '2026-12-08', answered: 3, medianMinutes: 30, withinFirstPercent: 33.3, withinSecondPercent: 66.7 },
    ]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('the time a lead came in', () => {
  it("is written in Malaysian time as en-MY's medium date and short time", () => {
    expect(mytDateTime('2026-12-05T16:05:00Z')).toBe('6 Dec 2026, 12:05 am');
    expect(mytDateTime('2026-12-05T04:05:00Z')).toBe('5 Dec 2026, 12:05 pm');
    expect(mytDateTime('2026-01-31T23:59:30.5+00:00')).toBe('1 Feb 2026, 7:59 am');
    // en-MY shortens September to four letters.
    expect(mytDateTime('2026-09-05T16:05:00Z')).toBe('6 Sept 2026, 12:05 am');
  });

  it('says what Intl.DateTimeFormat says, every 53 minutes over two years', () => {
    const intl = new Intl.DateTimeFormat('en-MY', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kuala_Lumpur',
    });
    const differ: string[] = [];
    for (let t = Date.parse('2025-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 53 * 60_000) {
      const iso = new Date(t).toISOString();
      if (mytDateTime(iso) !== intl.format(t)) differ.push(`${iso}: ${mytDateTime(iso)} ≠ ${intl.format(t)}`);
    }
    expect(differ).toEqual([]);
  });
});
