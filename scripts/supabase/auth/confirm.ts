// Email confirmation as GoTrue does it with [auth.email] enable_confirmations on. Each sign-up
// stores a confirmation (auth.signup_confirmations, sql/auth-signups.sql) and sends an email with
// a link carrying an unguessable token, and a 6-digit code for verifyOtp. GET /verify?token=&type=
// (the link) confirms the address, opens a session and redirects with it in the fragment (GoTrue's
// implicit flow) or, when the sign-up asked for PKCE, with ?code= only (pkce.ts), or with
// GoTrue's error fragment; POST /verify ({type, token_hash} or {type,
// email, token}: supabase-js verifyOtp) answers the session as JSON. Confirming sets the password
// of the sign-up whose link or code was used and spends every other. Links start with the
// server's configured URL, never with a request's Host.
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { AuthHttpError, badRequest } from './errors.ts';
import { authUrl, grantInfo, sessionSettings } from './request.ts';
import { parseBody } from './schemas.ts';
import { issueAuthCode, withCode } from './pkce.ts';
import { markEmailVerified, newLinkToken, otpHash, redirectTarget } from './links.ts';
import { spendEmailChange } from './email-change.ts';
import { spendRecovery } from './recover.ts';
import { issueSession } from './sessions.ts';
import type { Tx } from './users.ts';

/**
 * Records one sign-up's confirmation (its link token, its code, the password it chose) and sends
 * the email to the local inbox. `encryptedPassword` is the bcrypt hash that sign-up would set.
 */
export async function sendConfirmation(
  ctx: ServerContext,
  req: ApiRequest,
  tx: Tx,
  user: { id: string; email: string; encryptedPassword: string },
): Promise<void> {
  const token = newLinkToken();
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `insert into auth.signup_confirmations (token_hash, otp_hash, user_id, encrypted_password) values ($1, $2, $3, $4)`,
    [token, otpHash(user.email, otp), user.id, user.encryptedPassword],
  );
  await tx.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [
    user.id,
    token,
  ]);
  const redirect = redirectTarget(ctx.config.auth, req.url.searchParams.get('redirect_to'));
  const link = `${authUrl(ctx)}/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirect })}`;
  const attr = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // GoTrue's default "Confirm signup" template, with the code its {{ .Token }} would show.
  ctx.mailbox.send({
    to: user.email,
    subject: 'Confirm Your Signup',
    html: `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="${attr}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  });
}

const redirectTo = (location: string): ApiResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store' },
});

const VERIFY_TYPES = ['signup', 'email', 'recovery', 'magiclink'] as const;
/** GoTrue's other verification types: valid, but this email-only server never issues their tokens. */
const UNISSUED_TYPES = ['invite', 'sms', 'phone_change', 'email_change'];
type VerifyType = (typeof VERIFY_TYPES)[number];
const isVerifyType = (t: string): t is VerifyType => (VERIFY_TYPES as readonly string[]).includes(t);

/** The sign-up a link token or a code names, if still valid: confirms the user, returns its id. */
async function confirmSignup(
  ctx: ServerContext,
  tx: Tx,
  by: { tokenHash: string } | { otpHash: string },
): Promise<string | null> {
  const [column, value] = 'tokenHash' in by ? ['token_hash', by.tokenHash] : ['otp_hash', by.otpHash];
  const { rows } = await tx.query<{ user_id: string; encrypted_password: string }>(
    `select c.user_id, c.encrypted_password from auth.signup_confirmations c join auth.users u on u.id = c.user_id
     where c.${column} = $1 and u.email_confirmed_at is null
       and c.created_at > now() - make_interval(secs => $2)
     order by c.created_at desc limit 1`,
    [value, ctx.config.auth.otpExpiry],
  );
  const found = rows[0];
  if (!found) return null;
  const id = found.user_id;
  // GoTrue's User.Confirm, with the password of the sign-up confirmed; every other pending
  // sign-up for the address is spent with it.
  await tx.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '', encrypted_password = $2,
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb, updated_at = now()
     where id = $1`,
    [id, found.encrypted_password],
  );
  await tx.query(`delete from auth.signup_confirmations where user_id = $1`, [id]);
  await markEmailVerified(tx, id);
  return id;
}

/** The user a link or code of `type` names, once spent; null when it is unknown, used or expired. */
async function spend(
  ctx: ServerContext,
  tx: Tx,
  type: VerifyType,
  by: { tokenHash: string } | { otpHash: string },
): Promise<string | null> {
  // A magic link (otp.ts) is kept as a recovery request is, but opens an ordinary session.
  if (type === 'recovery' || type === 'magiclink') return spendRecovery(ctx, tx, by);
  const confirmed = await confirmSignup(ctx, tx, by);
  // GoTrue's verifyOtp type 'email' covers a sign-up's code and a magic link's alike.
  return confirmed ?? (type === 'email' ? spendRecovery(ctx, tx, by) : null);
}

/** GET /verify (opened from the email). */
export async function verify(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const params = req.url.searchParams;
  const type = params.get('type') ?? '';
  const token = params.get('token') ?? '';
  if (!isVerifyType(type) && type !== 'email_change')
    throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirect = redirectTarget(ctx.config.auth, params.get('redirect_to'));
  if (type === 'email_change') {
    // The new address is confirmed; no session is opened by this link.
    return ctx.asAdmin(async (tx) => {
      const changed = await spendEmailChange(ctx, tx, token);
      const fragment = changed
        ? new URLSearchParams({ message: 'Email address changed', type: 'email_change' })
        : new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          });
      return redirectTo(`${redirect}#${fragment}`);
    });
  }
  return ctx.asAdmin(async (tx) => {
    const userId = await spend(ctx, tx, type, { tokenHash: token });
    if (!userId) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return redirectTo(`${redirect}#${error}`);
    }
    // PKCE (the request carried a code challenge): only a code, which only the browser holding
    // the verifier can exchange (pkce.ts). Otherwise GoTrue's implicit flow: tokens in the fragment.
    const code = await issueAuthCode(tx, userId, type === 'recovery' ? 'recovery' : 'email/signup');
    if (code) return redirectTo(withCode(redirect, code));
    const session = await issueSession(
      tx,
      sessionSettings(ctx),
      userId,
      grantInfo(req),
      type === 'recovery' ? 'recovery' : 'otp',
    );
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: type === 'recovery' ? 'recovery' : 'signup',
    });
    return redirectTo(`${redirect}#${fragment}`);
  });
}

const verifyBodySchema = z.object({
  type: z.string().default(''),
  token: z.string().default(''),
  token_hash: z.string().default(''),
  email: z.string().default(''),
});

/** POST /verify (supabase-js verifyOtp): {type, token_hash} or {type, email, token}. */
export async function verifyPost(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, verifyBodySchema);
  const type = body.type;
  if (UNISSUED_TYPES.includes(type)) throw new AuthHttpError(403, 'otp_expired', 'Token has expired or is invalid');
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Verify requires a verification type');
  let by: { tokenHash: string } | { otpHash: string };
  if (body.token_hash) by = { tokenHash: body.token_hash };
  else if (body.token && body.email) by = { otpHash: otpHash(body.email, body.token) };
  else throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  return ctx.asAdmin(async (tx) => {
    const userId = await spend(ctx, tx, type, by);
    if (!userId) throw new AuthHttpError(403, 'otp_expired', 'Token has expired or is invalid');
    const session = await issueSession(
      tx,
      sessionSettings(ctx),
      userId,
      grantInfo(req),
      type === 'recovery' ? 'recovery' : 'otp',
    );
    return { status: 200, body: session };
  });
}
