// The Auth service (GoTrue-compatible), mounted by the embedded server at /auth/v1.
import type { ServerContext } from '../context.ts';
import type { ApiRequest, ApiResponse, ServiceHandler } from '../http.ts';
import { verify } from './confirm.ts';
import { AuthHttpError, closestApiVersion, errorResponse } from './errors.ts';
import { logout } from './logout.ts';
import { RateLimiter } from './ratelimit.ts';
import { health, settings } from './settings.ts';
import { signup } from './signup.ts';
import { token, type TokenLimiters } from './token.ts';
import { getUser, updateUser } from './user.ts';

type Route = (ctx: ServerContext, req: ApiRequest, limiters: TokenLimiters) => Promise<ApiResponse>;

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/health': { GET: async () => health() },
  '/settings': { GET: async (ctx) => settings(ctx.config) },
  '/signup': {
    POST: (ctx, req, limiters) => {
      // Sign-ups and password sign-ins share one per-IP budget (config.toml's sign_in_sign_ups).
      limiters.signIn.check(req.ip);
      return signup(ctx, req);
    },
  },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/verify': { GET: verify },
};

export function createAuthService(ctx: ServerContext): ServiceHandler {
  const { rateLimit } = ctx.config.auth;
  const limiters: TokenLimiters = {
    signIn: new RateLimiter(rateLimit.signInSignUps),
    refresh: new RateLimiter(rateLimit.tokenRefresh),
  };

  return async (req) => {
    const apiVersion = closestApiVersion(req.headers['x-supabase-api-version']);
    let res: ApiResponse;
    try {
      const path = req.path.replace(/\/+$/, '') || '/';
      const methods = ROUTES[path];
      const route = methods?.[req.method === 'HEAD' ? 'GET' : req.method];
      if (!methods) throw new AuthHttpError(404, 'not_found', 'Not Found');
      if (!route) throw new AuthHttpError(405, 'validation_failed', 'Method Not Allowed');
      res = await route(ctx, req, limiters);
    } catch (err) {
      res = errorResponse(err, apiVersion);
    }
    // auth-js only reads `code` as an error code when the version comes back.
    if (apiVersion) res = { ...res, headers: { ...res.headers, 'x-supabase-api-version': apiVersion } };
    return res;
  };
}
