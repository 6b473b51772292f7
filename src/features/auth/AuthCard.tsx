// /auth: sign in by username, or create an account (docs/product.md §2, §7, §8).
import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { site } from '~/config/site';
import { supabaseAuthApi } from '~/data/auth-api';
import { loginWithUsername, signUpWithUsername, type FlowResult } from '~/lib/staff/auth/flow';
import { AUTH_MODE_PARAM, SIGNUP_MODE_VALUE, authDocTitle, authModeFrom, type AuthMode } from '~/lib/staff/auth/mode';
import { getSupabase } from '~/data/supabase';
import { USERNAME_RULE } from '~/lib/staff/auth/username';
import { passwordPolicy } from '~/config/constants';
import { passwordRule } from '~/lib/staff/auth/password-reasons';
import { startSession } from '~/components/session/session-store';
import { notify, setFlash } from '~/components/session/toasts';
import AuthField from '~/components/account/AuthField';
import ForgotPassword from './ForgotPassword';
import { useAuthRedirect } from './use-auth-redirect';
import { paths } from '~/lib/paths';
import { STAFF_WORDS } from '~/lib/staff-words';

type Mode = AuthMode;
const COPY = {
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to manage inventory',
    submit: 'Sign In',
    ask: "Don't have an account?",
    switchTo: 'Sign up',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Sign up to manage inventory',
    submit: 'Create Account',
    ask: 'Already have an account?',
    switchTo: 'Sign in',
  },
} as const;

const initialMode = (): Mode => authModeFrom(location.search);
/** One toast for the card's feedback: a new answer replaces the last instead of stacking under it. */
const FEEDBACK = { id: 'auth-card' } as const;

export default function AuthCard() {
  const supabase = useMemo(() => getSupabase(), []);
  const api = useMemo(() => supabaseAuthApi(supabase), [supabase]);
  useEffect(() => startSession(supabase.auth), [supabase]);
  const { target, checking } = useAuthRedirect();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // The "Forgot password?" card replaces this one until its "Back to sign in".
  const [forgot, setForgot] = useState(false);
  const copy = COPY[mode];

  useEffect(() => {
    document.title = authDocTitle(mode, site.brand);
  }, [mode]);

  const report = (r: FlowResult) =>
    // `description` always set, so a replacing toast never keeps the last one's.
    void notify(r.ok ? 'success' : 'error', r.message, { ...FEEDBACK, description: r.ok ? undefined : r.description });

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      if (mode === 'login') {
        const result = await loginWithUsername(api, username, password);
        // Two-factor sign-in is not done until its code: the success is said after it (TotpChallenge).
        const done = !(result.ok && result.codeNext);
        if (done) report(result);
        if (result.ok) {
          if (done)
            setFlash({ kind: 'success', message: result.message, path: new URL(target, location.origin).pathname });
          location.replace(target);
          return; // stay busy while the browser leaves
        }
      } else {
        const result = await signUpWithUsername(api, { username, email, password, origin: location.origin });
        report(result);
        if (result.ok) {
          setPassword('');
          switchMode('login');
        }
      }
      setBusy(false);
    } catch {
      // The flows catch their own errors; this covers a bug, keeping the form as typed.
      void notify('error', mode === 'login' ? STAFF_WORDS.auth.loginFailed : STAFF_WORDS.auth.signupFailed, {
        ...FEEDBACK,
        description: undefined,
      });
      setBusy(false);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    const url = new URL(location.href);
    if (next === 'signup') url.searchParams.set(AUTH_MODE_PARAM, SIGNUP_MODE_VALUE);
    else url.searchParams.delete(AUTH_MODE_PARAM);
    history.replaceState(history.state, '', url);
  }

  if (forgot && !checking) return <ForgotPassword onBack={() => setForgot(false)} />;

  const otherMode: Mode = mode === 'login' ? 'signup' : 'login';
  const otherHref = paths.authWith({
    ...(otherMode === 'signup' ? { [AUTH_MODE_PARAM]: SIGNUP_MODE_VALUE } : {}),
    redirect: target,
  });

  return (
    <div className="w-full max-w-md">
      {/* Kept in the layout while the session is checked, so nothing shifts when it appears. */}
      <div
        className={`rounded-2xl border border-gold/25 bg-ink-800 p-8 shadow-card sm:p-10 ${checking ? 'invisible' : ''}`}
        inert={checking}
        aria-hidden={checking || undefined}
      >
        <h1 className="font-display text-3xl text-cream">{copy.title}</h1>
        <p className="mt-2 text-sm text-cream-muted">{copy.subtitle}</p>
        <form className="mt-8 space-y-5" onSubmit={submit} aria-busy={busy}>
          {/* The markup is AuthField's; each field passes only what is its own (type, autocomplete, state). */}
          <AuthField
            id="username"
            label="Username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            hint={USERNAME_RULE}
          />
          {mode === 'signup' && (
            <AuthField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
          <AuthField
            id="password"
            label="Password"
            type="password"
            required
            value={password}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            onChange={(e) => setPassword(e.target.value)}
            hint={mode === 'signup' ? passwordRule(passwordPolicy) : undefined}
          />
          {mode === 'login' && (
            <p className="-mt-2 text-right text-sm">
              <button type="button" className="text-gold hover:text-gold-light" onClick={() => setForgot(true)}>
                {STAFF_WORDS.account.forgotLink}
              </button>
            </p>
          )}
          <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={busy}>
            {busy ? STAFF_WORDS.common.busy : copy.submit}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-cream-muted">
          {copy.ask}{' '}
          <a
            href={otherHref}
            className="font-semibold text-gold hover:text-gold-light"
            onClick={(e) => {
              e.preventDefault();
              switchMode(otherMode);
            }}
          >
            {copy.switchTo}
          </a>
        </p>
      </div>
      <p className="mt-6 text-center">
        <a href={paths.home()} className="text-sm text-cream-muted hover:text-gold">
          <span aria-hidden="true">← </span>Back to home
        </a>
      </p>
    </div>
  );
}
