// GET /user and PUT /user (GoTrue's UserGet/UserUpdate). PUT covers user metadata, password (a
// new password ends every other session of the account) and email (confirmed by a link sent to
// the new address, email-change.ts); phone changes are refused. Once the account has a verified
// second factor, a new password or email needs an aal2 session. A new password needs the current
// one (`current_password`) when [auth.email] require_current_password is on, and one given must be
// right; with [auth.email] secure_password_change on it needs the nonce /reauthenticate emailed
// (always, except in a session opened by a recovery link: stricter than GoTrue, which asks only in
// sessions over 24 hours old). A recovery session is exempt from both.
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { validateEmail } from './email.ts';
import { sendEmailChange } from './email-change.ts';
import { mfaState } from './factors.ts';
import { checkPasswordStrength } from './password.ts';
import { spendNonce } from './reauthenticate.ts';
import { loadAuthenticated, verifiedClaims } from './require-auth.ts';
import { checkNoNul, parseBody, userUpdateSchema } from './schemas.ts';
import { loadUserJson } from './user-json.ts';
import { findUserById, passwordMatches } from './users.ts';
import { hashPassword } from '../keys/passwords.ts';
import { callerAddress } from '../db/fair-share.ts';

/** GoTrue compares the token's audience with the request's (X-JWT-AUD, default authenticated). */
function checkAudience(claims: Record<string, unknown>, req: ApiRequest): void {
  const wanted = req.headers['x-jwt-aud'] || 'authenticated';
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
  if (aud !== wanted) throw badRequest('validation_failed', "Token audience doesn't match request audience");
}

export async function getUser(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const claims = verifiedClaims(req);
  return ctx.asAdmin(async (tx) => {
    const { user } = await loadAuthenticated(tx, claims);
    checkAudience(claims, req);
    return { status: 200, body: await loadUserJson(tx, user) };
  });
}

export async function updateUser(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const claims = verifiedClaims(req);
  const body = parseBody(req, userUpdateSchema);
  if (typeof body.password === 'string') checkPasswordStrength(body.password, ctx.config.auth);
  checkNoNul(body.data);
  // The new password's bcrypt runs before the transaction, off the database engine (keys/passwords.ts).
  const newHash = body.password ? await hashPassword(body.password, callerAddress()) : '';
  return ctx.asAdmin(async (tx) => {
    const { user, sessionId } = await loadAuthenticated(tx, claims);
    if (body.app_metadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    if (body.phone && body.phone !== (user.phone ?? '')) {
      throw unprocessable('validation_failed', 'Changing the phone number is not supported by the local auth server');
    }
    const newEmail = body.email ? validateEmail(body.email) : '';
    const changesEmail = newEmail !== '' && newEmail !== user.email;
    if (body.password || changesEmail) {
      const mfa = await mfaState(tx, user.id, sessionId);
      if (mfa.enabled && mfa.aal !== 'aal2') {
        throw forbidden(
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
    }
    if (body.password) {
      // A session opened by a recovery link is exempt from both checks, as in GoTrue.
      const recovery = sessionId
        ? (
            await tx.query(
              `select 1 from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'recovery'`,
              [sessionId],
            )
          ).rows.length > 0
        : false;
      const reauthenticated = ctx.config.auth.securePasswordChange && !recovery;
      if (reauthenticated) await spendNonce(ctx, tx, user, body.nonce);
      // GoTrue's UpdatePasswordRequireCurrentPassword (hosted: "Require current password when
      // updating"): an access token alone cannot set a new password. A fresh reauthentication
      // (the emailed nonce) stands in for it here; GoTrue asks for both (docs/security.md).
      const needsCurrent = ctx.config.auth.requireCurrentPassword && !recovery && !reauthenticated && user.has_password;
      if (needsCurrent && !body.current_password) {
        throw badRequest('current_password_required', 'Current password required when setting new password.');
      }
      if (
        (needsCurrent || typeof body.current_password === 'string') &&
        !(await passwordMatches(tx, user.id, body.current_password ?? ''))
      ) {
        throw badRequest('current_password_mismatch', 'Current password required when setting new password.');
      }
      if (await passwordMatches(tx, user.id, body.password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        newHash,
      ]);
      // GoTrue's UpdatePassword(tx, &sessionID): every other session of the account ends (its
      // refresh tokens go with it), so whoever else held one cannot carry on.
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid`, [
        user.id,
        sessionId ?? null,
      ]);
    }
    if (body.data) {
      // GoTrue merges the keys given; a null value removes that key.
      const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) };
      for (const [k, v] of Object.entries(body.data)) {
        if (v === null) delete merged[k];
        else merged[k] = v;
      }
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(merged),
      ]);
    }
    if (changesEmail) await sendEmailChange(ctx, req, tx, user, newEmail);
    const fresh = await findUserById(tx, user.id);
    return { status: 200, body: await loadUserJson(tx, fresh ?? user) };
  });
}
