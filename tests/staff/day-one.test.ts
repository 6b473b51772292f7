// The owner's day-one checklist: which steps are done, and when the list shows.
import { describe, expect, it } from 'vitest';
import { dayOneProgress, readTicked, showDayOne } from '~/lib/staff/day-one';

const fresh = { twoFactor: false, cars: 0, leads: 0, ticked: [] };

describe('the day-one checklist', () => {
  it('shows the owner every step undone on a new site', () => {
    expect(dayOneProgress(fresh)).toEqual({
      twoFactor: false,
      firstCar: false,
      signup: false,
      publishing: false,
      testLead: false,
    });
    expect(showDayOne('owner', fresh)).toBe(true);
  });

  it('is the owner’s alone', () => {
    expect(showDayOne('manager', fresh)).toBe(false);
    expect(showDayOne('sales', fresh)).toBe(false);
    expect(showDayOne(null, fresh)).toBe(false);
  });

  it('marks the steps the database answers, and the ticked ones', () => {
    const some = { twoFactor: true, cars: 3, leads: 0, ticked: ['signup' as const] };
    expect(dayOneProgress(some)).toEqual({
      twoFactor: true,
      firstCar: true,
      signup: true,
      publishing: false,
      testLead: false,
    });
    expect(showDayOne('owner', some)).toBe(true);
  });

  it('goes once every step is done', () => {
    const all = { twoFactor: true, cars: 1, leads: 1, ticked: ['signup' as const, 'publishing' as const] };
    expect(showDayOne('owner', all)).toBe(false);
  });

  it('keeps only the steps a person ticks from what the browser stored', () => {
    expect(readTicked('["publishing","firstCar","x"]')).toEqual(['publishing']);
    expect(readTicked('not json')).toEqual([]);
    expect(readTicked(null)).toEqual([]);
  });
});
