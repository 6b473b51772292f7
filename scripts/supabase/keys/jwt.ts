// The JWT shapes every service shares; every token is signed and verified by the keyring in
// signing.ts.

export interface JwtClaims {
  role: string;
  sub?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
  aud?: string | string[];
  [claim: string]: unknown;
}

/**
 * Why a token was refused: unreadable, a signature no key made, past `exp`, before `nbf`, or an
 * `aud` other than the one this API serves (docs/security.md, "Tokens").
 */
export type JwtFailure = 'malformed' | 'bad_signature' | 'expired' | 'not_yet_valid' | 'bad_audience';

/**
 * The audience a token may name: GoTrue's (`aud` of every access token it issues). A token without
 * `aud` (the anon and service_role API keys have none) is accepted, as PostgREST does with
 * `jwt-aud` set.
 */
export const API_AUDIENCE = 'authenticated';

/**
 * The roles a token may ask for: the three the API's authenticator can switch to on hosted
 * Supabase. Any other (postgres, supabase_admin, …) is refused as Postgres refuses the switch.
 */
export const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };
