// The Auth service (GoTrue-compatible), mounted by the embedded server at /auth/v1.
import type { ServerContext } from '../db/context.ts';
import type { ApiResponse, ServiceHandler } from '../http/http.ts';
import { matchRoute, route } from '../http/routes.ts';
import { verify, verifyPost } from './confirm.ts';
import { AuthHttpError, closestApiVersion, errorResponse } from './errors.ts';
import { challenge, enroll, newFactorLimiters, unenroll, verifyFactor } from './factors.ts';
import { logout } from './logout.ts';
import { RateLimiter } from './ratelimit.ts';
import { reauthenticate } from './reauthenticate.ts';
import { recover } from './recover.ts';
import { health, settings } from './settings.ts';
import { otp, resend } from './otp.ts';
import { isAnonymousSignup, signup, signupAnonymously } from './signup.ts';
import { token, type TokenLimiters } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { addressGroup } from '../http/client-address.ts';

export function createAuthService(ctx: ServerContext): ServiceHandler {
  const { rateLimit } = ctx.config.auth;
  const enabled = rateLimit.perClientIp;
  // GoTrue's limiters (apilimiter.New): each endpoint under sign_in_sign_ups has a bucket of its
  // own; every grant of POST /token shares token_refresh's.
  const otpBudget = (): RateLimiter => new RateLimiter(rateLimit.signInSignUps, { enabled });
  const limits = {
    signups: otpBudget(),
    recover: otpBudget(),
    resend: otpBudget(),
    otp: otpBudget(),
    user: otpBudget(),
    anonymous: new RateLimiter(rateLimit.anonymousUsers, {
      windowSeconds: 3600,
      burst: rateLimit.anonymousUsers,
      enabled,
    }),
  };
  const limiters: TokenLimiters = { token: new RateLimiter(rateLimit.tokenRefresh, { enabled }) };
  // Both forms of /verify share one per-IP budget (config.toml's token_verifications), so neither a
  // link token nor a 6-digit code can be guessed at speed.
  const verifications = new RateLimiter(rateLimit.tokenVerifications, { enabled });
  const factorLimiters = newFactorLimiters();
  const routes = [
    route('GET', '/health', async () => health()),
    route('GET', '/settings', async () => settings(ctx.config)),
    // The public halves of the signing keys (none while tokens are HS256), cached as GoTrue's are.
    route('GET', '/.well-known/jwks.json', async () => ({
      status: 200,
      headers: { 'cache-control': 'public, max-age=600' },
      body: ctx.keys.jwks(),
    })),
    route('POST', '/signup', (req) => {
      if (isAnonymousSignup(req)) {
        if (!ctx.config.auth.enableAnonymousSignIns) {
          throw new AuthHttpError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
        }
        limits.anonymous.check(addressGroup(req.ip));
        return signupAnonymously(ctx, req);
      }
      limits.signups.check(addressGroup(req.ip));
      return signup(ctx, req);
    }),
    // SAML single sign-on and manual identity linking are off (GoTrue's answers when they are).
    route('POST', '/sso', async () => {
      throw new AuthHttpError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    }),
    route('GET', '/user/identities/authorize', async () => {
      throw new AuthHttpError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }),
    route('DELETE', '/user/identities/:id', async () => {
      throw new AuthHttpError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    }),
    route('POST', '/otp', (req) => {
      limits.otp.check(addressGroup(req.ip));
      return otp(ctx, req);
    }),
    route('POST', '/resend', (req) => {
      limits.resend.check(addressGroup(req.ip));
      return resend(ctx, req);
    }),
    route('POST', '/factors', (req) => enroll(ctx, req)),
    route('POST', '/factors/:id/challenge', (req, p) => challenge(ctx, req, p.id ?? '', factorLimiters)),
    route('POST', '/factors/:id/verify', (req, p) => verifyFactor(ctx, req, p.id ?? '', factorLimiters)),
    route('DELETE', '/factors/:id', (req, p) => unenroll(ctx, req, p.id ?? '')),
    route('POST', '/recover', (req) => {
      limits.recover.check(addressGroup(req.ip));
      return recover(ctx, req);
    }),
    route('POST', '/token', (req) => token(ctx, req, limiters)),
    route('GET', '/user', (req) => getUser(ctx, req)),
    route('PUT', '/user', (req) => {
      limits.user.check(addressGroup(req.ip));
      return updateUser(ctx, req);
    }),
    route('GET', '/reauthenticate', (req) => reauthenticate(ctx, req)),
    route('POST', '/logout', (req) => logout(ctx, req)),
    route('GET', '/verify', (req) => {
      verifications.check(addressGroup(req.ip));
      return verify(ctx, req);
    }),
    route('POST', '/verify', (req) => {
      verifications.check(addressGroup(req.ip));
      return verifyPost(ctx, req);
    }),
  ];

  return async (req) => {
    const apiVersion = closestApiVersion(req.headers['x-supabase-api-version']);
    let res: ApiResponse;
    try {
      const found = matchRoute(routes, req.method, req.path);
      if (found.kind === 'none') throw new AuthHttpError(404, 'not_found', 'Not Found');
      if (found.kind === 'method') throw new AuthHttpError(405, 'validation_failed', 'Method Not Allowed');
      res = await found.handler(req, found.params);
    } catch (err) {
      res = errorResponse(err, apiVersion);
    }
    // auth-js only reads `code` as an error code when the version comes back.
    if (apiVersion) res = { ...res, headers: { ...res.headers, 'x-supabase-api-version': apiVersion } };
    return res;
  };
}
