// GoTrue's answers to a new password, as the account forms show them. No supabase-js at run time:
// My account imports this before supabase-js has loaded (docs/benchmarks.md).
import type { AuthError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { passwordNeeds, readablePasswordMessage } from '~/lib/staff/auth/password-reasons';
import * as ACCOUNT_WORDS from '~/lib/staff-words/account-en';

const M = ACCOUNT_WORDS.account;

/** supabase-js's isAuthWeakPasswordError for an error supabase-js returned: by the error's name, as it checks. */
const isWeakPassword = (error: AuthError): error is AuthWeakPasswordError => error.name === 'AuthWeakPasswordError';

/** The toast for a refused password change: message and optional description. */
export function passwordError(error: AuthError, password: string): { message: string; description?: string } {
  if (isWeakPassword(error)) {
    return {
      message: readablePasswordMessage(error.message) || M.passwordChangeFailed,
      description: passwordNeeds(error.message, error.reasons, password),
    };
  }
  if (error.code === 'same_password') return { message: M.samePassword };
  if (error.code === 'current_password_mismatch') return { message: M.currentPasswordWrong };
  if (error.code === 'reauthentication_not_valid') return { message: M.nonceWrong };
  if (error.status === 429) return { message: M.tooManyRequests };
  return { message: M.passwordChangeFailed, description: error.message };
}
