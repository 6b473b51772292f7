// Deleting cars. One car from its card goes without confirmation (docs/product.md) but with an Undo
// on the toast (docs/product.md D12); several from the table's bulk bar are confirmed first (the
// bar's dialog names the count), then offered the same Undo, which restores each from Deleted.
import { notify } from '~/components/session/toasts';
import { bulkUpdate } from '~/data/vehicles/browser';
import { getSupabase } from '~/data/supabase';
import { STAFF_WORDS } from '~/lib/staff-words';
import { removeVehicle, restoreVehicle } from './inventory-store';

const UNDO_WINDOW_MS = 8000;
const W = STAFF_WORDS.workspace;

export async function deleteWithUndo(id: string): Promise<void> {
  try {
    await removeVehicle(id);
  } catch {
    await notify('error', STAFF_WORDS.vehicle.deleteFailed);
    return;
  }
  await notify('success', STAFF_WORDS.vehicle.deleted, {
    duration: UNDO_WINDOW_MS,
    action: {
      label: W.undo,
      onClick: () => {
        restoreVehicle(id).then(
          () => notify('success', STAFF_WORDS.vehicle.restored),
          () => notify('error', STAFF_WORDS.vehicle.restoreFailed),
        );
      },
    },
  });
}

/**
 * Deletes the cars in one transaction (bulk_update_vehicles), then offers Undo: each car restored
 * as the Deleted view restores it. `onChanged` runs after the delete and after an Undo, so the
 * table reads its rows again. False when the database refused the delete (nothing was deleted).
 */
export async function bulkDeleteWithUndo(ids: readonly string[], onChanged: () => void): Promise<boolean> {
  let count: number;
  try {
    count = await bulkUpdate(getSupabase(), ids, { kind: 'delete' });
  } catch {
    await notify('error', W.bulkFailed);
    return false;
  }
  onChanged();
  const undo = async () => {
    const results = await Promise.allSettled(ids.map((id) => restoreVehicle(id)));
    const restored = results.filter((r) => r.status === 'fulfilled').length;
    onChanged();
    if (restored === ids.length) await notify('success', W.bulkRestored(restored));
    else await notify('error', W.bulkRestoreFailed);
  };
  await notify('success', W.bulkDeleted(count), {
    duration: UNDO_WINDOW_MS,
    action: { label: W.undo, onClick: () => void undo() },
  });
  return true;
}
