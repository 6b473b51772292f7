// The /manage-inventory/desk island: its first tiles from the page's early answer, without
// supabase-js (first-desk.ts, FirstDesk.tsx); then the page itself with the same guards as the
// inventory (ManageDeskApp.tsx), which takes over (use-first-screen.ts, docs/benchmarks.md).
import { firstDesk } from './desk/first-desk';
import FirstDesk from './desk/FirstDesk';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstDesk(), () => import('./ManageDeskApp'));

export default function ManageDesk() {
  const { first, App } = useFirstScreen(early);
  return App ? <App first={first ?? null} /> : first ? <FirstDesk screen={first} /> : null;
}
