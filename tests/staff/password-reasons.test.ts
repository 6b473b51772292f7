import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { passwordNeeds, passwordRule, readablePasswordMessage } from '~/lib/staff/auth/password-reasons';
import { passwordPolicy } from '~/config/constants';
import { parseToml } from '../../scripts/supabase/config/toml.ts';

// GoTrue's own words for the local config (8 characters, lower_upper_letters_digits).
const LENGTH = 'Password should be at least 8 characters.';
const KINDS =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.';

describe('readablePasswordMessage', () => {
  it('names the character sets instead of listing them', () => {
    expect(readablePasswordMessage(`${LENGTH} ${KINDS}`)).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: a lower-case letter, an upper-case letter, a digit.',
    );
  });
  it('names the letters_digits and symbols sets', () => {
    expect(
      readablePasswordMessage(
        'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      ),
    ).toBe('Password should contain at least one character of each: a letter, a digit.');
    expect(readablePasswordMessage('…each: 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.')).toBe(
      '…each: a digit, a symbol.',
    );
  });
  it('leaves other messages alone', () => {
    expect(
      readablePasswordMessage('Password is known to be weak and easy to guess, please choose a different one.'),
    ).toBe('Password is known to be weak and easy to guess, please choose a different one.');
  });
});

describe('passwordNeeds', () => {
  it('lists the length and the kinds of character the password lacks, from the server reasons', () => {
    expect(passwordNeeds(`${LENGTH} ${KINDS}`, ['length', 'characters'], '123')).toBe(
      'Password needs: at least 8 characters, a lower-case letter, an upper-case letter',
    );
    expect(passwordNeeds(KINDS, ['characters'], 'longenough')).toBe('Password needs: an upper-case letter, a digit');
    expect(passwordNeeds(LENGTH, ['length'], 'Ab1')).toBe('Password needs: at least 8 characters');
  });
  it('lists every required kind when it cannot tell which are missing', () => {
    expect(passwordNeeds(KINDS, ['characters'], '')).toBe(
      'Password needs: a lower-case letter, an upper-case letter, a digit',
    );
  });
  it('phrases reasons whose message it cannot read, and keeps unknown ones', () => {
    expect(passwordNeeds('Weak password', ['length', 'characters', 'pwned', 'new_rule'], 'x')).toBe(
      'Password needs: more characters, more kinds of characters, not to appear in known data breaches, new rule',
    );
  });
});

describe('passwordRule', () => {
  it('states the policy before the first try', () => {
    expect(passwordRule(passwordPolicy)).toBe(
      'At least 8 characters, with a lower-case letter, an upper-case letter and a digit',
    );
    expect(passwordRule({ minLength: 6, requirements: '' })).toBe('At least 6 characters');
    expect(passwordRule({ minLength: 10, requirements: 'letters_digits' })).toBe(
      'At least 10 characters, with a letter and a digit',
    );
  });
  it("is the auth server's policy (supabase/config.toml)", () => {
    const auth = parseToml(readFileSync('supabase/config.toml', 'utf8')).auth as Record<string, unknown>;
    expect({ minLength: auth.minimum_password_length, requirements: auth.password_requirements }).toEqual(
      passwordPolicy,
    );
  });
});
