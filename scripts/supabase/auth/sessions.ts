// Sessions and their refresh tokens (GoTrue's v1 algorithm: one row per token, each naming its
// parent). Rotation revokes the token it replaces; a revoked token is honoured only within
// [auth] refresh_token_reuse_interval, and reuse after it ends the session.
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { sessionAmr, signAccessToken, type TokenSettings } from './access-token.ts';
import { badRequest } from './errors.ts';
import { loadUserJson, type UserJson } from './user-json.ts';
import { findUserById, type Tx, type UserRow } from './users.ts';

export interface SessionSettings extends TokenSettings {
  refreshTokenRotation: boolean;
  /** seconds a revoked token may still be presented without tripping reuse detection */
  refreshTokenReuseInterval: number;
}

export interface GrantInfo {
  userAgent: string | undefined;
  ip: string;
}

interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** GoTrue's SecureAlphanumeric(12): lower-case base32 of random bytes. */
function newRefreshToken(length = 12): string {
  const bytes = randomBytes(length);
  return [...bytes].map((b) => BASE32[b & 31]).join('');
}

async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, parent, session_id, revoked, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Access token + user for a session; also stamps the session as refreshed from this client. */
async function sessionResponse(
  tx: Tx,
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  grant: GrantInfo,
): Promise<SessionJson> {
  const { rows } = await tx.query<{ aal: string | null }>(
    `update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(), user_agent = $2, ip = $3::inet
     where id = $1 returning aal::text`,
    [sessionId, grant.userAgent ?? null, grant.ip || null],
  );
  const aal = rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1';
  const now = Math.floor(Date.now() / 1000);
  const { token, expiresAt } = signAccessToken(settings, user, sessionId, await sessionAmr(tx, sessionId), now, aal);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - now,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(tx, user),
  };
}

/**
 * A new session after a password sign-in or sign-up (GoTrue's IssueRefreshToken); `method` is
 * its `amr` entry (password, otp for a confirmation link, recovery for a recovery link).
 */
export async function issueSession(
  tx: Tx,
  settings: SessionSettings,
  userId: string,
  grant: GrantInfo,
  method = 'password',
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, grant.userAgent ?? null, grant.ip || null],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())`,
    [sessionId, method],
  );
  await tx.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  const user = await findUserById(tx, userId);
  if (!user) throw new Error('user vanished while issuing a session');
  return sessionResponse(tx, settings, user, sessionId, refreshToken, grant);
}

const tokenRowSchema = z.object({
  id: z.coerce.number(),
  token: z.string(),
  user_id: z.string(),
  parent: z.string().nullable(),
  session_id: z.guid().nullable(),
  revoked: z.boolean().nullable(),
  updated_at: z.coerce.date(),
  not_after: z.coerce.date().nullable(),
});

/**
 * GoTrue's RefreshTokenGrant. Runs inside one serialised admin transaction, so the row locks
 * GoTrue takes are unnecessary. Returns a session, or `{fail}`: the caller commits and then
 * answers the error (revoking a token family must persist even though the request fails).
 */
export async function refreshSession(
  tx: Tx,
  settings: SessionSettings,
  presented: string,
  grant: GrantInfo,
): Promise<SessionJson | { fail: Error }> {
  const { rows } = await tx.query(
    `select t.id, t.token, t.user_id, t.parent, t.session_id, t.revoked, t.updated_at, s.not_after
     from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where t.token = $1`,
    [presented],
  );
  if (!rows[0])
    return { fail: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
  const token = tokenRowSchema.parse(rows[0]);
  const sessionId = token.session_id!;
  const user = await findUserById(tx, token.user_id);
  if (!user) return { fail: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
  if (user.banned_until && user.banned_until > new Date())
    return { fail: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
  if (token.not_after && token.not_after < new Date())
    return { fail: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };

  let issued: string | null = null;
  if (token.revoked) {
    const active = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [sessionId],
    );
    const current = active.rows[0];
    const reuseUntil = token.updated_at.getTime() + settings.refreshTokenReuseInterval * 1000;
    if (!current || Date.now() > reuseUntil) {
      // Outside the reuse interval a revoked token is a stolen copy or a replay, even when it is
      // the active token's parent (GoTrue forgives that case for ever; handing the owner's current
      // token to whoever presents the old one is what a thief wants): the session ends, as
      // GoTrue's v2 tokens end it (LogoutSession), and with it every token and access of its
      // family. No active token means the family was already ended. docs/security.md.
      if (settings.refreshTokenRotation) await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
      return { fail: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
    // Within the interval (a lost answer, or parallel tabs refreshing at once) every caller
    // converges on the active token.
    issued = current.token;
  }
  if (!issued) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [token.id]);
    issued = await insertRefreshToken(tx, user.id, sessionId, token.token);
  }
  return sessionResponse(tx, settings, user, sessionId, issued, grant);
}

/**
 * The session after a second factor was verified (GoTrue's updateMFASessionAndClaims): aal2, the
 * factor and its `amr` method recorded, the session's refresh tokens replaced by a fresh one.
 */
export async function upgradeSession(
  tx: Tx,
  settings: SessionSettings,
  user: UserRow,
  sessionId: string,
  factorId: string,
  grant: GrantInfo,
): Promise<SessionJson> {
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), 'totp', gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId],
  );
  const { rows } = await tx.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
     where session_id = $1 and revoked = false returning token`,
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(tx, user.id, sessionId, rows[0]?.token ?? null);
  return sessionResponse(tx, settings, user, sessionId, refreshToken, grant);
}
