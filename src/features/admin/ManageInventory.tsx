// The /manage-inventory island: binds the stores to the browser client, then guards the admin.
import { useEffect, useState } from 'react';
import { getSupabase, restSourceOf } from '~/data/supabase';
import { supabaseVehicleRepo } from '~/data/vehicles/browser';
import { bindInventory } from '~/features/admin/inventory-store';
import { startSession } from '~/components/session/session-store';
import InventoryAdmin from './InventoryAdmin';
import RequireSession from './RequireSession';
import RequireStaff from './RequireStaff';
import RequireTwoFactor from './RequireTwoFactor';
import StaffNav from './StaffNav';

export default function ManageInventory() {
  // Bound during the first render, before any child effect can load the list.
  const [supabase] = useState(() => {
    const client = getSupabase();
    bindInventory(supabaseVehicleRepo(client, restSourceOf(client)));
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
