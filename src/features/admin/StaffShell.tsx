// A staff page once supabase-js has loaded (use-first-screen.ts): the session, the guards and the
// staff navigation around the page's content, as every staff page has them; the one module each
// page's island loads after its first screen. When that first screen was drawn (first-screen.ts),
// the guards take its answers instead of asking again, and it stays on screen while they check the
// same session (guard-fallback.ts). The page's content comes from the island, already loaded, as
// `children`: given the signed-in member and their role. My account is every signed-in account's,
// approved or not: its page has no staff guard (`everyAccount`).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { getSupabase } from '~/data/supabase';
import type { StaffPage } from '~/lib/staff-paths';
import { $session, startSession } from '~/components/session/session-store';
import type { StaffFirstScreen } from './first-screen/first-screen';
import RequireSession from './workspace/RequireSession';
import RequireStaff from './workspace/RequireStaff';
import RequireTwoFactor from './workspace/RequireTwoFactor';
import StaffNav from './workspace/StaffNav';
import { seedStaffChecks, staffMembership } from './workspace/staff-checks';
import { GuardFallback } from './workspace/guard-fallback';
import { $staffRole } from './workspace/staff-role';
import type { Membership } from '~/lib/staff/membership';

/** Who the page is drawn for, once the guards have let them through. */
export interface Member {
  userId: string | null;
  role: Membership['role'] | null;
}

function Content({ children }: { children: (member: Member) => ReactNode }) {
  const session = useStore($session);
  const role = useStore($staffRole);
  return <>{children({ userId: session.status === 'signed-in' ? session.session.user.id : null, role })}</>;
}

/** Without the staff guard, the navigation learns the role here (the guard's own answer, shared). */
function AnyAccount({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  useEffect(() => {
    if (!userId) return;
    staffMembership(userId).then(
      (m) => $staffRole.set(m?.status === 'active' ? m.role : null),
      () => $staffRole.set(null),
    );
  }, [userId]);
  return <>{children}</>;
}

export default function StaffShell({
  current,
  title,
  everyAccount = false,
  first,
  drawFirst,
  children,
}: {
  current: StaffPage;
  /** The page's heading for screen readers, above the navigation (a page whose content has none). */
  title?: string;
  /** For every signed-in account, approved or not (My account): the session and two-factor guards only. */
  everyAccount?: boolean;
  first: StaffFirstScreen<unknown> | null;
  /** The first screen, with the staff navigation on top or (below the shell's own) without it. */
  drawFirst: (nav: boolean) => ReactNode;
  children: (member: Member) => ReactNode;
}) {
  const [supabase] = useState(() => {
    // The answers the first screen was drawn with: the guards take them.
    if (first) seedStaffChecks(first.userId, first.membership, first.twoFactorRequired);
    return getSupabase();
  });
  useEffect(() => startSession(supabase.auth), [supabase]);
  // The first screen stays while supabase-js checks its session, and only for it: not once it
  // reports no session or another user.
  const session = useStore($session);
  const sameSession =
    session.status === 'loading' || (session.status === 'signed-in' && session.session.user.id === first?.userId);
  const keep = first !== null && sameSession;
  return (
    <GuardFallback.Provider value={keep ? drawFirst(true) : null}>
      <RequireSession>
        <RequireTwoFactor>
          {title && <h1 className="sr-only">{title}</h1>}
          <StaffNav current={current} />
          {everyAccount ? (
            <AnyAccount>
              <Content>{children}</Content>
            </AnyAccount>
          ) : (
            <GuardFallback.Provider value={keep ? drawFirst(false) : null}>
              <RequireStaff>
                <Content>{children}</Content>
              </RequireStaff>
            </GuardFallback.Provider>
          )}
        </RequireTwoFactor>
      </RequireSession>
    </GuardFallback.Provider>
  );
}
