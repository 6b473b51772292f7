// The /manage-inventory/desk island: its first tiles from the page's early answer, without
// supabase-js (first-desk.ts, FirstDesk.tsx); then the guards as on every staff page
// (StaffShell.tsx), which take over (use-first-screen.ts, docs/benchmarks.md).
import { firstDesk } from './desk/first-desk';
import FirstDesk from './desk/FirstDesk';
import Desk from './desk/Desk';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstDesk(), () => import('./StaffShell'));

export default function ManageDesk() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) => (first ? <FirstDesk screen={first} nav={nav} /> : null);
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="desk" first={first ?? null} drawFirst={drawFirst}>
      {() => <Desk firstTiles={first?.content} />}
    </Shell>
  );
}
