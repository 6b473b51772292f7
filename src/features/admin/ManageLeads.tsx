// The /manage-inventory/leads island: its first leads from the page's early answers, without
// supabase-js (first-leads.ts, first-screen/FirstScreen.tsx); then the guards as on every staff page
// (StaffShell.tsx), which take over (use-first-screen.ts, docs/benchmarks.md).
import { firstLeads } from './leads/first-leads';
import LeadsInbox from './leads/LeadsInbox';
import FirstScreen from './first-screen/FirstScreen';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstLeads(), () => import('./StaffShell'));

export default function ManageLeads() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) =>
    first ? (
      <FirstScreen current="leads" role={first.membership.role} nav={nav}>
        <LeadsInbox me={first.userId} role={first.membership.role} first={first.content} />
      </FirstScreen>
    ) : null;
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="leads" first={first ?? null} drawFirst={drawFirst}>
      {({ userId, role }) => <LeadsInbox me={userId} role={role} first={first?.content} />}
    </Shell>
  );
}
