// Access tokens with GoTrue's claim set, signed by the server's keyring (keys/signing.ts: ES256/RS256 with a kid, or HS256), so PostgREST/Storage (and RLS via auth.uid())
// see exactly what a hosted project would put in request.jwt.claims.
import { z } from 'zod';
import type { JwtClaims } from '../keys/jwt.ts';
import type { Tx, UserRow } from './users.ts';

export interface TokenSettings {
  /** the keyring's sign (keys/signing.ts): the one place access tokens are signed */
  sign: (claims: JwtClaims) => string;
  /** `${api url}/auth/v1` */
  issuer: string;
  /** seconds */
  jwtExpiry: number;
}

interface AmrEntry {
  method: string;
  timestamp: number;
}

interface AccessTokenClaims extends JwtClaims {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

const amrRowSchema = z.object({ method: z.string(), timestamp: z.coerce.number().int() });

/** The session's authentication methods, most recent first (GoTrue's CalculateAALAndAMR). */
export async function sessionAmr(tx: Tx, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await tx.query(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => amrRowSchema.parse(r));
}

export function signAccessToken(
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  now: number = Math.floor(Date.now() / 1000),
  /** the session's assurance level (aal2 once a second factor was verified in it) */
  aal: 'aal1' | 'aal2' = 'aal1',
): { token: string; expiresAt: number } {
  const expiresAt = now + settings.jwtExpiry;
  // Key order follows GoTrue's struct so decoded tokens read the same.
  const claims: AccessTokenClaims = {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return { token: settings.sign(claims), expiresAt };
}
