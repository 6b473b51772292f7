// What the Logout button does, loaded only when it is clicked (public pages ship no supabase-js):
// supabase-js becomes the session's source (startSession), so $session reports the sign-out.
import { getSupabase } from '~/data/supabase';
import * as ACCOUNT_WORDS from '~/lib/staff-words/account-en';
import { paths } from '~/lib/paths';
import { staffPaths } from '~/lib/staff-paths';
import { signOutSession, startSession } from './session-store';
import { notify, setFlash, takeFlash } from './toasts';

/** Pages whose guard leaves as soon as the session ends; the message then follows to /auth. */
const GUARDED = [staffPaths.manageInventory()];

/** Sign out, with the toast; on a guarded page the message follows to /auth instead. */
export async function logout(): Promise<boolean> {
  const { auth } = getSupabase();
  startSession(auth);
  const guarded = GUARDED.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`));
  // Set before signing out: the guard may start leaving the page while signOut is still resolving.
  if (guarded) setFlash({ kind: 'success', message: ACCOUNT_WORDS.auth.loggedOut, path: paths.auth() });
  const { ok } = await signOutSession(auth);
  if (ok && guarded) return true;
  if (guarded) takeFlash(paths.auth());
  await notify(ok ? 'success' : 'error', ok ? ACCOUNT_WORDS.auth.loggedOut : ACCOUNT_WORDS.auth.logoutFailed);
  return ok;
}

/**
 * The Logout buttons' click: they stay disabled while signing out; a failure (signOut threw) says
 * so in a toast. Here rather than in the buttons' own script, so public pages load it on click.
 */
export async function logoutFrom(buttons: Iterable<HTMLButtonElement>): Promise<void> {
  const all = [...buttons];
  all.forEach((b) => (b.disabled = true));
  try {
    await logout();
  } catch {
    await notify('error', ACCOUNT_WORDS.auth.logoutFailed);
  } finally {
    all.forEach((b) => (b.disabled = false));
  }
}
