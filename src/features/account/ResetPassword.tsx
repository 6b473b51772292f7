// /reset-password, where a recovery email's link leads. supabase-js (PKCE) exchanges the
// link's ?code= for a session on load, in the browser that asked for the link only; then a new
// password (the same policy as sign-up) is set, which ends every other session, and the staff
// member carries on signed in. Expired, used or foreign links say so and offer a new one. With
// two-factor sign-in on, the code comes first (GoTrue needs aal2 to change the password).
import { useEffect, useState, type SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { notify, setFlash } from '~/components/session/toasts';
import { getSupabase } from '~/data/supabase';
import { paths } from '~/lib/paths';
import { staffPaths } from '~/lib/staff-paths';
import { account } from '~/lib/staff-words/account-en';
import { passwordError } from '~/components/account/password-errors';
import PasswordForm from '~/components/account/PasswordForm';
import TotpChallenge from '~/components/account/TotpChallenge';

const M = account;

type State =
  | { kind: 'checking' }
  | { kind: 'expired' | 'other-browser' | 'missing' }
  | { kind: 'code'; factorId: string }
  | { kind: 'form' };

const FEEDBACK = { id: 'reset-password' } as const;

/** What the link gave this page: read before supabase-js tidies the URL. */
function linkOnArrival(): { error: string | null; code: boolean } {
  const hash = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  return { error: hash.get('error_code') ?? query.get('error_code'), code: query.has('code') };
}

async function decide(arrival: { error: string | null; code: boolean }): Promise<State> {
  // A link refused by the server says so, even in a browser that is signed in already.
  if (arrival.error) return { kind: 'expired' };
  const supabase = getSupabase();
  // getSession waits for supabase-js's start-up, which exchanges the code when this browser holds its verifier.
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { kind: arrival.code ? 'other-browser' : 'missing' };
  const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.data?.currentLevel === 'aal1' && level.data.nextLevel === 'aal2') {
    const factor = data.session.user.factors?.find((f) => f.status === 'verified');
    if (factor) return { kind: 'code', factorId: factor.id };
  }
  return { kind: 'form' };
}

export default function ResetPassword() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const arrival = linkOnArrival();
    void decide(arrival).then(setState);
  }, []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (password !== confirm) {
      void notify('error', M.passwordsDiffer, FEEDBACK);
      return;
    }
    setBusy(true);
    const { error } = await getSupabase().auth.updateUser({ password });
    if (error) {
      const shown = passwordError(error, password);
      void notify('error', shown.message, { ...FEEDBACK, description: shown.description });
      setBusy(false);
      return;
    }
    const target = staffPaths.manageInventory();
    setFlash({ kind: 'success', message: M.passwordChanged, path: target });
    location.replace(target);
  }

  if (state.kind === 'checking') {
    return (
      <p role="status" className="text-cream-muted">
        {M.resetChecking}
      </p>
    );
  }
  if (state.kind === 'code')
    return <TotpChallenge factorId={state.factorId} onVerified={() => setState({ kind: 'form' })} />;

  return (
    <div className="w-full max-w-md rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10">
      <h1 className="font-display text-3xl text-cream">{M.resetTitle}</h1>
      {state.kind === 'form' ? (
        <PasswordForm
          onSubmit={submit}
          busy={busy}
          submitLabel={M.savePassword}
          layout="card"
          newPassword={{
            idPrefix: '',
            password,
            confirm,
            onPassword: setPassword,
            onConfirm: setConfirm,
          }}
        />
      ) : (
        <>
          <p role="alert" className="mt-4 text-cream">
            {state.kind === 'expired'
              ? M.resetExpired
              : state.kind === 'other-browser'
                ? M.resetOtherBrowser
                : M.resetMissing}
          </p>
          <a href={paths.auth()} className={buttonClass('primary', 'md', 'mt-8 w-full')}>
            {M.askAgain}
          </a>
        </>
      )}
    </div>
  );
}
