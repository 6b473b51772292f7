// The staff pages' addresses, defined here and spread into `paths` (paths.ts) for every other
// caller: the staff navigation imports this module alone, because the first cards of
// /manage-inventory carry it and their JavaScript budget has no room for the public addresses.

/** The staff pages, each its own address: the inventory and its subpages (the staff navigation). */
export type StaffPage = 'inventory' | 'leads' | 'desk' | 'staff' | 'publishing' | 'account';

/** The inventory's query parameter that opens a car's editor (the desk's links). */
const EDIT_PARAM = 'edit';

const MANAGE_INVENTORY = '/manage-inventory';

export const staffPaths = {
  manageInventory: (): string => MANAGE_INVENTORY,
  /** A staff page: /manage-inventory itself, or one of its subpages (/manage-inventory/leads, …). */
  staffPage: (page: StaffPage): string => (page === 'inventory' ? MANAGE_INVENTORY : `${MANAGE_INVENTORY}/${page}`),
  /** The inventory with a car's editor open. */
  editVehicle: (id: string): string => `${MANAGE_INVENTORY}?${EDIT_PARAM}=${encodeURIComponent(id)}`,
  /** The id of the car whose editor an inventory address's query opens (editVehicle), else null. */
  editVehicleIn: (search: string): string | null => new URLSearchParams(search).get(EDIT_PARAM),
} as const;
