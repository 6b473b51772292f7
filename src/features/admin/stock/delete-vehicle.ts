// Delete without confirmation (docs/product.md), but with an Undo on the toast (docs/product.md D12).
import { notify } from '~/components/session/toasts';
import { STAFF_WORDS } from '~/lib/staff-words';
import { removeVehicle, restoreVehicle } from './inventory-store';

const UNDO_WINDOW_MS = 8000;

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
      label: 'Undo',
      onClick: () => {
        restoreVehicle(id).then(
          () => notify('success', STAFF_WORDS.vehicle.restored),
          () => notify('error', STAFF_WORDS.vehicle.restoreFailed),
        );
      },
    },
  });
}
