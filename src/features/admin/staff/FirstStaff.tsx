// /manage-inventory/staff's first screen, before supabase-js has loaded (use-first-screen.ts): the
// owner's staff list itself, given the page's early answers (first-staff.ts), drawing only, inside a
// disabled fieldset, until the page with supabase-js replaces it.
import type { StaffFirstScreen } from '~/features/admin/first-screen/first-screen';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import { staffNav } from '~/lib/staff-words/nav-en';
import StaffPanel, { type FirstStaffContent } from './StaffPanel';

/** `nav`: the page's heading and the staff navigation on top, as the page has them (not below its own). */
export default function FirstStaff({
  screen,
  nav = true,
}: {
  screen: StaffFirstScreen<FirstStaffContent>;
  nav?: boolean;
}) {
  return (
    <fieldset disabled className="min-w-0">
      {nav && <h1 className="sr-only">{staffNav.staff}</h1>}
      {nav && <StaffNavLinks current="staff" role={screen.membership.role} />}
      <DrawOnly.Provider value>
        <StaffPanel first={screen.content} />
      </DrawOnly.Provider>
    </fieldset>
  );
}
