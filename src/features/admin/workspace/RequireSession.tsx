// Route guard (docs/product.md §2, §4): nothing while the session is checked; without one, off to
// /auth with this path and query as the redirect; follows sign-outs from any tab. "Nothing" is
// GuardFallback's content: null but on /manage-inventory's first cards (guard-fallback.ts).
import { useStore } from '@nanostores/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { paths } from '~/lib/paths';
import { $session } from '~/components/session/session-store';
import { GuardFallback } from './guard-fallback';

export default function RequireSession({ children }: { children: ReactNode }) {
  const state = useStore($session);
  const fallback = useContext(GuardFallback);
  useEffect(() => {
    if (state.status === 'signed-out') location.replace(paths.auth(location.pathname + location.search));
  }, [state.status]);
  if (state.status === 'loading') return <>{fallback}</>;
  return state.status === 'signed-in' ? <>{children}</> : null;
}
