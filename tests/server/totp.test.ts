// The embedded server's TOTP (scripts/supabase/auth/totp.ts) against RFC 6238's SHA-1
// test vectors (the last six of their eight digits) and its window of one step either side.
import { describe, expect, it } from 'vitest';
import { matchingStep, otpauthUri } from '../../scripts/supabase/auth/totp.ts';
import { totp } from '../support/totp.ts';

/** RFC 6238's SHA-1 key, the ASCII '12345678901234567890', in base32. */
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59, '287082', 1],
    [1111111109, '081804', 37037036],
    [1111111111, '050471', 37037037],
    [1234567890, '005924', 41152263],
    [2000000000, '279037', 66666666],
    [20000000000, '353130', 666666666],
  ])('at %i s the code is %s (RFC 6238 appendix B)', (seconds, code, step) => {
    expect(matchingStep(SECRET, code, seconds * 1000)).toBe(step);
  });

  it('accepts the steps either side of now, not two away, and only six digits', () => {
    const now = 1111111111_000;
    expect(matchingStep(SECRET, totp(SECRET, -1, now), now)).toBe(37037036);
    expect(matchingStep(SECRET, totp(SECRET, 1, now), now)).toBe(37037038);
    expect(matchingStep(SECRET, totp(SECRET, -2, now), now)).toBeNull();
    expect(matchingStep(SECRET, `${totp(SECRET, 0, now)}0`, now)).toBeNull();
  });

  it('writes the key URI authenticator apps read', () => {
    expect(otpauthUri('mewah.test', 'sales@mewah.test', 'ABC')).toBe(
      'otpauth://totp/mewah.test:sales%40mewah.test?algorithm=SHA1&digits=6&issuer=mewah.test&period=30&secret=ABC',
    );
  });
});
