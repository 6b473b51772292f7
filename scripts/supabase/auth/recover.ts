// POST /recover (GoTrue's Recover, internal/api/recover.go): sends a password-recovery email with
// a link (GET /verify?type=recovery) and a 6-digit code (verifyOtp type 'recovery'). The answer is
// always 200 {}: it never tells whether an account has the address. A new request replaces the
// address's earlier link and code; a link is spent by its first use. One email per address per
// [auth.email] max_frequency; a request inside it is answered alike and sends nothing (GoTrue
// answers 429 there, which would tell that the address exists). Likewise when the project's
// email budget ([auth.rate_limit] email_sent) is spent: GoTrue answers 429 for a known address
// and 200 for an unknown one; here both get 200 and nothing is kept (docs/security.md).
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { markEmailVerified, newLinkToken, otpHash, redirectTarget } from './links.ts';
import { validateEmail } from './email.ts';
import { badRequest } from './errors.ts';
import { pkceParams, saveFlowState } from './pkce.ts';
import { authUrl } from './request.ts';
import { parseBody } from './schemas.ts';
import { findUserByEmail, type Tx } from './users.ts';
import { MailRateLimitError } from '../mail/mailbox.ts';
import { templatedMail } from './email-template.ts';

const recoverSchema = z
  .object({
    email: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  })
  .loose();

export async function recover(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, recoverSchema);
  if (body.email === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validateEmail(body.email);
  const pkce = pkceParams(body);
  const redirect = redirectTarget(ctx.config.auth, req.url.searchParams.get('redirect_to'));
  const sending = ctx.asAdmin(async (tx) => {
    const user = email.includes('\u0000') ? null : await findUserByEmail(tx, email);
    if (!user) return;
    const { rows } = await tx.query<{ recent: boolean }>(
      `select coalesce(recovery_sent_at > now() - make_interval(secs => $2::float8 / 1000), false) as recent
       from auth.users where id = $1`,
      [user.id, ctx.config.auth.emailMaxFrequencyMs],
    );
    if (rows[0]?.recent) return;
    const { token, otp } = await newRecoveryRequest(tx, user.id, email);
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
      user.id,
      token,
    ]);
    if (pkce) await saveFlowState(tx, user.id, 'recovery', pkce);
    else
      await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = 'recovery'`, [
        user.id,
      ]);
    const link = `${authUrl(ctx)}/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirect })}`;
    const attr = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    // The project's [auth.email.template.recovery] if it has one; else GoTrue's default "Reset Password"
    // template, with the code its {{ .Token }} would show.
    const mail = templatedMail(
      ctx.config.auth.emailTemplates.recovery,
      {
        subject: 'Reset Your Password',
        html: `<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${attr}">Reset Password</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
        text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
      },
      {
        SiteURL: ctx.config.auth.siteUrl,
        ConfirmationURL: link,
        Email: email,
        Token: otp,
        TokenHash: token,
        RedirectTo: redirect,
      },
    );
    ctx.mailbox.send({ to: email, ...mail });
  });
  // The refused email rolled the request back; the answer must not differ from an unknown address's.
  await sending.catch((e: unknown) => {
    if (!(e instanceof MailRateLimitError)) throw e;
  });
  return { status: 200, body: {} };
}

/** A new link token and code for the user, replacing any earlier one (recovery and magic links). */
export async function newRecoveryRequest(
  tx: Tx,
  userId: string,
  email: string,
): Promise<{ token: string; otp: string }> {
  const token = newLinkToken();
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(`delete from auth.recovery_requests where user_id = $1`, [userId]);
  await tx.query(`insert into auth.recovery_requests (token_hash, otp_hash, user_id) values ($1, $2, $3)`, [
    token,
    otpHash(email, otp),
    userId,
  ]);
  return { token, otp };
}

/**
 * The user a recovery link token or code names, once spent (null: unknown, used or past
 * [auth.email] otp_expiry). Recovery proves the address, so an unconfirmed one is confirmed.
 */
export async function spendRecovery(
  ctx: ServerContext,
  tx: Tx,
  by: { tokenHash: string } | { otpHash: string },
): Promise<string | null> {
  const [column, value] = 'tokenHash' in by ? ['token_hash', by.tokenHash] : ['otp_hash', by.otpHash];
  const { rows } = await tx.query<{ user_id: string }>(
    `delete from auth.recovery_requests where ${column} = $1 returning user_id,
       created_at > now() - make_interval(secs => $2) as fresh`,
    [value, ctx.config.auth.otpExpiry],
  );
  const found = rows[0] as { user_id: string; fresh: boolean } | undefined;
  if (!found?.fresh) return null;
  const { rows: confirmed } = await tx.query<{ id: string }>(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 returning id`,
    [found.user_id],
  );
  if (!confirmed[0]) return null;
  await markEmailVerified(tx, found.user_id);
  return found.user_id;
}
