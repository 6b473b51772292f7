// GoTrue's weak_password answer, phrased for people. The server stays the source: its `reasons`
// (length, characters, pwned) say what is wrong, and its message spells out the minimum length and
// the character sets it requires, which are named here instead of listed character by character.
// The words are STAFF_WORDS.password, read from ~/lib/staff-words/account-en so that a password
// form loads no other staff words; the server's own message stays in English.
import { password as PASSWORD_WORDS } from '~/lib/staff-words/account-en';

type Kind = 'letter' | 'lowerLetter' | 'upperLetter' | 'digit' | 'symbol';

/** GoTrue's password_requirements values and the kinds of character each asks for. */
const REQUIRED_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  '': [],
  letters_digits: ['letter', 'digit'],
  lower_upper_letters_digits: ['lowerLetter', 'upperLetter', 'digit'],
  lower_upper_letters_digits_symbols: ['lowerLetter', 'upperLetter', 'digit', 'symbol'],
};

/** The rule shown under the sign-up password field before any try: "At least 8 characters, with …". */
export function passwordRule(policy: { minLength: number; requirements: string }): string {
  const kinds = REQUIRED_KINDS[policy.requirements] ?? [];
  return PASSWORD_WORDS.rule(
    policy.minLength,
    kinds.map((k) => PASSWORD_WORDS[k]),
  );
}

/** GoTrue's character sets (internal/api/password.go), longest first so a combined set wins. */
const CHARACTER_SETS: ReadonlyArray<{ chars: string; kind: Kind }> = [
  { chars: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', kind: 'letter' },
  { chars: '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~', kind: 'symbol' },
  { chars: 'abcdefghijklmnopqrstuvwxyz', kind: 'lowerLetter' },
  { chars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', kind: 'upperLetter' },
  { chars: '0123456789', kind: 'digit' },
];

/** The required sets named in the message, in the server's order. */
function requiredSets(message: string): Array<{ chars: string; kind: Kind; at: number }> {
  let rest = message;
  const found: Array<{ chars: string; kind: Kind; at: number }> = [];
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
  for (const set of CHARACTER_SETS) out = out.split(set.chars).join(PASSWORD_WORDS[set.kind]);
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
      needs.push(min ? PASSWORD_WORDS.atLeast(min) : PASSWORD_WORDS.moreCharacters);
    } else if (reason === 'characters') {
      const sets = requiredSets(message);
      const missing = sets.filter((s) => ![...s.chars].some((ch) => password.includes(ch)));
      needs.push(...(missing.length ? missing : sets).map((s) => PASSWORD_WORDS[s.kind]));
      if (sets.length === 0) needs.push(PASSWORD_WORDS.moreKinds);
    } else if (reason === 'pwned') {
      needs.push(PASSWORD_WORDS.notPwned);
    } else {
      needs.push(reason.replace(/_/g, ' '));
    }
  }
  return PASSWORD_WORDS.needs(needs);
}
