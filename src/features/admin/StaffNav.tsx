// The staff pages' navigation in live mode: the inventory and the leads inbox, with the number of
// new leads beside it (count_new_leads; refreshed when the inbox loads or changes).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { atom } from 'nanostores';
import { countNewLeads } from '~/data/staff-leads';
import { getSupabase } from '~/data/supabase';
import { STAFF_WORDS } from '~/lib/staff-words';

const W = STAFF_WORDS.leads;
const $newLeads = atom<number | null>(null);

export async function refreshNewLeads(): Promise<void> {
  try {
    $newLeads.set(await countNewLeads(getSupabase()));
  } catch {
    $newLeads.set(null);
  }
}

const linkClass = (current: boolean) =>
  `rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-gold text-ink-900' : 'text-cream-muted hover:text-gold'}`;

export default function StaffNav({ current }: { current: 'inventory' | 'leads' }) {
  const count = useStore($newLeads);
  useEffect(() => void refreshNewLeads(), []);
  return (
    <nav aria-label={W.nav} className="mb-8 flex flex-wrap gap-2">
      <a
        href="/manage-inventory"
        className={linkClass(current === 'inventory')}
        aria-current={current === 'inventory' ? 'page' : undefined}
      >
        {W.inventory}
      </a>
      <a
        href="/manage-inventory/leads"
        className={linkClass(current === 'leads')}
        aria-current={current === 'leads' ? 'page' : undefined}
      >
        {W.inbox}
        {count !== null && count > 0 && (
          <span className="ml-2 rounded-full bg-red-500 px-2 py-0.5 text-xs text-white" data-testid="new-leads">
            {W.newBadge(count)}
          </span>
        )}
      </a>
    </nav>
  );
}
