// The /manage-inventory/desk island: the same guards as the inventory and the leads inbox.
import { useEffect, useState } from 'react';
import { getSupabase } from '~/data/supabase';
import { startSession } from '~/components/session/session-store';
import Desk from './desk/Desk';
import RequireSession from './workspace/RequireSession';
import RequireStaff from './workspace/RequireStaff';
import RequireTwoFactor from './workspace/RequireTwoFactor';
import StaffNav from './workspace/StaffNav';

export default function ManageDesk() {
  const [supabase] = useState(getSupabase);
  useEffect(() => startSession(supabase.auth), [supabase]);
  return (
    <RequireSession>
      <RequireTwoFactor>
        <StaffNav current="desk" />
        <RequireStaff>
          <Desk />
        </RequireStaff>
      </RequireTwoFactor>
    </RequireSession>
  );
}
