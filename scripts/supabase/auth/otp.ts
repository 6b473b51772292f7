// POST /otp and POST /resend for email (GoTrue's Otp and Resend, internal/api/otp.go, resend.go).
// signInWithOtp: an address with no account gets one (unless create_user is false) and, like any
// unconfirmed address, a sign-up confirmation (link and code); a confirmed address gets a magic
// link and code (GoTrue's "Magic Link" email), kept as a recovery request is (recover.ts) and
// opening an ordinary session (verify type magiclink or email). Both go to the local inbox.
// Phone one-time codes need an SMS provider, which this email-only server has not.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { sendConfirmation } from './confirm.ts';
import { validateEmail } from './email.ts';
import { badRequest, unprocessable } from './errors.ts';
import { redirectTarget } from './links.ts';
import { newRecoveryRequest } from './recover.ts';
import { authUrl } from './request.ts';
import { checkNoNul, parseBody } from './schemas.ts';
import { encryptedPasswordOf, findUserByEmail, insertEmailUser, type Tx } from './users.ts';
import { hashPassword } from '../keys/passwords.ts';
import { callerAddress } from '../db/fair-share.ts';

const optional = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const otpSchema = z
  .object({
    email: optional,
    phone: optional,
    create_user: z.boolean().nullish(),
    data: z.record(z.string(), z.unknown()).nullish(),
  })
  .loose();

const resendSchema = z.object({ email: optional, phone: optional, type: optional }).loose();

const PHONE_DISABLED = (): Error => unprocessable('phone_provider_disabled', 'Unsupported phone provider');

async function sendMagicLink(
  ctx: ServerContext,
  req: ApiRequest,
  tx: Tx,
  userId: string,
  email: string,
): Promise<void> {
  const { token, otp } = await newRecoveryRequest(tx, userId, email);
  const redirect = redirectTarget(ctx.config.auth, req.url.searchParams.get('redirect_to'));
  const link = `${authUrl(ctx)}/verify?${new URLSearchParams({ token, type: 'magiclink', redirect_to: redirect })}`;
  const attr = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // GoTrue's default "Magic Link" template, with the code its {{ .Token }} would show.
  ctx.mailbox.send({
    to: email,
    subject: 'Your Magic Link',
    html: `<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n<p><a href="${attr}">Log In</a></p>\n<p>Alternatively, enter the code: ${otp}</p>`,
    text: `Magic Link\n\nFollow this link to login:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
  });
}

export async function otp(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, otpSchema);
  if (body.email !== '' && body.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  }
  if (body.phone !== '') throw PHONE_DISABLED();
  if (body.email === '') throw badRequest('validation_failed', 'An email address or phone number is required');
  const email = validateEmail(body.email);
  const data = body.data ?? {};
  checkNoNul(data);
  // GoTrue signs an unknown address up with a random password nobody knows. Hashed before the
  // transaction, as every password is, so the engine never waits for bcrypt.
  const encryptedPassword = await hashPassword(randomBytes(32).toString('base64url'), callerAddress());
  await ctx.asAdmin(async (tx) => {
    let user = email.includes('\u0000') ? null : await findUserByEmail(tx, email);
    if (!user) {
      if (body.create_user === false || !ctx.config.auth.enableSignup) {
        throw unprocessable('otp_disabled', 'Signups not allowed for otp');
      }
      user = await insertEmailUser(tx, { email, encryptedPassword, data, confirm: false });
    }
    if (user.email_confirmed_at) return sendMagicLink(ctx, req, tx, user.id, email);
    return sendConfirmation(ctx, req, tx, {
      id: user.id,
      email,
      encryptedPassword: await encryptedPasswordOf(tx, user.id),
    });
  });
  return { status: 200, body: {} };
}

/**
 * POST /resend: a new sign-up confirmation for an unconfirmed address ('signup'); an unknown or
 * confirmed address is answered alike and sent nothing, so the answer tells nothing. An email
 * change's link is sent again only by asking for the change again here.
 */
export async function resend(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, resendSchema);
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(body.type)) {
    throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (body.phone !== '' || body.type === 'sms' || body.type === 'phone_change') throw PHONE_DISABLED();
  if (body.email === '') throw badRequest('validation_failed', 'Missing email address');
  const email = validateEmail(body.email);
  if (body.type === 'signup') {
    await ctx.asAdmin(async (tx) => {
      const user = email.includes('\u0000') ? null : await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at) return;
      await sendConfirmation(ctx, req, tx, {
        id: user.id,
        email,
        encryptedPassword: await encryptedPasswordOf(tx, user.id),
      });
    });
  }
  return { status: 200, body: {} };
}
