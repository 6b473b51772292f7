// Route guard (docs/product.md §2, §4): nothing while the session is checked; without one, off to
// /auth with this path and query as the redirect; follows sign-outs from any tab. "Nothing" is
// WhileChecking's content: null but on /manage-inventory's first cards (while-checking.ts).
import { useStore } from '@nanostores/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { paths } from '~/lib/paths';
import { $session } from '~/components/session/session-store';
import { WhileChecking } from './while-checking';

export default function RequireSession({ children }: { children: ReactNode }) {
  const state = useStore($session);
  const whileChecking = useContext(WhileChecking);
  useEffect(() => {
    if (state.status === 'signed-out') location.replace(paths.auth(location.pathname + location.search));
  }, [state.status]);
  if (state.status === 'loading') return <>{whileChecking}</>;
  return state.status === 'signed-in' ? <>{children}</> : null;
}
