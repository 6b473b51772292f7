// GoTrue's error shapes. auth-js reads `code` as the error code only when the response carries
// the X-Supabase-Api-Version header (2024-01-01 or later); older clients read `error_code`/`msg`.
import type { ApiResponse } from '../http/http.ts';
import { MailRateLimitError } from '../mail/mailbox.ts';
import { EngineShareRefused } from '../db/fair-share.ts';

/** The subset of GoTrue's error codes (internal/api/apierrors/errorcode.go) this service answers. */
type AuthErrorCode =
  | 'unexpected_failure'
  | 'validation_failed'
  | 'bad_json'
  | 'weak_password'
  | 'user_already_exists'
  | 'signup_disabled'
  | 'phone_provider_disabled'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'user_banned'
  | 'user_not_found'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'same_password'
  | 'not_admin'
  | 'otp_expired'
  | 'not_found'
  // PKCE, recovery, reauthentication, MFA
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'bad_code_verifier'
  | 'email_exists'
  | 'email_address_invalid'
  | 'reauthentication_needed'
  | 'reauthentication_not_valid'
  | 'current_password_mismatch'
  | 'current_password_required'
  // sign-in methods this email-only server does not offer
  | 'anonymous_provider_disabled'
  | 'otp_disabled'
  | 'web3_provider_disabled'
  | 'saml_provider_disabled'
  | 'manual_linking_disabled'
  | 'provider_disabled'
  | 'insufficient_aal'
  | 'mfa_factor_not_found'
  | 'mfa_factor_name_conflict'
  | 'mfa_verification_failed'
  | 'mfa_challenge_expired'
  | 'mfa_ip_address_mismatch'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_totp_enroll_not_enabled'
  | 'mfa_totp_verify_not_enabled'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'mfa_webauthn_verify_not_enabled';

export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Only weak_password errors carry reasons (as `weak_password.reasons`). */
    readonly reasons?: string[],
  ) {
    super(message);
  }
}

/** OAuth2-style error ({error, error_description}), always 400, e.g. a missing refresh_token. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const badRequest = (code: AuthErrorCode, message: string): AuthHttpError =>
  new AuthHttpError(400, code, message);
export const forbidden = (code: AuthErrorCode, message: string): AuthHttpError => new AuthHttpError(403, code, message);
export const unprocessable = (code: AuthErrorCode, message: string): AuthHttpError =>
  new AuthHttpError(422, code, message);

const API_VERSION_2024 = '2024-01-01';

/** GoTrue's DetermineClosestAPIVersion: any valid date on or after 2024-01-01 means the new shape. */
export function closestApiVersion(header: string | undefined): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const parsed = Date.parse(`${header}T00:00:00Z`);
  if (Number.isNaN(parsed)) return null;
  return parsed >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

export const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

/**
 * A check a migration put on auth.users (e.g. users_user_metadata_limits on sign-up data) is the
 * caller's fault: 400 with the check's message. Hosted GoTrue answers 500 for it.
 */
function checkViolation(err: unknown): AuthHttpError | null {
  const pg = err as { code?: unknown; message?: unknown; constraint?: unknown } | null;
  if (
    pg?.code !== '23514' ||
    typeof pg.message !== 'string' ||
    typeof pg.constraint !== 'string' ||
    !pg.constraint.startsWith('users_')
  )
    return null;
  return new AuthHttpError(400, 'validation_failed', pg.message);
}

/** The mailbox's hourly cap ([auth.rate_limit] email_sent) is GoTrue's 429 for its built-in sender. */
const emailRateLimit = (err: unknown): AuthHttpError | null =>
  err instanceof MailRateLimitError ? new AuthHttpError(429, 'over_email_send_rate_limit', err.message) : null;

export function errorResponse(err: unknown, apiVersion: string | null): ApiResponse {
  if (err instanceof OAuthError) {
    return { status: 400, body: { error: err.error, error_description: err.description } };
  }
  const known = err instanceof AuthHttpError ? err : (emailRateLimit(err) ?? checkViolation(err));
  // A request refused for its address's engine share is answered 429 by the gateway.
  if (!known && !(err instanceof EngineShareRefused)) console.error('[auth] unexpected error:', err);
  const status = known?.status ?? 500;
  const code: AuthErrorCode = known?.code ?? 'unexpected_failure';
  const message = known?.message ?? UNEXPECTED;
  const extra = known?.reasons ? { weak_password: { reasons: known.reasons } } : {};
  const body = apiVersion ? { code, message, ...extra } : { code: status, error_code: code, msg: message, ...extra };
  return { status, headers: { 'x-sb-error-code': code }, body };
}
