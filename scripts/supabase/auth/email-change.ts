// Changing the signed-in user's email (PUT /user {email}): GoTrue's single-confirmation flow
// ([auth.email] double_confirm_changes off): a link goes to the new address; opening it
// (GET /verify?type=email_change) moves the account to that address. Until then sign-in keeps the
// old one. An address another account has is refused (GoTrue's email_exists). One change email
// per account per [auth.email] max_frequency (GoTrue's email_change_sent_at check), so one
// account cannot spend the project's email budget (docs/security.md).
import { AuthHttpError } from './errors.ts';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest } from '../http/http.ts';
import { newLinkToken, redirectTarget } from './links.ts';
import { unprocessable } from './errors.ts';
import { authUrl } from './request.ts';
import { findUserByEmail, type Tx, type UserRow } from './users.ts';

const EMAIL_EXISTS = (): Error =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

export async function sendEmailChange(
  ctx: ServerContext,
  req: ApiRequest,
  tx: Tx,
  user: UserRow,
  newEmail: string,
): Promise<void> {
  const taken = await findUserByEmail(tx, newEmail);
  if (taken && taken.id !== user.id) throw EMAIL_EXISTS();
  checkSendFrequency(user.email_change_sent_at, ctx.config.auth.emailMaxFrequencyMs);
  const token = newLinkToken();
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [user.id, newEmail, token],
  );
  const redirect = redirectTarget(ctx.config.auth, req.url.searchParams.get('redirect_to'));
  const link = `${authUrl(ctx)}/verify?${new URLSearchParams({ token, type: 'email_change', redirect_to: redirect })}`;
  const attr = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  // GoTrue's default "Confirm Email Change" template.
  ctx.mailbox.send({
    to: newEmail,
    subject: 'Confirm Email Change',
    html: `<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update of your email from ${esc(user.email ?? '')} to ${esc(newEmail)}:</p>\n<p><a href="${attr}">Change Email</a></p>`,
    text: `Confirm Change of Email\n\nFollow this link to confirm the update of your email from ${user.email ?? ''} to ${newEmail}:\n${link}\n`,
  });
}

/** GoTrue's validateSentWithinFrequencyLimit: 429 while the last email is under max_frequency old. */
export function checkSendFrequency(sentAt: Date | null, maxFrequencyMs: number, now = Date.now()): void {
  if (!sentAt || sentAt.getTime() + maxFrequencyMs <= now) return;
  const left = Math.floor((sentAt.getTime() + maxFrequencyMs - now) / 1000);
  throw new AuthHttpError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  );
}

/** Applies the change a link names; null when it is unknown, used, expired or the address was taken since. */
export async function spendEmailChange(ctx: ServerContext, tx: Tx, token: string): Promise<string | null> {
  const { rows } = await tx.query<{ id: string; email_change: string }>(
    `select id, email_change from auth.users
     where email_change_token_new = $1 and email_change_token_new <> '' and email_change <> ''
       and email_change_sent_at > now() - make_interval(secs => $2)`,
    [token, ctx.config.auth.otpExpiry],
  );
  const found = rows[0];
  if (!found) return null;
  const taken = await findUserByEmail(tx, found.email_change);
  if (taken && taken.id !== found.id) return null;
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
       email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [found.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [found.id, found.email_change],
  );
  return found.id;
}
