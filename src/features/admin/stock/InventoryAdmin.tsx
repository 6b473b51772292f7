// Title, 'Add Vehicle', a search by make or model, and every vehicle (newest first) from the
// shared provider: read page by page as the list is scrolled, with only the rows in view drawn.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { DraftVehicle } from '~/lib/vehicle';
import { $inventory, loadInventory, loadMore, startInventory } from './inventory-store';
import AdminVehicleCard from './AdminVehicleCard';
import { deleteWithUndo } from './delete-vehicle';
import StaffSearch from './StaffSearch';
import StockCsvActions from './import/StockCsvActions';
import VirtualGrid from './VirtualGrid';
import { vehicleToEdit } from './open-editor';
import { $staffRole, can } from '~/features/admin/workspace/staff-role';
import StockViewSwitch, { useStockView } from './StockViewSwitch';

// The table and the Deleted view load only when chosen: the cards need neither.
const StockTable = lazy(() => import('./StockTable'));
const TrashView = lazy(() => import('./TrashView'));

// The editor (its dialog, fields, photos, history and schemas) loads when first opened, not before the cards.
const VehicleFormDialog = lazy(() => import('./editor/VehicleFormDialog'));

type DialogState =
  { open: false } | { open: true; vehicle: DraftVehicle | null; copyOf: DraftVehicle | null; key: number };

export default function InventoryAdmin() {
  const { vehicles, status, search: query, statusFilter, total, loadingMore } = useStore($inventory);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<string | null>(null);
  const [view, setView] = useStockView();
  const mayDelete = can(useStore($staffRole)).delete;

  useEffect(() => {
    void startInventory();
  }, []);
  // A link from the dealer's desk (`?edit=<id>`) opens that car's editor.
  useEffect(() => {
    void vehicleToEdit(location.search).then((v) => {
      if (v) setDialog({ open: true, vehicle: v, copyOf: null, key: Date.now() });
    });
  }, []);
  const more = useCallback(() => void loadMore(), []);
  const search = useCallback((q: string) => void loadInventory(q), []);

  const open = (vehicle: DraftVehicle | null) => setDialog({ open: true, vehicle, copyOf: null, key: Date.now() });
  const duplicate = (copyOf: DraftVehicle) => setDialog({ open: true, vehicle: null, copyOf, key: Date.now() });
  const remove = async (v: DraftVehicle) => {
    setDeleting(v.id);
    await deleteWithUndo(v.id);
    setDeleting(null);
  };

  return (
    <div>
      <header className="flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-4xl text-cream md:text-5xl">Manage Inventory</h1>
          <p className="mt-3 text-cream-muted">Add, edit, and manage your vehicle inventory</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <StockCsvActions />
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => open(null)}>
            <span aria-hidden="true">+</span> Add Vehicle
          </button>
        </div>
      </header>

      <StockViewSwitch view={view} onView={setView} />

      {view === 'deleted' && (
        <Suspense fallback={null}>
          <TrashView />
        </Suspense>
      )}

      {view !== 'deleted' && (
        <StaffSearch
          search={query}
          statusFilter={statusFilter}
          onStatusFilter={(s) => void loadInventory(query, s)}
          total={status === 'ready' ? total : null}
          onSearch={search}
        />
      )}

      {view === 'table' && (
        <Suspense fallback={null}>
          <StockTable />
        </Suspense>
      )}

      <div
        hidden={view !== 'cards'}
        className="pt-8"
        aria-live="polite"
        aria-busy={status === 'loading' || status === 'idle' || loadingMore}
      >
        {(status === 'loading' || status === 'idle') && vehicles.length === 0 && (
          <p className="text-cream-muted">Loading vehicles...</p>
        )}
        {status === 'error' && (
          <div className="rounded-xl border border-red-500/40 p-6 text-cream">
            <p>{STAFF_WORDS.vehicle.loadFailed}</p>
            <button type="button" className={buttonClass('outline', 'sm', 'mt-4')} onClick={() => void loadInventory()}>
              Try again
            </button>
          </div>
        )}
        {status === 'ready' && vehicles.length === 0 && (query.trim() !== '' || statusFilter !== null) && (
          <p className="text-cream-muted">No vehicles match your search.</p>
        )}
        {status === 'ready' && vehicles.length === 0 && query.trim() === '' && statusFilter === null && (
          <div className="mx-auto max-w-md rounded-2xl border border-dashed border-gold/30 px-8 py-16 text-center">
            <h2 className="font-display text-2xl text-cream">No vehicles yet</h2>
            <p className="mt-3 text-cream-muted">Start by adding your first vehicle to the inventory</p>
            <button type="button" className={buttonClass('primary', 'md', 'mt-8')} onClick={() => open(null)}>
              Add First Vehicle
            </button>
          </div>
        )}
        {vehicles.length > 0 && (
          <VirtualGrid
            items={vehicles}
            itemKey={(v) => v.id}
            label="Vehicles"
            onNearEnd={more}
            render={(v) => (
              <AdminVehicleCard
                vehicle={v}
                busy={deleting === v.id}
                onEdit={open}
                onDuplicate={duplicate}
                onDelete={mayDelete ? (x) => void remove(x) : undefined}
              />
            )}
          />
        )}
        {loadingMore && <p className="pt-6 text-center text-sm text-cream-muted">Loading more vehicles...</p>}
      </div>

      {dialog.open && (
        <Suspense fallback={null}>
          <VehicleFormDialog
            key={dialog.key}
            vehicle={dialog.vehicle}
            copyOf={dialog.copyOf}
            onClose={() => setDialog({ open: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
