// The /manage-inventory/account island: My account from the stored session and the page's early
// answers, without supabase-js (first-account.ts, FirstAccount.tsx); then the session check and the
// two-factor guard as on every staff page (StaffShell.tsx), which take over (use-first-screen.ts,
// docs/benchmarks.md). My account is every signed-in account's, approved or not: no staff guard (an
// account not yet approved gets no first screen, and waits for supabase-js).
import { staffNav } from '~/lib/staff-words/nav-en';
import { firstAccount } from './account/first-account';
import MyAccount from './account/MyAccount';
import FirstAccount from './account/FirstAccount';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstAccount(), () => import('./StaffShell'));

export default function ManageAccount() {
  const { first, App: Shell } = useFirstScreen(early);
  const drawFirst = (nav: boolean) => (first ? <FirstAccount screen={first} nav={nav} /> : null);
  if (!Shell) return drawFirst(true);
  return (
    <Shell current="account" title={staffNav.account} everyAccount first={first ?? null} drawFirst={drawFirst}>
      {({ userId }) => <MyAccount open first={first?.userId === userId ? first : null} />}
    </Shell>
  );
}
