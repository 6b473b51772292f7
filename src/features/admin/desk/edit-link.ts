// Where a car's editor opens: the inventory with `?edit=<id>` (InventoryAdmin.tsx opens the dialog).
import { paths } from '~/lib/paths';

export const EDIT_PARAM = 'edit';
export const editLink = (id: string): string => `${paths.manageInventory()}?${EDIT_PARAM}=${encodeURIComponent(id)}`;
