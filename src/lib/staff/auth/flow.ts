// Sign-in by username and sign-up (docs/product.md §7 calls, §8 messages), written against a small
// interface so the order of calls and every message can be tested without a browser.
import { STAFF_WORDS } from '~/lib/staff-words';
import { passwordNeeds, readablePasswordMessage } from './password-reasons';
import { USERNAME_RULE, checkUsername } from './username';

export type ServerError = {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
  reasons?: string[] | undefined;
};

/** The calls the auth card makes; src/data/auth-api.ts implements it over supabase-js. */
export interface AuthApi {
  getEmailForUsername(username: string): Promise<{ email: string | null; error: ServerError | null }>;
  /** `codeNext`: the account has a verified second factor, so the sign-in ends with its code. */
  signInWithPassword(email: string, password: string): Promise<{ error: ServerError | null; codeNext?: boolean }>;
  isUsernameAvailable(username: string): Promise<{ available: boolean | null; error: ServerError | null }>;
  /** `needsConfirmation`: the account exists but the project confirms emails, so no session yet. */
  signUp(
    email: string,
    password: string,
    emailRedirectTo: string,
    username: string,
  ): Promise<{ userId: string | null; needsConfirmation?: boolean; error: ServerError | null }>;
  upsertProfile(userId: string, username: string, email: string): Promise<{ error: ServerError | null }>;
  /**
   * Whether the account just made (its sign-up session still open) waits for the owner's approval:
   * the project's sign-up setting is 'approval' (a live site's default) and it is not the first owner.
   */
  awaitsApproval?(): Promise<boolean>;
  /** Drops the session a sign-up may have opened, so the person signs in by username as told. */
  forgetLocalSession(): Promise<void>;
}

/** `codeNext`: signed in with the password, but the sign-in ends with the two-factor code (not said yet). */
export type FlowResult =
  { ok: true; message: string; codeNext?: boolean } | { ok: false; message: string; description?: string | undefined };

const fail = (message: string, description?: string): FlowResult => ({ ok: false, message, description });

/** Wrong credentials come back as 400 invalid_credentials; anything else is a failed login. */
const isBadCredentials = (e: ServerError): boolean => e.code === 'invalid_credentials' || (e.status === 400 && !e.code);

export async function loginWithUsername(api: AuthApi, rawUsername: string, password: string): Promise<FlowResult> {
  if (rawUsername.includes('@')) return fail(STAFF_WORDS.auth.emailAsUsername, USERNAME_RULE);
  const check = checkUsername(rawUsername);
  if (!check.ok) return fail(check.message);
  try {
    const lookup = await api.getEmailForUsername(check.username);
    if (lookup.error || !lookup.email) return fail(STAFF_WORDS.auth.usernameNotFound);
    const { error, codeNext = false } = await api.signInWithPassword(lookup.email, password);
    if (error?.code === 'email_not_confirmed') return fail(STAFF_WORDS.auth.emailNotConfirmed);
    if (error)
      return fail(isBadCredentials(error) ? STAFF_WORDS.auth.invalidCredentials : STAFF_WORDS.auth.loginFailed);
    // With a second factor the code is asked next: 'Logged in successfully' waits for it (TotpChallenge).
    return { ok: true, message: STAFF_WORDS.auth.loggedIn, ...(codeNext ? { codeNext } : {}) };
  } catch {
    return fail(STAFF_WORDS.auth.loginFailed);
  }
}

type SignUpInput = { username: string; email: string; password: string; origin: string };

export async function signUpWithUsername(api: AuthApi, input: SignUpInput): Promise<FlowResult> {
  const check = checkUsername(input.username);
  if (!check.ok) return fail(check.message);
  try {
    const availability = await api.isUsernameAvailable(check.username);
    if (availability.error || availability.available !== true) return fail(STAFF_WORDS.auth.usernameTaken);
    const email = input.email.trim();
    const signUp = await api.signUp(email, input.password, `${input.origin}/`, check.username);
    if (signUp.error) {
      const { message, reasons, code, status } = signUp.error;
      // The email limit (hosted Auth's built-in sender: 2 an hour) and other rate limits, in words.
      if (code === 'over_email_send_rate_limit')
        return fail(STAFF_WORDS.auth.emailRateLimited, STAFF_WORDS.auth.emailRateLimitedHelp);
      if (status === 429) return fail(STAFF_WORDS.auth.tooManyAttempts);
      if (!reasons?.length) return fail(message || STAFF_WORDS.auth.unableToSignUp);
      return fail(
        readablePasswordMessage(message) || STAFF_WORDS.auth.unableToSignUp,
        passwordNeeds(message, reasons, input.password),
      );
    }
    if (!signUp.userId) return fail(STAFF_WORDS.auth.unableToSignUp);
    const profile = await api.upsertProfile(signUp.userId, check.username, email);
    // Asked with the sign-up's own session, so only when there is one (no email to confirm first).
    const waits = !profile.error && !signUp.needsConfirmation && (await api.awaitsApproval?.().catch(() => false));
    await api.forgetLocalSession();
    if (profile.error) return fail(STAFF_WORDS.auth.profileFailed);
    if (waits) return { ok: true, message: STAFF_WORDS.auth.signedUpPending };
    return {
      ok: true,
      message: signUp.needsConfirmation ? STAFF_WORDS.auth.signedUpConfirmEmail : STAFF_WORDS.auth.signedUp,
    };
  } catch {
    return fail(STAFF_WORDS.auth.signupFailed);
  }
}
