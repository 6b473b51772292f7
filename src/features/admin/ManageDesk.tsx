// The /manage-inventory/desk island: its first tiles from the page's early answer, without
// supabase-js (first-desk.ts, first-screen/FirstScreen.tsx); then the guards as on every staff page
// (StaffShell.tsx), which take over (use-first-screen.ts, docs/benchmarks.md).
import { firstDesk } from './desk/first-desk';
import Desk from './desk/Desk';
import FirstScreen from './first-screen/FirstScreen';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstDesk(), () => import('./StaffShell'));

export default function ManageDesk() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) =>
    first ? (
      <FirstScreen current="desk" role={first.membership.role} nav={nav}>
        <Desk firstTiles={first.content} />
      </FirstScreen>
    ) : null;
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="desk" first={first ?? null} drawFirst={drawFirst}>
      {() => <Desk firstTiles={first?.content} />}
    </Shell>
  );
}
