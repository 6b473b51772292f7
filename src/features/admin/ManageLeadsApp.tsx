// /manage-inventory/leads with supabase-js: the guards and the inbox (StaffShell.tsx). Loaded by
// the island (ManageLeads.tsx) after its first leads, or at once when there are none.
import { useStore } from '@nanostores/react';
import { $session } from '~/components/session/session-store';
import type { StaffFirstScreen } from './first-screen/first-screen';
import FirstLeads from './leads/FirstLeads';
import LeadsInbox, { type FirstLeadsContent } from './leads/LeadsInbox';
import StaffShell from './StaffShell';
import { $staffRole } from './workspace/staff-role';

/** The inbox for the signed-in member, once the guards have let them through. */
function Inbox({ first }: { first: FirstLeadsContent | null }) {
  const session = useStore($session);
  const role = useStore($staffRole);
  return <LeadsInbox me={session.status === 'signed-in' ? session.session.user.id : null} role={role} first={first} />;
}

export default function ManageLeadsApp({ first }: { first: StaffFirstScreen<FirstLeadsContent> | null }) {
  return (
    <StaffShell current="leads" first={first} drawFirst={(nav) => first && <FirstLeads screen={first} nav={nav} />}>
      <Inbox first={first?.content ?? null} />
    </StaffShell>
  );
}
