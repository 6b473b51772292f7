// /manage-inventory/leads's first leads, before supabase-js has loaded (use-first-screen.ts): the
// inbox itself, given the page's early answers (first-leads.ts), drawing only, inside a disabled
// fieldset, until the page with supabase-js replaces it.
import type { StaffFirstScreen } from '~/features/admin/first-screen/first-screen';
import { DrawOnly } from '~/features/admin/first-screen/use-first-screen';
import StaffNavLinks from '~/features/admin/workspace/StaffNavLinks';
import LeadsInbox, { type FirstLeadsContent } from './LeadsInbox';

/** `nav`: the staff navigation on top, as the page has it (not where the page's own shows above). */
export default function FirstLeads({
  screen,
  nav = true,
}: {
  screen: StaffFirstScreen<FirstLeadsContent>;
  nav?: boolean;
}) {
  return (
    <fieldset disabled className="min-w-0">
      {nav && <StaffNavLinks current="leads" role={screen.membership.role} />}
      <DrawOnly.Provider value>
        <LeadsInbox me={screen.userId} role={screen.membership.role} first={screen.content} />
      </DrawOnly.Provider>
    </fieldset>
  );
}
