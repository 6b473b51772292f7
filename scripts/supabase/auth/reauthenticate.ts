// GET /reauthenticate (GoTrue's Reauthenticate): emails the signed-in user a 6-digit nonce that
// PUT /user accepts with a new password when [auth.email] secure_password_change is on. A new
// request replaces the last nonce; a nonce is spent by the password change it allows, and lasts
// [auth.email] otp_expiry.
import { randomInt } from 'node:crypto';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { otpHash } from './links.ts';
import { AuthHttpError, badRequest, unprocessable } from './errors.ts';
import { loadAuthenticated, verifiedClaims } from './require-auth.ts';
import type { Tx } from './users.ts';

export async function reauthenticate(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const claims = verifiedClaims(req);
  return ctx.asAdmin(async (tx) => {
    const { user } = await loadAuthenticated(tx, claims);
    if (!user.email) {
      throw badRequest('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1`,
      [user.id, otpHash(user.email, otp)],
    );
    // GoTrue's default "Confirm reauthentication" template.
    ctx.mailbox.send({
      to: user.email,
      subject: 'Confirm Reauthentication',
      html: `<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: ${otp}</p>`,
      text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    });
    return { status: 200, body: {} };
  });
}

/** Spends the user's nonce, or throws GoTrue's reauthentication errors. */
export async function spendNonce(
  ctx: ServerContext,
  tx: Tx,
  user: { id: string; email: string | null },
  nonce: string,
): Promise<void> {
  if (nonce === '')
    throw new AuthHttpError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const { rows } = await tx.query<{ id: string }>(
    `update auth.users set reauthentication_token = '', updated_at = now()
     where id = $1 and reauthentication_token = $2 and reauthentication_token <> ''
       and reauthentication_sent_at > now() - make_interval(secs => $3)
     returning id`,
    [user.id, otpHash(user.email ?? '', nonce), ctx.config.auth.otpExpiry],
  );
  if (!rows[0]) throw badRequest('reauthentication_not_valid', 'Requires a valid reauthentication token');
}
