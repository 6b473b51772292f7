// /manage-inventory/publishing and /account: the same guards as the inventory
// (ManageInventory.tsx), the staff navigation, and one page's content (Staff has its own island,
// ManageStaff.tsx). Publishing is the owner's (the database refuses anyone else; this only spares
// them a page that would fail); My account is every signed-in account's, approved or not.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { startSession } from '~/components/session/session-store';
import { fetchMembership } from '~/data/staff';
import { getSupabase } from '~/data/supabase';
import { STAFF_WORDS } from '~/lib/staff-words';
import MyAccount from './account/MyAccount';
import PublishingPanel from './publishing/PublishingPanel';
import RequireSession from './workspace/RequireSession';
import RequireStaff from './workspace/RequireStaff';
import RequireTwoFactor from './workspace/RequireTwoFactor';
import StaffNav from './workspace/StaffNav';
import { $staffRole } from './workspace/staff-role';

type Page = 'publishing' | 'account';
const W = STAFF_WORDS.workspace;
const N = STAFF_WORDS.staffNav;
const TITLE: Record<Page, string> = { publishing: N.publishing, account: N.account };

function OwnerOnly() {
  const role = useStore($staffRole);
  if (role !== 'owner') return <p className="text-cream-muted">{W.ownerOnly}</p>;
  return <PublishingPanel />;
}

/** My account is outside the staff guard, so the navigation learns the role here. */
function AccountPage() {
  useEffect(() => {
    fetchMembership(getSupabase()).then(
      (m) => $staffRole.set(m?.status === 'active' ? m.role : null),
      () => $staffRole.set(null),
    );
  }, []);
  return <MyAccount open />;
}

export default function StaffSubpage({ page }: { page: Page }) {
  const [supabase] = useState(getSupabase);
  useEffect(() => startSession(supabase.auth), [supabase]);
  return (
    <RequireSession>
      <RequireTwoFactor>
        <h1 className="sr-only">{TITLE[page]}</h1>
        <StaffNav current={page} />
        {page === 'account' ? (
          <AccountPage />
        ) : (
          <RequireStaff>
            <OwnerOnly />
          </RequireStaff>
        )}
      </RequireTwoFactor>
    </RequireSession>
  );
}
