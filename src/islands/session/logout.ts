// What the Logout button does, loaded only when it is clicked (public pages ship no supabase-js).
import { getSupabase } from '~/lib/supabase';
import { AUTH_MESSAGES } from '~/lib/auth-messages';
import { signOutSession } from '~/stores/session';
import { setFlash } from './flash';
import { notify } from './notify';

/** Pages whose guard leaves as soon as the session ends; the message then follows to /auth. */
const GUARDED = ['/manage-inventory'];

export async function logout(): Promise<boolean> {
  const { ok } = await signOutSession(getSupabase().auth);
  const message = ok ? AUTH_MESSAGES.loggedOut : AUTH_MESSAGES.logoutFailed;
  const leaving = ok && GUARDED.some((p) => location.pathname === p || location.pathname.startsWith(`${p}/`));
  if (leaving) setFlash({ kind: 'success', message });
  else await notify(ok ? 'success' : 'error', message);
  return ok;
}
