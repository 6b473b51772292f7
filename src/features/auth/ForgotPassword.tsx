// "Forgot password?" on the sign-in card. By username (as sign-in is) or by email; the answer is
// the same whether or not an account matches, so it never tells whether an account exists. The
// email's link leads to /reset-password (PKCE: it works in this browser only, which holds the code
// verifier).
import { useState, type SubmitEvent } from 'react';
import { notify } from '~/components/session/toasts';
import { getSupabase } from '~/data/supabase';
import { paths } from '~/lib/paths';
import { checkUsername } from '~/lib/staff/auth/username';
import AuthField from '~/components/account/AuthField';
import PasswordForm from '~/components/account/PasswordForm';
import { STAFF_WORDS } from '~/lib/staff-words';

const M = STAFF_WORDS.account;

const FEEDBACK = { id: 'auth-card' } as const;

/**
 * The address a username names ('' when none, or when the lookup is throttled: the server then
 * answers as for an unknown name), or the address typed.
 */
async function emailFor(input: string): Promise<string> {
  const typed = input.trim();
  if (typed.includes('@')) return typed;
  const check = checkUsername(typed);
  if (!check.ok) return '';
  const { data } = await getSupabase().rpc('get_email_for_username', { p_username: check.username });
  return typeof data === 'string' ? data : '';
}

export default function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [who, setWho] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const email = await emailFor(who);
      if (email) {
        const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
          redirectTo: new URL(paths.resetPassword(), location.origin).href,
        });
        if (error?.status === 429) {
          void notify('error', M.tooManyRequests, { ...FEEDBACK, description: undefined });
          return;
        }
        // A malformed address is the only other refusal; it is answered like any other.
      }
      setSent(true);
      void notify('success', M.forgotSent, { ...FEEDBACK, description: undefined });
    } catch {
      void notify('error', M.forgotFailed, { ...FEEDBACK, description: undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="w-full max-w-md">
      <div className="rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10">
        <h1 className="font-display text-3xl text-cream">{M.forgotTitle}</h1>
        <p className="mt-2 text-sm text-cream-muted">{M.forgotSubtitle}</p>
        {sent ? (
          <p role="status" className="mt-8 text-sm text-cream">
            {M.forgotSent}
          </p>
        ) : (
          <PasswordForm onSubmit={submit} busy={busy} submitLabel={M.forgotSubmit} layout="card">
            <AuthField
              id="recover-who"
              label={M.forgotField}
              autoComplete="username"
              required
              value={who}
              onChange={(e) => setWho(e.target.value)}
            />
          </PasswordForm>
        )}
        <p className="mt-6 text-center text-sm text-cream-muted">
          <button type="button" className="font-semibold text-gold hover:text-gold-light" onClick={onBack}>
            {M.backToSignIn}
          </button>
        </p>
      </div>
    </div>
  );
}
