// AuthApi (see src/lib/staff/auth/flow.ts) over supabase-js: the RPCs and auth calls of docs/product.md §7.
import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import { z } from '~/lib/zod';
import type { AuthApi, ServerError } from '~/lib/staff/auth/flow';
import { site } from '~/config/site';
import { membershipOf } from './staff';
import type { AppSupabase } from './supabase';

type RpcError = { message: string; code?: string } | null;

const toServerError = (e: AuthError | RpcError): ServerError | null => {
  if (!e) return null;
  const base: ServerError = { message: e.message, code: e.code ?? undefined };
  if ('status' in e) base.status = e.status;
  if ('__isAuthError' in e && isAuthWeakPasswordError(e)) base.reasons = [...e.reasons];
  return base;
};

// RPC answers are untrusted JSON; anything but the documented shape counts as "no answer".
const emailAnswer = z.nullable(z.string().check(z.minLength(3)));
const availableAnswer = z.nullable(z.boolean());

export function supabaseAuthApi(client: AppSupabase): AuthApi {
  return {
    async getEmailForUsername(username) {
      const { data, error } = await client.rpc('get_email_for_username', { p_username: username });
      const parsed = emailAnswer.safeParse(data);
      return { email: parsed.success ? parsed.data : null, error: toServerError(error) };
    },
    async signInWithPassword(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      // A verified factor leaves the session at aal1 until its code (RequireTwoFactor asks for it).
      const codeNext = (data.user?.factors ?? []).some((f) => f.status === 'verified');
      return { error: toServerError(error), codeNext };
    },
    async isUsernameAvailable(username) {
      const { data, error } = await client.rpc('is_username_available', { p_username: username });
      const parsed = availableAnswer.safeParse(data);
      return { available: parsed.success ? parsed.data : null, error: toServerError(error) };
    },
    async signUp(email, password, emailRedirectTo, username) {
      // The username travels with the sign-up, so the database knows which name the account chose
      // (upsert_profile lets only that name be written without the account's own session).
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo, data: { username } },
      });
      // A project that confirms emails answers with the user but no session until the link is followed.
      return {
        userId: data.user?.id ?? null,
        needsConfirmation: Boolean(data.user && !data.session),
        error: toServerError(error),
      };
    },
    async upsertProfile(userId, username, email) {
      const { error } = await client.rpc('upsert_profile', { p_user_id: userId, p_username: username, p_email: email });
      return { error: toServerError(error) };
    },
    // Only the dealer's site makes new accounts wait (the demo's sign-up is open): no extra call there.
    ...(site.live && {
      async awaitsApproval() {
        const { data, error } = await client.rpc('my_staff_membership');
        return !error && membershipOf(data)?.status === 'pending';
      },
    }),
    async forgetLocalSession() {
      await client.auth.signOut({ scope: 'local' });
    },
  };
}
