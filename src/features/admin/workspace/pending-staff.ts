// The number of accounts waiting for approval that the staff navigation shows beside Staff
// (StaffNav.tsx), refreshed by the navigation and by the owner's staff list when it changes one. On
// its own, without supabase-js at load: the staff list is drawn first before supabase-js has loaded
// (docs/benchmarks.md); supabase-js loads on first use.
import { atom } from 'nanostores';
import { countPendingStaff } from '~/data/staff';
import { supabaseLater } from '~/data/supabase-later';

export const $pendingStaff = atom<number | null>(null);

export async function refreshPendingStaff(): Promise<void> {
  try {
    $pendingStaff.set(await countPendingStaff(await supabaseLater()));
  } catch {
    $pendingStaff.set(null);
  }
}
