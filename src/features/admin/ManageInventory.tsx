// The /manage-inventory island. Its first cards come without supabase-js (first-cards.ts: the
// stored session's token, three plain requests, React and the cards' own code); the admin itself
// (ManageInventoryApp: supabase-js, the session check, the guards, the editor's way in) loads
// after them and takes over, or at once when there are none to draw (use-first-screen.ts,
// docs/benchmarks.md). The requests themselves left before this module arrived: the page's inline
// script sent them.
import { firstScreen } from './first-cards/first-cards';
import FirstCards from './first-cards/FirstCards';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstScreen(), () => import('./ManageInventoryApp'));

export default function ManageInventory() {
  const { first, App } = useFirstScreen(early);
  const firstCards = first ? <FirstCards screen={first} /> : null;
  return App ? <App first={first ?? null} firstCards={firstCards} /> : firstCards;
}
