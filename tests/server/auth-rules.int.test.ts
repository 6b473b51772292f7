// The auth service's pure rules, without a server: GoTrue's password checks for each
// config.toml setting, the per-IP token bucket, and both error body versions.
import { describe, expect, it } from 'vitest';
import { configFromToml } from '../../scripts/supabase/config/config.ts';
import { closestApiVersion, errorResponse, AuthHttpError, OAuthError } from '../../scripts/supabase/auth/errors.ts';
import { checkPasswordStrength } from '../../scripts/supabase/auth/password.ts';
import { RateLimiter } from '../../scripts/supabase/auth/ratelimit.ts';
import { validateEmail } from '../../scripts/supabase/auth/email.ts';

const authConfig = (minimum: number, requirements: string) =>
  configFromToml({ auth: { minimum_password_length: minimum, password_requirements: requirements } }).auth;

function failure(fn: () => void): AuthHttpError {
  try {
    fn();
  } catch (e) {
    if (e instanceof AuthHttpError) return e;
    throw e;
  }
  throw new Error('expected the call to throw');
}

describe('password strength (GoTrue checkPasswordStrength)', () => {
  it('accepts a password meeting the default rules', () => {
    expect(() => checkPasswordStrength('secret', authConfig(6, ''))).not.toThrow();
  });

  it('refuses more than 72 bytes with validation_failed before any strength rule', () => {
    const err = failure(() => checkPasswordStrength('a'.repeat(73), authConfig(100, 'lower_upper_letters_digits')));
    expect([err.status, err.code, err.message]).toEqual([
      400,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ]);
    // 36 two-byte characters are 72 bytes and pass; 37 are 74 bytes and do not.
    expect(() => checkPasswordStrength('é'.repeat(36), authConfig(6, ''))).not.toThrow();
    expect(failure(() => checkPasswordStrength('é'.repeat(37), authConfig(6, ''))).code).toBe('validation_failed');
  });

  it('reports length and characters together, with GoTrue messages and reasons', () => {
    const err = failure(() => checkPasswordStrength('abc', authConfig(8, 'lower_upper_letters_digits')));
    expect(err.status).toBe(422);
    expect(err.code).toBe('weak_password');
    expect(err.reasons).toEqual(['length', 'characters']);
    expect(err.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: ' +
        'abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  });

  it('letters_digits needs a letter of either case and a digit', () => {
    expect(() => checkPasswordStrength('ABCDEF12', authConfig(6, 'letters_digits'))).not.toThrow();
    expect(failure(() => checkPasswordStrength('abcdefgh', authConfig(6, 'letters_digits'))).reasons).toEqual([
      'characters',
    ]);
  });

  it('the symbols rule needs a symbol as well', () => {
    const config = authConfig(6, 'lower_upper_letters_digits_symbols');
    expect(failure(() => checkPasswordStrength('Abcdef12', config)).reasons).toEqual(['characters']);
    expect(() => checkPasswordStrength('Abcdef12!', config)).not.toThrow();
  });
});

describe('email format', () => {
  it('lower-cases valid addresses and refuses malformed ones with GoTrue wording', () => {
    expect(validateEmail('Ali.Baba+cars@Example.COM')).toBe('ali.baba+cars@example.com');
    for (const bad of ['nope', 'a@', '@b.com', 'a b@c.com', 'a@-b.com']) {
      expect(failure(() => validateEmail(bad)).message).toBe('Unable to validate email address: invalid format');
    }
  });
});

describe('rate limiter (per key, limit per 5 minutes)', () => {
  it('allows a burst up to the limit, refuses the next, and refills over time', () => {
    let now = 0;
    const limiter = new RateLimiter(3, { now: () => now });
    expect([limiter.take('ip-a'), limiter.take('ip-a'), limiter.take('ip-a'), limiter.take('ip-a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another address has its own bucket.
    expect(limiter.take('ip-b')).toBe(true);
    // 3 per 300 s is one token every 100 s.
    now = 99_000;
    expect(limiter.take('ip-a')).toBe(false);
    now = 201_000;
    expect(limiter.take('ip-a')).toBe(true);
  });

  it('caps bursts at 30 even when the 5-minute limit is higher', () => {
    const limiter = new RateLimiter(150, { now: () => 0 });
    const results = Array.from({ length: 31 }, () => limiter.take('ip'));
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(results[30]).toBe(false);
  });

  it('anonymous sign-ins: an hourly limit whose burst is the limit itself', () => {
    let now = 0;
    const limiter = new RateLimiter(40, { windowSeconds: 3600, burst: 40, now: () => now });
    expect(Array.from({ length: 41 }, () => limiter.take('ip')).filter(Boolean)).toHaveLength(40);
    // 40 an hour is one every 90 s.
    now = 90_000;
    expect([limiter.take('ip'), limiter.take('ip')]).toEqual([true, false]);
  });

  it('limits nothing when off, as GoTrue without a client-address header (the CLI)', () => {
    const limiter = new RateLimiter(1, { enabled: false, now: () => 0 });
    expect(Array.from({ length: 5 }, () => limiter.take('ip'))).toEqual([true, true, true, true, true]);
  });

  it('check() throws 429 over_request_rate_limit', () => {
    const limiter = new RateLimiter(1, { now: () => 0 });
    limiter.check('ip');
    const err = failure(() => limiter.check('ip'));
    expect([err.status, err.code, err.message]).toEqual([429, 'over_request_rate_limit', 'Request rate limit reached']);
  });
});

describe('error bodies', () => {
  it('uses {code, message} from API version 2024-01-01 and the legacy shape before it', () => {
    const err = new AuthHttpError(422, 'weak_password', 'Password should be at least 6 characters.', ['length']);
    expect(errorResponse(err, closestApiVersion('2024-01-01'))).toEqual({
      status: 422,
      headers: { 'x-sb-error-code': 'weak_password' },
      body: {
        code: 'weak_password',
        message: 'Password should be at least 6 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    expect(errorResponse(err, closestApiVersion(undefined)).body).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('maps API version headers as GoTrue does', () => {
    expect(closestApiVersion('2025-06-30')).toBe('2024-01-01');
    expect(closestApiVersion('2023-12-31')).toBeNull();
    expect(closestApiVersion('yesterday')).toBeNull();
  });

  it('answers OAuth errors as {error, error_description} and hides unexpected ones', () => {
    expect(errorResponse(new OAuthError('invalid_request', 'refresh_token required'), '2024-01-01')).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token required' },
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = errorResponse(new Error('connection lost'), '2024-01-01');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      });
    } finally {
      console.error = original;
    }
  });
});
