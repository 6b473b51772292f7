// /manage-inventory/desk with supabase-js: the guards and the desk (StaffShell.tsx). Loaded by the
// island (ManageDesk.tsx) after its first tiles, or at once when there are none.
import type { DeskTiles } from '~/lib/staff/desk';
import type { StaffFirstScreen } from './first-screen/first-screen';
import Desk from './desk/Desk';
import FirstDesk from './desk/FirstDesk';
import StaffShell from './StaffShell';

export default function ManageDeskApp({ first }: { first: StaffFirstScreen<DeskTiles> | null }) {
  return (
    <StaffShell current="desk" first={first} drawFirst={(nav) => first && <FirstDesk screen={first} nav={nav} />}>
      <Desk firstTiles={first?.content} />
    </StaffShell>
  );
}
