// /manage-inventory's first cards, drawn from the answers first-cards.ts got without supabase-js:
// the inventory's title, search and cards as InventoryAdmin draws them (the view switch's place
// kept), inside a disabled fieldset: nothing here acts until the admin itself (with supabase-js)
// replaces it.
import { can } from '~/features/admin/workspace/staff-role';
import AdminVehicleCard from '~/features/admin/stock/AdminVehicleCard';
import type { FirstScreen } from './first-cards';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import StaffSearch from '~/features/admin/stock/StaffSearch';
import VirtualGrid from '~/features/admin/stock/VirtualGrid';

const nothing = (): void => undefined;

/** `nav`: the staff navigation on top, as the admin has it (not where the admin's own shows above). */
export default function FirstCards({ screen, nav = true }: { screen: FirstScreen; nav?: boolean }) {
  const mayDelete = can(screen.membership.role).delete;
  const { vehicles, total, next } = screen.page;
  return (
    <fieldset disabled className="min-w-0">
      {nav && <StaffNavLinks current="inventory" role={screen.membership.role} />}
      <header className="flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl text-cream md:text-5xl">Manage Inventory</h1>
          <p className="mt-3 text-cream-muted">Add, edit, and manage your vehicle inventory</p>
        </div>
      </header>
      {/* The view switch's place (its words come with the admin): the cards do not move when it comes. */}
      <div aria-hidden="true" className="flex gap-1 pt-6">
        <span className="rounded-full px-4 py-1.5 text-sm font-semibold">&nbsp;</span>
      </div>
      <StaffSearch
        search=""
        statusFilter={null}
        onStatusFilter={nothing}
        total={total ?? (next ? null : vehicles.length)}
        onSearch={nothing}
      />
      <div className="pt-8" aria-busy="true">
        {vehicles.length > 0 && (
          <VirtualGrid
            items={vehicles}
            itemKey={(v) => v.id}
            label="Vehicles"
            onNearEnd={nothing}
            render={(v) => (
              <AdminVehicleCard
                vehicle={v}
                busy={false}
                onEdit={nothing}
                onDuplicate={nothing}
                onDelete={mayDelete ? nothing : undefined}
              />
            )}
          />
        )}
      </div>
    </fieldset>
  );
}
