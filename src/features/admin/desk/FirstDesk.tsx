// /manage-inventory/desk's first tiles, before supabase-js has loaded (use-first-screen.ts): the desk
// itself, given the page's early answer (first-desk.ts), drawing only, inside a disabled fieldset,
// until the page with supabase-js replaces it.
import type { StaffFirstScreen } from '~/features/admin/first-screen/first-screen';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import type { DeskTiles } from '~/lib/staff/desk';
import Desk from './Desk';

/** `nav`: the staff navigation on top, as the page has it (not where the page's own shows above). */
export default function FirstDesk({ screen, nav = true }: { screen: StaffFirstScreen<DeskTiles>; nav?: boolean }) {
  return (
    <fieldset disabled className="min-w-0">
      {nav && <StaffNavLinks current="desk" role={screen.membership.role} />}
      <DrawOnly.Provider value>
        <Desk firstTiles={screen.content} />
      </DrawOnly.Provider>
    </fieldset>
  );
}
