// /manage-inventory/account's first screen, before supabase-js has loaded (use-first-screen.ts): My
// account itself, given the stored session's user and the page's early answers (first-account.ts),
// drawing only, inside a disabled fieldset, until the page with supabase-js replaces it.
import type { StaffFirstScreen } from '~/features/admin/first-screen/first-screen';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import { staffNav } from '~/lib/staff-words/nav-en';
import MyAccount, { type AccountUser } from './MyAccount';

/** `nav`: the page's heading and the staff navigation on top, as the page has them (not below its own). */
export default function FirstAccount({ screen, nav = true }: { screen: StaffFirstScreen<AccountUser>; nav?: boolean }) {
  return (
    <fieldset disabled className="min-w-0">
      {nav && <h1 className="sr-only">{staffNav.account}</h1>}
      {nav && <StaffNavLinks current="account" role={screen.membership.role} />}
      <DrawOnly.Provider value>
        <MyAccount open first={screen} />
      </DrawOnly.Provider>
    </fieldset>
  );
}
