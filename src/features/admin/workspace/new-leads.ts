// The number of new leads the staff navigation shows (StaffNav.tsx), refreshed by the navigation and
// by the inbox when it loads or changes. On its own, without supabase-js at load: the inbox's first
// leads are drawn before supabase-js has loaded (docs/benchmarks.md); the call loads on first use.
import { atom } from 'nanostores';
import { supabaseLater } from '~/data/supabase-later';

export const $newLeads = atom<number | null>(null);

export async function refreshNewLeads(): Promise<void> {
  try {
    const [{ countNewLeads }, client] = await Promise.all([import('~/data/staff-leads'), supabaseLater()]);
    $newLeads.set(await countNewLeads(client));
  } catch {
    $newLeads.set(null);
  }
}
