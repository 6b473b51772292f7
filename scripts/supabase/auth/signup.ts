// POST /signup (GoTrue's Signup, internal/api/signup.go), email provider only: phone sign-ups
// are off, as in the CLI's default config. With confirmations off (the local default) the new
// user is confirmed at once and a session is returned; with them on, no session: a confirmation
// email goes to the local inbox (see confirm.ts). A sign-up for an address that exists
// unconfirmed never changes the account (GoTrue: "we can't be sure of their claimed identity");
// it gets its own confirmation, bound to its own password, which only confirming applies.
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { sendConfirmation } from './confirm.ts';
import { validateEmail } from './email.ts';
import { badRequest, unprocessable } from './errors.ts';
import { checkPasswordStrength } from './password.ts';
import { grantInfo, sessionSettings } from './request.ts';
import { checkNoNul, parseBody, signupBodySchema, type SignupBody } from './schemas.ts';
import { pkceParams, saveFlowState } from './pkce.ts';
import { issueSession } from './sessions.ts';
import { loadUserJson } from './user-json.ts';
import { encryptedPasswordOf, findUserByEmail, findUserById, insertEmailUser } from './users.ts';
import { hashPassword } from '../keys/passwords.ts';
import { callerAddress } from '../db/fair-share.ts';

function validate(body: SignupBody, ctx: ServerContext): string {
  // GoTrue's order: password present, password strength, one identifier, then the provider.
  if (body.password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(body.password, ctx.config.auth);
  if (body.email !== '' && body.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (body.phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (body.email === '') throw badRequest('validation_failed', 'Sign up only available with email provider');
  return validateEmail(body.email);
}

/** What GoTrue answers for a repeated sign-up when confirmations are on: a look-alike user. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function signup(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  if (!ctx.config.auth.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = parseBody(req, signupBodySchema);
  const email = validate(body, ctx);
  const data = body.data ?? {};
  checkNoNul(data);
  const autoConfirm = !ctx.config.auth.enableConfirmations;
  // PKCE (supabase-js flowType 'pkce'): the confirmation link then redirects with ?code= only.
  const pkce = pkceParams(body);
  // With confirmations on, ?redirect_to= (emailRedirectTo) is where the email's link leads.

  // bcrypt runs before the transaction, off the database engine (keys/passwords.ts).
  const encryptedPassword = await hashPassword(body.password, callerAddress());
  return ctx.asAdmin(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (autoConfirm) throw unprocessable('user_already_exists', 'User already registered');
      // GoTrue sends an unconfirmed address a new link, and answers alike either way.
      if (!existing.email_confirmed_at) {
        await sendConfirmation(ctx, req, tx, { id: existing.id, email, encryptedPassword });
        if (pkce) await saveFlowState(tx, existing.id, 'email/signup', pkce);
      }
      return { status: 200, body: obfuscatedUser(email, data) };
    }
    const user = await insertEmailUser(tx, { email, encryptedPassword, data, confirm: autoConfirm });
    if (!autoConfirm) {
      await sendConfirmation(ctx, req, tx, {
        id: user.id,
        email,
        encryptedPassword: await encryptedPasswordOf(tx, user.id),
      });
      if (pkce) await saveFlowState(tx, user.id, 'email/signup', pkce);
      return { status: 200, body: await loadUserJson(tx, (await findUserById(tx, user.id)) ?? user) };
    }
    return { status: 200, body: await issueSession(tx, sessionSettings(ctx), user.id, grantInfo(req)) };
  });
}

/** GoTrue routes a sign-up with neither an email nor a phone to its anonymous sign-in. */
export function isAnonymousSignup(req: ApiRequest): boolean {
  const body = parseBody(req, signupBodySchema);
  return body.email === '' && body.phone === '';
}

/**
 * POST /signup with neither identifier, [auth] enable_anonymous_sign_ins on (GoTrue's
 * SignupAnonymously): a user with no email, no password and no identity, flagged is_anonymous
 * (so RLS can tell it apart through the token's is_anonymous claim), and a session for it.
 */
export async function signupAnonymously(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  if (!ctx.config.auth.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const data = parseBody(req, signupBodySchema).data ?? {};
  checkNoNul(data);
  return ctx.asAdmin(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', '',
         $1::jsonb, $2::jsonb, now(), now(), false, true)
       returning id`,
      [JSON.stringify({ provider: 'anonymous', providers: ['anonymous'] }), JSON.stringify(data)],
    );
    const id = rows[0]!.id;
    return { status: 200, body: await issueSession(tx, sessionSettings(ctx), id, grantInfo(req), 'anonymous') };
  });
}
