// GoTrue's requireAuthentication: a Bearer access token whose user, and session if named,
// still exist. Unlike PostgREST, GoTrue checks the session, so signed-out tokens stop here.
import type { JwtFailure } from '../keys/jwt.ts';
import type { ApiRequest } from '../http/http.ts';
import { AuthHttpError, badRequest, forbidden } from './errors.ts';
import { findUserById, type Tx, type UserRow } from './users.ts';

export interface Authenticated {
  claims: Record<string, unknown>;
  user: UserRow;
  sessionId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// golang-jwt v5's wording, which GoTrue appends to its own message.
const JWT_REASON: Record<JwtFailure, string> = {
  malformed: 'token is malformed: could not parse the token',
  bad_signature: 'token signature is invalid: signature is invalid',
  expired: 'token has invalid claims: token is expired',
  not_yet_valid: 'token has invalid claims: token is not valid yet',
  bad_audience: 'token has invalid claims: token has invalid audience',
};

/**
 * The claims of `Authorization: Bearer` (the apikey does not count): 401 no_authorization without
 * one, 403 bad_jwt when its signature or expiry fails. The gateway verified it already (http/http.ts);
 * GoTrue's pattern is stricter than the gateway's, so any token it accepts has a result there.
 */
export function verifiedClaims(req: ApiRequest): Record<string, unknown> {
  const token = /^[Bb]earer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  const result = token !== undefined && req.bearer?.token === token ? req.bearer.result : null;
  if (token === undefined || !result)
    throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  if (!result.ok) {
    const reason =
      token.split('.').length !== 3
        ? 'token is malformed: token contains an invalid number of segments'
        : JWT_REASON[result.reason];
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  return result.claims;
}

/** Loads the user and checks the session named by the token (GoTrue's maybeLoadUserOrSession). */
export async function loadAuthenticated(tx: Tx, claims: Record<string, unknown>): Promise<Authenticated> {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let sessionId: string | null = null;
  const sid = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sid && sid !== NIL_UUID) {
    if (!UUID.test(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    const { rows } = await tx.query(`select 1 from auth.sessions where id = $1`, [sid]);
    if (rows.length === 0) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    sessionId = sid;
  }
  if (user.banned_until && user.banned_until > new Date()) throw forbidden('user_banned', 'User is banned');
  return { claims, user, sessionId };
}
