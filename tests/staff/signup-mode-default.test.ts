// Which staff sign-up mode the local server applies at start: the setting when given, 'approval'
// for the dealer's own site, nothing for the demo (its database default 'open' stays).
import { describe, expect, it } from 'vitest';
import { staffSignupModeOf } from '../../scripts/supabase/app/staff-mode.ts';

describe('staffSignupModeOf', () => {
  it('leaves the demo as it is', () => {
    expect(staffSignupModeOf({})).toBeUndefined();
    expect(staffSignupModeOf({ PUBLIC_SITE_MODE: 'demo' })).toBeUndefined();
  });
  it('makes new accounts wait for approval on a live site', () => {
    expect(staffSignupModeOf({ PUBLIC_SITE_MODE: 'live' })).toBe('approval');
  });
  it('follows STAFF_SIGNUP_MODE when set, live or not', () => {
    expect(staffSignupModeOf({ PUBLIC_SITE_MODE: 'live', STAFF_SIGNUP_MODE: 'open' })).toBe('open');
  });
});
