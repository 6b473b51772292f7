// The /manage-inventory/leads island: the same guards as the inventory (ManageInventory.tsx).
import { useEffect, useState } from 'react';
import { getSupabase } from '~/data/supabase';
import { startSession } from '~/components/session/session-store';
import LeadsInbox from './leads/LeadsInbox';
import RequireSession from './workspace/RequireSession';
import RequireStaff from './workspace/RequireStaff';
import RequireTwoFactor from './workspace/RequireTwoFactor';
import StaffNav from './workspace/StaffNav';

export default function ManageLeads() {
  const [supabase] = useState(getSupabase);
  useEffect(() => startSession(supabase.auth), [supabase]);
  return (
    <RequireSession>
      <RequireTwoFactor>
        <StaffNav current="leads" />
        <RequireStaff>
          <LeadsInbox />
        </RequireStaff>
      </RequireTwoFactor>
    </RequireSession>
  );
}
