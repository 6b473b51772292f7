// Route guard (docs/product.md §2, §4): nothing while the session is checked; without one, off to
// /auth with this path and query as the redirect; follows sign-outs from any tab.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { paths } from '~/lib/paths';
import { $session } from '~/components/session/session-store';

export default function RequireSession({ children }: { children: ReactNode }) {
  const state = useStore($session);
  useEffect(() => {
    if (state.status === 'signed-out') location.replace(paths.auth(location.pathname + location.search));
  }, [state.status]);
  return state.status === 'signed-in' ? <>{children}</> : null;
}
