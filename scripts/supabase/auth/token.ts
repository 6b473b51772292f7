// POST /token?grant_type=password|refresh_token|pkce (GoTrue's Token, internal/api/token.go).
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { badRequest, OAuthError, unprocessable } from './errors.ts';
import { pkceGrant } from './pkce.ts';
import { checkPasswordStrength, unhashablePassword } from './password.ts';
import type { RateLimiter } from './ratelimit.ts';
import { grantInfo, sessionSettings } from './request.ts';
import { parseBody, passwordGrantSchema, refreshGrantSchema } from './schemas.ts';
import { issueSession, refreshSession } from './sessions.ts';
import { encryptedPasswordOf, findUserByEmail, type Tx } from './users.ts';
import { decoyHash, verifyPassword } from '../keys/passwords.ts';
import { callerAddress } from '../db/fair-share.ts';
import { addressGroup } from '../http/client-address.ts';

/** GoTrue puts every grant of POST /token under one limiter ([auth.rate_limit] token_refresh). */
export interface TokenLimiters {
  token: RateLimiter;
}

const INVALID_LOGIN = 'Invalid login credentials';
/** The weak_password note GoTrue adds to a successful sign-in whose password fails today's rules. */
function weakPasswordNote(password: string, ctx: ServerContext): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(password, ctx.config.auth);
    return undefined;
  } catch (e) {
    const reasons = (e as { reasons?: string[] }).reasons;
    return reasons ? { message: (e as Error).message, reasons } : undefined;
  }
}

async function passwordGrant(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, passwordGrantSchema);
  if (body.email !== '' && body.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (body.phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (body.email === '') throw badRequest('validation_failed', 'missing email or phone');

  // bcrypt runs between two transactions, off the database engine (keys/passwords.ts): the stored
  // hash is read, compared, then must be unchanged when the session is issued. Unknown e-mails are
  // compared with a decoy of the same cost, so response time does not reveal who is registered.
  // Postgres text cannot hold NUL, and no stored address has one.
  const lookup = (tx: Tx) => (body.email.includes('\u0000') ? null : findUserByEmail(tx, body.email));
  const first = await ctx.asAdmin(async (tx) => {
    const user = await lookup(tx);
    return user?.has_password ? encryptedPasswordOf(tx, user.id) : '';
  });
  const matches = await verifyPassword(body.password, first || decoyHash(), callerAddress());
  return ctx.asAdmin(async (tx) => {
    const user = await lookup(tx);
    if (!user || !user.has_password || unhashablePassword(body.password) || !first) {
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    if (user.banned_until && user.banned_until > new Date()) throw badRequest('user_banned', 'User is banned');
    if (!matches || (await encryptedPasswordOf(tx, user.id)) !== first) {
      throw badRequest('invalid_credentials', INVALID_LOGIN);
    }
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const session = await issueSession(tx, sessionSettings(ctx), user.id, grantInfo(req));
    const weak = weakPasswordNote(body.password, ctx);
    return { status: 200, body: weak ? { ...session, weak_password: weak } : session };
  });
}

async function refreshGrant(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, refreshGrantSchema);
  if (body.refresh_token === '') throw new OAuthError('invalid_request', 'refresh_token required');
  const result = await ctx.asAdmin((tx) =>
    refreshSession(tx, sessionSettings(ctx), body.refresh_token, grantInfo(req)),
  );
  // Thrown only now, after the transaction committed any family revocation.
  if ('fail' in result) throw result.fail;
  return { status: 200, body: result };
}

export async function token(ctx: ServerContext, req: ApiRequest, limiters: TokenLimiters): Promise<ApiResponse> {
  const grantType = req.url.searchParams.get('grant_type') ?? '';
  const grants: Record<string, (c: ServerContext, r: ApiRequest) => Promise<ApiResponse>> = {
    password: passwordGrant,
    refresh_token: refreshGrant,
    pkce: pkceGrant,
  };
  const grant = grants[grantType];
  // No OAuth provider is configured here, so no provider's ID token is accepted.
  if (grantType === 'id_token') throw badRequest('provider_disabled', 'Provider is not enabled');
  if (grantType === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled');
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type');
  limiters.token.check(addressGroup(req.ip));
  return grant(ctx, req);
}
