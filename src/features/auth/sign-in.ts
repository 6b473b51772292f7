// What signing in on /auth needs, loaded by the page's loader on the first input (or at once when a
// session is stored, to leave for the target): supabase-js, the session store, the flows and the
// toasts, wired to the prebuilt card (./card-dom.ts). The rules are docs/product.md §2, §7 and §8.
import { supabaseAuthApi } from '~/data/auth-api';
import { getSupabase } from '~/data/supabase';
import { $session, startSession } from '~/components/session/session-store';
import { notify, setFlash } from '~/components/session/toasts';
import { loginWithUsername, signUpWithUsername, type FlowResult } from '~/lib/staff/auth/flow';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { AuthCardDom } from './card-dom';

/** One toast for the card's feedback: a new answer replaces the last instead of stacking under it. */
const FEEDBACK = { id: 'auth-card' } as const;

export interface SignIn {
  /** Sign in or sign up with what the card holds now. */
  submit(): Promise<void>;
}

export function startSignIn(dom: AuthCardDom): SignIn {
  const supabase = getSupabase();
  const api = supabaseAuthApi(supabase);
  startSession(supabase.auth);
  // Only the session found on arrival redirects; a sign-up that briefly opens one must not.
  let decided = false;
  $session.subscribe((state) => {
    if (decided || state.status === 'loading') return;
    decided = true;
    if (state.status === 'signed-in') location.replace(dom.target);
    else dom.setCovered(false);
  });

  const report = (r: FlowResult) =>
    // `description` always set, so a replacing toast never keeps the last one's.
    void notify(r.ok ? 'success' : 'error', r.message, { ...FEEDBACK, description: r.ok ? undefined : r.description });

  let busy = false;
  async function submit(): Promise<void> {
    if (busy) return;
    busy = true;
    dom.setBusy(true);
    const mode = dom.mode();
    try {
      if (mode === 'login') {
        const result = await loginWithUsername(api, dom.username.value, dom.password.value);
        // Two-factor sign-in is not done until its code: the success is said after it (TotpChallenge).
        const done = !(result.ok && result.codeNext);
        if (done) report(result);
        if (result.ok) {
          if (done)
            setFlash({ kind: 'success', message: result.message, path: new URL(dom.target, location.origin).pathname });
          location.replace(dom.target);
          return; // stay busy while the browser leaves
        }
      } else {
        const result = await signUpWithUsername(api, {
          username: dom.username.value,
          email: dom.email()?.value ?? '',
          password: dom.password.value,
          origin: location.origin,
        });
        report(result);
        if (result.ok) {
          dom.password.value = '';
          dom.switchMode('login');
        }
      }
    } catch {
      // The flows catch their own errors; this covers a bug, keeping the form as typed.
      void notify('error', mode === 'login' ? STAFF_WORDS.auth.loginFailed : STAFF_WORDS.auth.signupFailed, {
        ...FEEDBACK,
        description: undefined,
      });
    }
    busy = false;
    dom.setBusy(false);
  }

  return { submit };
}
