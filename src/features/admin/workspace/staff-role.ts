// The signed-in member's role, for the UI to offer only what the database allows it (a sales
// account sees no Delete, Import or Restore). Set by the staff guard once it knows the membership.
import { atom } from 'nanostores';
import type { Membership } from '~/lib/staff/membership';

export const $staffRole = atom<Membership['role'] | null>(null);

/** What a role may do in the workspace; the database enforces the same (the staff roles migration). */
export const can = (role: Membership['role'] | null) => ({
  delete: role === 'owner' || role === 'manager',
  import: role === 'owner' || role === 'manager',
  staffSettings: role === 'owner',
  /** Export every lead, and erase a person's leads (export_leads, delete_leads_of). */
  allLeads: role === 'owner' || role === 'manager',
});
