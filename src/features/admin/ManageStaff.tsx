// The /manage-inventory/staff island: the owner's staff list from the page's early answers, without
// supabase-js (first-staff.ts, FirstStaff.tsx); then the guards as on every staff page
// (StaffShell.tsx), which take over (use-first-screen.ts, docs/benchmarks.md). Staff is the owner's
// (the database refuses anyone else; this only spares them a list that would fail).
import { staffNav } from '~/lib/staff-words/nav-en';
import { workspace } from '~/lib/staff-words/workspace-en';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';
import { firstStaff } from './staff/first-staff';
import FirstStaff from './staff/FirstStaff';
import StaffPanel from './staff/StaffPanel';

const early = askEarly(firstStaff(), () => import('./StaffShell'));

export default function ManageStaff() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) => (first ? <FirstStaff screen={first} nav={nav} /> : null);
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="staff" title={staffNav.staff} first={first ?? null} drawFirst={drawFirst}>
      {({ role }) =>
        role === 'owner' ? (
          <StaffPanel first={first?.content} />
        ) : (
          <p className="text-cream-muted">{workspace.ownerOnly}</p>
        )
      }
    </Shell>
  );
}
