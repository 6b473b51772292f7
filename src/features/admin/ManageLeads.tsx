// The /manage-inventory/leads island: its first leads from the page's early answers, without
// supabase-js (first-leads.ts, FirstLeads.tsx); then the guards as on every staff page
// (StaffShell.tsx), which take over (use-first-screen.ts, docs/benchmarks.md).
import { firstLeads } from './leads/first-leads';
import FirstLeads from './leads/FirstLeads';
import LeadsInbox from './leads/LeadsInbox';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstLeads(), () => import('./StaffShell'));

export default function ManageLeads() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) => (first ? <FirstLeads screen={first} nav={nav} /> : null);
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="leads" first={first ?? null} drawFirst={drawFirst}>
      {({ userId, role }) => <LeadsInbox me={userId} role={role} first={first?.content} />}
    </Shell>
  );
}
