// The embedded server's pg_cron schedules (scripts/supabase/db/pgcron.ts): the five cron fields in
// UTC, named schedules and pg_cron's '[1-59] seconds'.
import { describe, expect, it } from 'vitest';
import { cronMatches, secondsOf } from '../../scripts/supabase/db/pgcron.ts';

const at = (iso: string) => new Date(iso);

describe('pg_cron schedules', () => {
  it('matches every minute, steps, ranges and lists', () => {
    expect(cronMatches('* * * * *', at('2026-11-26T14:03:30Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', at('2026-11-26T14:30:00Z'))).toBe(true);
    expect(cronMatches('*/15 * * * *', at('2026-11-26T14:31:00Z'))).toBe(false);
    expect(cronMatches('0 9-17 * * 1-5', at('2026-11-26T09:00:00Z'))).toBe(true); // a Thursday
    expect(cronMatches('0 9-17 * * 1-5', at('2026-11-28T09:00:00Z'))).toBe(false); // a Saturday
    expect(cronMatches('0,30 8 * * *', at('2026-11-26T08:30:00Z'))).toBe(true);
    expect(cronMatches('0 0 * * 7', at('2026-11-29T00:00:00Z'))).toBe(true); // Sunday as 7
  });

  it('reads named schedules and rejects malformed ones', () => {
    expect(cronMatches('@hourly', at('2026-11-26T14:00:10Z'))).toBe(true);
    expect(cronMatches('@hourly', at('2026-11-26T14:01:00Z'))).toBe(false);
    expect(cronMatches('@daily', at('2026-11-26T00:00:00Z'))).toBe(true);
    expect(cronMatches('* * *', at('2026-11-26T00:00:00Z'))).toBe(false);
  });

  it('reads seconds schedules', () => {
    expect(secondsOf('1 seconds')).toBe(1);
    expect(secondsOf('30 second')).toBe(30);
    expect(secondsOf('* * * * *')).toBeNull();
  });
});
