// Email confirmation as GoTrue does it with [auth.email] enable_confirmations on: sign-up stores
// a token hash and sends the link; GET /verify?token=&type=signup&redirect_to= confirms the
// address, opens a session and redirects with it in the fragment (GoTrue's implicit flow), or
// with GoTrue's error fragment when the link is unknown or expired.
import { createHash, randomInt } from 'node:crypto';
import type { LocalConfig } from '../config.ts';
import type { ServerContext } from '../context.ts';
import type { ApiRequest, ApiResponse } from '../http.ts';
import { badRequest } from './errors.ts';
import { grantInfo, sessionSettings } from './request.ts';
import { issueSession } from './sessions.ts';
import type { Tx } from './users.ts';

/** GoTrue's GenerateTokenHash: hex SHA-224 of the address and a 6-digit one-time code. */
export function newTokenHash(email: string): string {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** GoTrue's IsRedirectURLValid: the site's host, or a listed URL (with * globs); else site_url. */
export function redirectTarget(auth: LocalConfig['auth'], requested: string | null | undefined): string {
  if (!requested) return auth.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return auth.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return auth.siteUrl;
  try {
    if (new URL(auth.siteUrl).hostname === url.hostname) return url.href;
  } catch {
    // a malformed site_url allows nothing by host
  }
  const glob = (pattern: string): RegExp =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
  return auth.additionalRedirectUrls.some((p) => glob(p).test(url.href)) ? url.href : auth.siteUrl;
}

/** Stores a fresh token on the user and sends the confirmation email to the local inbox. */
export async function sendConfirmation(
  ctx: ServerContext,
  req: ApiRequest,
  tx: Tx,
  user: { id: string; email: string },
): Promise<void> {
  const token = newTokenHash(user.email);
  await tx.query(`update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`, [
    user.id,
    token,
  ]);
  const redirect = redirectTarget(ctx.config.auth, req.url.searchParams.get('redirect_to'));
  const link = `${sessionSettings(ctx, req).issuer}/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirect })}`;
  const attr = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // GoTrue's default "Confirm signup" template.
  ctx.mailbox.send({
    to: user.email,
    subject: 'Confirm Your Signup',
    html: `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="${attr}">Confirm your mail</a></p>`,
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n`,
  });
}

const redirectTo = (location: string): ApiResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store' },
});

/** GET /verify (opened from the email). */
export async function verify(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const params = req.url.searchParams;
  const type = params.get('type') ?? '';
  const token = params.get('token') ?? '';
  if (type !== 'signup' && type !== 'email')
    throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  const redirect = redirectTarget(ctx.config.auth, params.get('redirect_to'));
  return ctx.asAdmin(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `select id from auth.users where confirmation_token = $1 and confirmation_token <> ''
         and confirmation_sent_at > now() - make_interval(secs => $2) limit 1`,
      [token, ctx.config.auth.otpExpiry],
    );
    const id = rows[0]?.id;
    if (!id) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return redirectTo(`${redirect}#${error}`);
    }
    // GoTrue's User.Confirm: the address and the email identity are verified, the token spent.
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb, updated_at = now()
       where id = $1`,
      [id],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [id],
    );
    const session = await issueSession(tx, sessionSettings(ctx, req), id, grantInfo(req));
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type: 'signup',
    });
    return redirectTo(`${redirect}#${fragment}`);
  });
}
