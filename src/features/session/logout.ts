// What the Logout button does, loaded only when it is clicked (public pages ship no supabase-js).
import { getSupabase } from '~/lib/supabase';
import { AUTH_MESSAGES } from '~/lib/auth-messages';
import { signOutSession } from '~/features/session/session-store';
import { setFlash, takeFlash } from './flash';
import { notify } from './notify';

/** Pages whose guard leaves as soon as the session ends; the message then follows to /auth. */
const GUARDED = ['/manage-inventory'];

export async function logout(): Promise<boolean> {
  const guarded = GUARDED.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`));
  // Set before signing out: the guard may start leaving the page while signOut is still resolving.
  if (guarded) setFlash({ kind: 'success', message: AUTH_MESSAGES.loggedOut, path: '/auth' });
  const { ok } = await signOutSession(getSupabase().auth);
  if (ok && guarded) return true;
  if (guarded) takeFlash('/auth');
  await notify(ok ? 'success' : 'error', ok ? AUTH_MESSAGES.loggedOut : AUTH_MESSAGES.logoutFailed);
  return ok;
}
