// Delete without confirmation (docs/product.md), but with an Undo on the toast (docs/product.md D12).
import { notify } from '~/components/session/toasts';
import { VEHICLE_MESSAGES } from '~/lib/auth-messages';
import { removeVehicle, restoreVehicle } from '~/features/admin/inventory-store';

const UNDO_WINDOW_MS = 8000;

export async function deleteWithUndo(id: string): Promise<void> {
  try {
    await removeVehicle(id);
  } catch {
    await notify('error', VEHICLE_MESSAGES.deleteFailed);
    return;
  }
  await notify('success', VEHICLE_MESSAGES.deleted, {
    duration: UNDO_WINDOW_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        restoreVehicle(id).then(
          () => notify('success', VEHICLE_MESSAGES.restored),
          () => notify('error', VEHICLE_MESSAGES.restoreFailed),
        );
      },
    },
  });
}
