// The /manage-inventory/publishing island: the guards as on every staff page (StaffShell.tsx), with
// no first screen of its own. Publishing is the owner's (the database refuses anyone else; this only
// spares them a page that would fail).
import { staffNav } from '~/lib/staff-words/nav-en';
import { workspace } from '~/lib/staff-words/workspace-en';
import PublishingPanel from './publishing/PublishingPanel';
import StaffShell from './StaffShell';

const drawNothing = () => null;

export default function ManagePublishing() {
  return (
    <StaffShell current="publishing" title={staffNav.publishing} first={null} drawFirst={drawNothing}>
      {({ role }) =>
        role === 'owner' ? <PublishingPanel /> : <p className="text-cream-muted">{workspace.ownerOnly}</p>
      }
    </StaffShell>
  );
}
