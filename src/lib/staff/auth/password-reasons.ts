// GoTrue's weak_password answer, phrased for people. The server stays the source: its `reasons`
// (length, characters, pwned) say what is wrong, and its message spells out the minimum length and
// the character sets it requires, which are named here instead of listed character by character.

/** GoTrue's password_requirements values and the kinds of character each asks for. */
const REQUIRED_KINDS: Readonly<Record<string, readonly string[]>> = {
  '': [],
  letters_digits: ['a letter', 'a digit'],
  lower_upper_letters_digits: ['a lower-case letter', 'an upper-case letter', 'a digit'],
  lower_upper_letters_digits_symbols: ['a lower-case letter', 'an upper-case letter', 'a digit', 'a symbol'],
};

/** The rule shown under the sign-up password field before any try: "At least 8 characters, with …". */
export function passwordRule(policy: { minLength: number; requirements: string }): string {
  const kinds = REQUIRED_KINDS[policy.requirements] ?? [];
  const length = `At least ${policy.minLength} characters`;
  if (kinds.length === 0) return length;
  const list = kinds.length === 1 ? kinds[0] : `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}`;
  return `${length}, with ${list}`;
}

/** GoTrue's character sets (internal/api/password.go), longest first so a combined set wins. */
const CHARACTER_SETS: ReadonlyArray<{ chars: string; name: string }> = [
  { chars: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', name: 'a letter' },
  { chars: '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~', name: 'a symbol' },
  { chars: 'abcdefghijklmnopqrstuvwxyz', name: 'a lower-case letter' },
  { chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', name: 'an upper-case letter' },
  { chars: '0123456789', name: 'a digit' },
];

/** The required sets named in the message, in the server's order. */
function requiredSets(message: string): Array<{ chars: string; name: string; at: number }> {
  let rest = message;
  const found: Array<{ chars: string; name: string; at: number }> = [];
  for (const set of CHARACTER_SETS) {
    const at = rest.indexOf(set.chars);
    if (at < 0) continue;
    found.push({ ...set, at });
    rest = rest.slice(0, at) + ' '.repeat(set.chars.length) + rest.slice(at + set.chars.length);
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The server's message with each character set named ("…of each: a lower-case letter, a digit."). */
export function readablePasswordMessage(message: string): string {
  let out = message;
  for (const set of CHARACTER_SETS) out = out.split(set.chars).join(set.name);
  return out;
}

/**
 * "Password needs: at least 8 characters, a lower-case letter" from the server's reasons; the
 * character kinds are those the server requires that `password` lacks. Unknown reasons are kept.
 */
export function passwordNeeds(message: string, reasons: readonly string[], password: string): string {
  const needs: string[] = [];
  for (const reason of reasons) {
    if (reason === 'length') {
      const min = /at least (\d+) characters/.exec(message)?.[1];
      needs.push(min ? `at least ${min} characters` : 'more characters');
    } else if (reason === 'characters') {
      const sets = requiredSets(message);
      const missing = sets.filter((s) => ![...s.chars].some((ch) => password.includes(ch)));
      needs.push(...(missing.length ? missing : sets).map((s) => s.name));
      if (sets.length === 0) needs.push('more kinds of characters');
    } else if (reason === 'pwned') {
      needs.push('not to appear in known data breaches');
    } else {
      needs.push(reason.replace(/_/g, ' '));
    }
  }
  return `Password needs: ${needs.join(', ')}`;
}
