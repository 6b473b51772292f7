// /manage-inventory's admin: binds the stores to the browser client, then guards the admin. Loaded
// by the island (ManageInventory.tsx) after its first cards, or at once when there are none.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { site } from '~/config/site';
import { getSupabase, restSourceOf } from '~/data/supabase';
import { supabaseVehicleRepo } from '~/data/vehicles/browser';
import { bindInventory, prefetchInventory, seedInventory } from './stock/inventory-store';
import { $session, startSession, storedSessionExists } from '~/components/session/session-store';
import type { FirstScreen } from './first-cards/first-cards';
import FirstCards from './first-cards/FirstCards';
import InventoryAdmin from './stock/InventoryAdmin';
import RequireSession from './workspace/RequireSession';
import RequireStaff from './workspace/RequireStaff';
import RequireTwoFactor from './workspace/RequireTwoFactor';
import StaffNav from './workspace/StaffNav';
import { prefetchStaffChecks, seedStaffChecks } from './workspace/staff-checks';
import { GuardFallback } from './workspace/guard-fallback';

// The owner's first-day steps, on the dealer's own site only, in a chunk of their own: the demo's
// staff page never loads them, and the dealer's loads them after the stock.
const DayOneChecklist = site.live ? lazy(() => import('./day-one/DayOneChecklist')) : null;

export default function ManageInventoryApp({
  first,
  firstCards,
}: {
  first: FirstScreen | null;
  firstCards: ReactNode;
}) {
  // Bound during the first render, before any child effect can load the list.
  const [supabase] = useState(() => {
    const client = getSupabase();
    bindInventory(supabaseVehicleRepo(client, restSourceOf(client)));
    if (first) {
      // The answers the first cards were drawn with: the guards and the list take them.
      seedStaffChecks(first.userId, first.membership, first.twoFactorRequired);
      seedInventory(first.page);
    } else if (storedSessionExists()) {
      // With a stored session, the staff checks and the first page are asked now, alongside the
      // session's own check, not one after another once it is done (the guards still show nothing
      // until it is); the answers wait in their stores (docs/benchmarks.md).
      prefetchStaffChecks();
      prefetchInventory();
    }
    return client;
  });
  useEffect(() => startSession(supabase.auth), [supabase]);
  // The first cards stay while supabase-js checks their session, and only for it: not once it
  // reports no session or another user.
  const session = useStore($session);
  const sameSession =
    session.status === 'loading' || (session.status === 'signed-in' && session.session.user.id === first?.userId);
  return (
    <GuardFallback.Provider value={first && sameSession ? firstCards : null}>
      <RequireSession>
        <RequireTwoFactor>
          <StaffNav current="inventory" />
          {/* Below the admin's own navigation, the first cards come without theirs. */}
          <GuardFallback.Provider value={first && sameSession ? <FirstCards screen={first} nav={false} /> : null}>
            <RequireStaff>
              {DayOneChecklist && (
                <Suspense fallback={null}>
                  <DayOneChecklist />
                </Suspense>
              )}
              <InventoryAdmin />
            </RequireStaff>
          </GuardFallback.Provider>
        </RequireTwoFactor>
      </RequireSession>
    </GuardFallback.Provider>
  );
}
