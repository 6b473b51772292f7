// The staff pages' one navigation (docs/features.md, "Staff workspace"): Stock, Leads (with the
// number of new leads: count_new_leads, refreshed when the inbox loads or changes), Desk, Staff
// (owner only, with the number of accounts waiting for approval), Publishing (owner only) and
// My account, each its own address. An account not yet active sees My account only.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { StaffPage } from '~/lib/paths';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $staffRole, can } from './staff-role';
import StaffNavLinks from './StaffNavLinks';
import { $newLeads, refreshNewLeads } from './new-leads';
import { $pendingStaff, refreshPendingStaff } from './pending-staff';

const W = STAFF_WORDS.leads;
const S = STAFF_WORDS.workspace;

function Badge({ count, testId }: { count: number | null; testId: string }) {
  if (count === null || count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-red-500 px-2 py-0.5 text-xs text-white" data-testid={testId}>
      {testId === 'new-leads' ? W.newBadge(count) : S.pending(count)}
    </span>
  );
}

export default function StaffNav({ current }: { current: StaffPage }) {
  const role = useStore($staffRole);
  const leads = useStore($newLeads);
  const pending = useStore($pendingStaff);
  const owner = can(role).staffSettings;
  useEffect(() => {
    if (role !== null) void refreshNewLeads();
  }, [role]);
  useEffect(() => {
    if (owner) void refreshPendingStaff();
  }, [owner]);

  return (
    <StaffNavLinks
      current={current}
      role={role}
      leadsBadge={<Badge count={leads} testId="new-leads" />}
      pendingBadge={<Badge count={pending} testId="pending-staff" />}
    />
  );
}
