// /auth's redirect target (sanitised) and "already signed in? leave, replacing history".
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { sanitizeRedirect } from '~/lib/staff/auth/redirect';
import { $session } from '~/components/session/session-store';

export function useAuthRedirect(): { target: string; checking: boolean } {
  const target = useMemo(() => sanitizeRedirect(new URLSearchParams(location.search).get('redirect')), []);
  const state = useStore($session);
  // Only the session found on arrival redirects; a sign-up that briefly opens one must not.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || state.status === 'loading') return;
    decided.current = true;
    if (state.status === 'signed-in') location.replace(target);
  }, [state.status, target]);
  return { target, checking: state.status === 'loading' };
}
