// Staff guard inside the signed-in admin: an account the owner has not approved (sign-up mode
// 'approval') or has removed sees why instead of the admin. The owner's Staff and Publishing have
// their own pages (ManageStaff.tsx, ManagePublishing.tsx).
// The database refuses their writes either way; this only explains it.
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { type Membership } from '~/lib/staff/membership';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $session } from '~/components/session/session-store';
import { forgetStaffChecks, staffMembership } from './staff-checks';
import { $staffRole } from './staff-role';
import { GuardFallback } from './guard-fallback';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; membership: Membership | null };

/** The signed-in account's membership, as the guard's state (a failed check is a state too). */
async function checkMembership(userId: string): Promise<State> {
  try {
    const membership = await staffMembership(userId);
    $staffRole.set(membership?.status === 'active' ? membership.role : null);
    return { status: 'ready', membership };
  } catch {
    return { status: 'error' };
  }
}

export default function RequireStaff({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [state, setState] = useState<State>({ status: 'loading' });
  const fallback = useContext(GuardFallback);
  // Another account is checked afresh: nothing shows until its own answer comes.
  const [checkedFor, setCheckedFor] = useState(userId);
  if (checkedFor !== userId) {
    setCheckedFor(userId);
    if (userId) setState({ status: 'loading' });
  }

  useEffect(() => {
    if (userId) void checkMembership(userId).then(setState);
  }, [userId]);

  const check = () => {
    if (!userId) return;
    setState({ status: 'loading' });
    forgetStaffChecks();
    void checkMembership(userId).then(setState);
  };

  if (state.status === 'loading') return <>{fallback}</>;
  const active = state.status === 'ready' && state.membership?.status === 'active';
  if (active) {
    return <>{children}</>;
  }
  const message =
    state.status === 'error'
      ? STAFF_WORDS.staff.checkFailed
      : state.membership?.status === 'removed'
        ? STAFF_WORDS.staff.removed
        : STAFF_WORDS.staff.pending;
  return (
    <div>
      <header className="border-b border-line pb-8">
        <h1 className="font-display text-4xl text-cream md:text-5xl">Manage Inventory</h1>
      </header>
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-dashed border-gold/30 px-8 py-12 text-center">
        <p role="status" className="text-lg text-cream">
          {message}
        </p>
        <button type="button" className={buttonClass('outline', 'sm', 'mt-6')} onClick={check}>
          Check again
        </button>
      </div>
    </div>
  );
}
