// The /manage-inventory island: binds the stores to the browser client, then guards the admin.
import { useEffect, useState } from 'react';
import { getSupabase, restSourceOf } from '~/data/supabase';
import { supabaseVehicleRepo } from '~/data/vehicles/browser';
import { bindInventory, prefetchInventory } from '~/features/admin/inventory-store';
import { startSession, storedSessionExists } from '~/components/session/session-store';
import InventoryAdmin from './InventoryAdmin';
import RequireSession from './RequireSession';
import RequireStaff from './RequireStaff';
import RequireTwoFactor from './RequireTwoFactor';
import StaffNav from './StaffNav';
import { prefetchStaffChecks } from './staff-checks';

export default function ManageInventory() {
  // Bound during the first render, before any child effect can load the list.
  const [supabase] = useState(() => {
    const client = getSupabase();
    bindInventory(supabaseVehicleRepo(client, restSourceOf(client)));
    // With a stored session, the staff checks and the first page are asked now, alongside the
    // session's own check, not one after another once it is done (the guards still show nothing
    // until it is); the answers wait in their stores (docs/benchmarks.md).
    if (storedSessionExists()) {
      prefetchStaffChecks();
      prefetchInventory();
    }
    return client;
  });
  useEffect(() => startSession(supabase.auth), [supabase]);
  return (
    <RequireSession>
      <RequireTwoFactor>
        <StaffNav current="inventory" />
        <RequireStaff>
          <InventoryAdmin />
        </RequireStaff>
      </RequireTwoFactor>
    </RequireSession>
  );
}
