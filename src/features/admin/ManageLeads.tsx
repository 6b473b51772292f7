// The /manage-inventory/leads island: the same guards as the inventory (ManageInventory.tsx).
import { useEffect, useState } from 'react';
import { getSupabase } from '~/data/supabase';
import { startSession } from '~/components/session/session-store';
import LeadsInbox from './LeadsInbox';
import RequireSession from './RequireSession';
import RequireStaff from './RequireStaff';
import RequireTwoFactor from './RequireTwoFactor';
import StaffNav from './StaffNav';

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
