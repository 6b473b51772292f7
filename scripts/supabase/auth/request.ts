// Per-request inputs for the token code: settings read from the live config on each request
// (so test servers started with overrides behave accordingly) and the client's details. Nothing
// here is taken from Host or X-Forwarded-* headers: those are the caller's to choose.
import { isIP } from 'node:net';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest } from '../http/http.ts';
import type { GrantInfo, SessionSettings } from './sessions.ts';

/** GoTrue's API_EXTERNAL_URL: the server's configured URL plus /auth/v1, never a request header. */
export const authUrl = (ctx: ServerContext): string => `${ctx.apiUrl}/auth/v1`;

export function sessionSettings(ctx: ServerContext): SessionSettings {
  const auth = ctx.config.auth;
  return {
    sign: (claims) => ctx.keys.sign(claims),
    // The Supabase CLI sets GOTRUE_JWT_ISSUER to the API URL plus /auth/v1.
    issuer: authUrl(ctx),
    jwtExpiry: auth.jwtExpiry,
    refreshTokenRotation: auth.enableRefreshTokenRotation,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval,
  };
}

export function grantInfo(req: ApiRequest): GrantInfo {
  // auth.sessions.ip is inet: anything unparsable is stored as null rather than failing sign-in.
  const ip = req.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return { userAgent: req.headers['user-agent'], ip: isIP(ip) ? ip : '' };
}
