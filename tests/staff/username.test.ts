import { describe, expect, it } from 'vitest';
import { checkUsername, USERNAME_RULE } from '~/lib/staff/auth/username';

describe('checkUsername', () => {
  it('accepts letters, digits, _ and . within 3 to 30 characters, trimmed', () => {
    expect(checkUsername('  Ahmad_92.k ')).toEqual({ ok: true, username: 'Ahmad_92.k' });
    expect(checkUsername('abc').ok).toBe(true);
    expect(checkUsername('a'.repeat(30)).ok).toBe(true);
  });

  it.each([
    ['ab', 'at least 3'],
    ['a'.repeat(31), 'at most 30'],
    ['has space', 'only letters'],
    ['dash-name', 'only letters'],
    ['émile', 'only letters'],
  ])('rejects %j with a message naming the rule', (raw, fragment) => {
    const result = checkUsername(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(fragment);
  });

  it('states the rule in words for the field hint', () => {
    expect(USERNAME_RULE).toBe('3 to 30 characters: letters, digits, _ and .');
  });
});
