// The embedded server's TOTP (issue 34) against RFC 6238's SHA-1 test vectors (the last six of
// their eight digits), its window of one step either side, and config.toml's [auth.mfa] and
// [auth.email] settings as the server reads them.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../scripts/supabase/config.ts';
import { base32Encode, matchingStep, otpauthUri, totp } from '../../scripts/supabase/auth/totp.ts';

const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s (RFC 6238 appendix B)', (seconds, code) => {
    expect(totp(SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts the steps either side of now, not two away, and only six digits', () => {
    const now = 1111111111_000;
    expect(matchingStep(SECRET, totp(SECRET, now - 30_000), now)).toBe(37037036);
    expect(matchingStep(SECRET, totp(SECRET, now + 30_000), now)).toBe(37037038);
    expect(matchingStep(SECRET, totp(SECRET, now - 60_000), now)).toBeNull();
    expect(matchingStep(SECRET, `${totp(SECRET, now)}0`, now)).toBeNull();
  });

  it('writes the key URI authenticator apps read', () => {
    expect(otpauthUri('mewah.test', 'sales@mewah.test', 'ABC')).toBe(
      'otpauth://totp/mewah.test:sales%40mewah.test?algorithm=SHA1&digits=6&issuer=mewah.test&period=30&secret=ABC',
    );
  });
});

describe('config.toml', () => {
  it('turns TOTP on, one recovery email a minute, secure password change off', () => {
    const { auth } = loadConfig();
    expect(auth.mfa).toEqual({ maxEnrolledFactors: 10, totpEnroll: true, totpVerify: true });
    expect(auth.emailMaxFrequencyMs).toBe(60_000);
    expect(auth.securePasswordChange).toBe(false);
  });
});
