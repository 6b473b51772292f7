// GoTrue's checkPasswordStrength (internal/api/password.go): same order, same messages.
import type { LocalConfig } from '../config/config.ts';
import { AuthHttpError, badRequest } from './errors.ts';

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
const MAX_PASSWORD_BYTES = 72;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
// GoTrue's symbol set for lower_upper_letters_digits_symbols.
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** config.toml's password_requirements → the character sets GoTrue requires (one of each). */
function requiredCharacterSets(requirement: string): string[] {
  switch (requirement) {
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS];
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS];
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS];
    default:
      return [];
  }
}

/**
 * A password bcrypt cannot hash faithfully: over 72 bytes (bcrypt ignores the rest) or with a NUL
 * (it ends bcrypt's C string, and Postgres text cannot hold it). Sign-up refuses such passwords,
 * so at sign-in they can never match and are answered as wrong credentials.
 */
export function unhashablePassword(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES || password.includes('\u0000');
}

/** Throws validation_failed (400) for > 72 bytes or a NUL, weak_password (422) with reasons otherwise. */
export function checkPasswordStrength(password: string, config: LocalConfig['auth']): void {
  // Go's len() counts bytes, so multi-byte characters count more than once.
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.includes('\u0000')) throw badRequest('validation_failed', 'Password cannot contain NUL characters');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < config.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${config.minimumPasswordLength} characters.`);
  }
  const sets = requiredCharacterSets(config.passwordRequirements);
  if (sets.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (reasons.length > 0) throw new AuthHttpError(422, 'weak_password', messages.join(' '), reasons);
}
