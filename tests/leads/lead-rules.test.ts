import { describe, expect, it } from 'vitest';
import { dealerSettingProblems, parseHolidays, parseMapPosition, parseOpeningHours } from '~/config/dealer-settings';
import { bookableDays, isEmail, newReference, normaliseMobile, slotInWords, slotsOn } from '~/lib/leads/lead';

describe('a Malaysian mobile number', () => {
  it.each([
    ['012-345 6789', '+60123456789'],
    ['+6012 345 6789', '+60123456789'],
    ['+60 12-345 6789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['011-1234 5678', '+601112345678'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseMobile(typed)).toBe(stored);
  });
  it.each(['03-2141 8888', '+44 20 7946 0958', '12345', '012-345 678', 'call me'])('%s is refused', (typed) => {
    expect(normaliseMobile(typed)).toBeNull();
  });
});

describe('an email address', () => {
  it('refuses ? and & as the database does, which would add recipients to the mailto: link', () => {
    expect(['aisyah@example.com', 'victim@example.com?cc=spy@evil.example', 'a&b@example.com'].map(isEmail)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('the showroom hours', () => {
  const hours = parseOpeningHours('mon-fri 10:00-19:00; sat 10:00-18:00');
  it('reads day ranges and leaves unnamed days closed', () => {
    expect(hours.mon).toEqual({ open: 600, close: 1140 });
    expect(hours.fri).toEqual({ open: 600, close: 1140 });
    expect(hours.sat).toEqual({ open: 600, close: 1080 });
    expect(hours.sun).toBeUndefined();
  });
  it('refuses hours it cannot read, saying how to write them', () => {
    expect(() => parseOpeningHours('weekdays 9-5')).toThrow(
      '"weekdays 9-5" is not a day (or range) and hours, like "mon-fri 10:00-19:00"',
    );
    expect(() => parseOpeningHours('mon 19:00-10:00')).toThrow('like "mon-fri 10:00-19:00"');
  });
  it('books from tomorrow to 30 days ahead, Malaysian time, on open days only', () => {
    // Saturday 28 November 2026, 23:30 in Kuala Lumpur (15:30 UTC): tomorrow is Sunday, closed.
    const days = bookableDays(hours, new Date('2026-11-28T15:30:00Z'));
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2026-12-28');
    expect(days).not.toContain('2026-12-06'); // a Sunday
    expect(days).toHaveLength(25); // 30 days, five of them Sundays;
    // 16:30 UTC is already Sunday 29 November in Kuala Lumpur: Monday is still the first day.
    expect(bookableDays(hours, new Date('2026-11-28T16:30:00Z'))[0]).toBe('2026-11-30');
  });
  it('offers no public holiday of the dealer’s', () => {
    const days = bookableDays(hours, new Date('2026-11-28T15:30:00Z'), parseHolidays('2026-12-25, 2026-12-11'));
    expect(days).not.toContain('2026-12-25');
    expect(days).not.toContain('2026-12-11');
    expect(days).toContain('2026-12-24');
    expect(days).toHaveLength(23);
  });
  it('refuses a holiday that is not a date', () => {
    expect(() => parseHolidays('2026-12-25, 25/12')).toThrow('"25/12" is not a date like 2026-12-25');
    expect(() => parseHolidays('2027-02-30')).toThrow('"2027-02-30" is not a date like 2026-12-25');
    expect(() => parseHolidays('2027-13-45')).toThrow('"2027-13-45" is not a date like 2026-12-25');
  });
  it('offers hourly slots ending an hour before closing', () => {
    expect(slotsOn(hours, '2026-12-05')).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(slotsOn(hours, '2026-12-06')).toEqual([]);
  });
});

describe('the settings of live mode', () => {
  const read = (env: Record<string, string>) => (name: string) =>
    env[name] ??
    { PUBLIC_DEALER_HOURS: 'mon-fri 10:00-19:00', PUBLIC_DEALER_MAP: '3.1466,101.7101', PUBLIC_DEALER_MAKES: 'BMW' }[
      name
    ] ??
    '';
  it('asks nothing of the demo', () => {
    expect(dealerSettingProblems({}, read({ PUBLIC_SITE_MODE: 'demo' }))).toEqual([]);
  });
  it('names every missing or malformed setting of live mode', () => {
    const env = { PUBLIC_SITE_MODE: 'live', PUBLIC_DEALER_PHONE: 'ring us', PUBLIC_DEALER_MAP: 'KL' };
    expect(dealerSettingProblems(env, read(env))).toEqual([
      'PUBLIC_DEALER_EMAIL is required when PUBLIC_SITE_MODE=live',
      'PUBLIC_DEALER_STREET is required when PUBLIC_SITE_MODE=live',
      'PUBLIC_DEALER_CITY is required when PUBLIC_SITE_MODE=live',
      'PUBLIC_DEALER_PHONE "ring us" is not a phone number like +60 3-2141 8888',
      'PUBLIC_DEALER_MAP: "KL" is not "latitude,longitude", like "3.1466,101.7101"',
    ]);
  });
  it('refuses a mode it does not know', () => {
    expect(dealerSettingProblems({}, read({ PUBLIC_SITE_MODE: 'production' }))).toEqual([
      'PUBLIC_SITE_MODE must be demo or live, not "production"',
    ]);
  });
  it('reads the map position', () => {
    expect(parseMapPosition('3.1466, 101.7101')).toEqual({ lat: 3.1466, lng: 101.7101 });
  });
});

describe('the reference', () => {
  it('is the brand initials and four letters that read back over a phone', () => {
    expect(newReference('Mewah Motors', () => new Uint8Array([5, 49, 33, 22]))).toBe('MM-7K3Q');
  });
});

describe("a test drive's day and time in words", () => {
  it('reads the same in any time zone, in English and in Malay', () => {
    expect(slotInWords('2026-12-12', '12:00', 'en')).toBe('Saturday 12 December, 12:00');
    expect(slotInWords('2026-12-12', '12:00', 'ms')).toBe('Sabtu 12 Disember, 12:00');
    expect(slotInWords('2027-01-04', '09:00', 'en')).toBe('Monday 4 January, 09:00');
  });
});
