// Per-request inputs for the token code: settings read from the live config on each request
// (so test servers started with overrides behave accordingly) and the client's details.
import { isIP } from 'node:net';
import type { ServerContext } from '../context.ts';
import type { ApiRequest } from '../http.ts';
import type { GrantInfo, SessionSettings } from './sessions.ts';

/** The origin the client called (Host header), so the issuer names the URL it actually used. */
function apiOrigin(req: ApiRequest): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host)) return req.url.origin;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : req.url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function sessionSettings(ctx: ServerContext, req: ApiRequest): SessionSettings {
  const auth = ctx.config.auth;
  return {
    jwtSecret: ctx.jwtSecret,
    // The Supabase CLI sets GOTRUE_JWT_ISSUER to the API URL plus /auth/v1.
    issuer: `${apiOrigin(req)}/auth/v1`,
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
