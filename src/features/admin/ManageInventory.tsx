// The /manage-inventory island. Its first cards come without supabase-js (first-cards.ts: the
// stored session's token, three plain requests, React and the cards' own code); the admin itself
// (ManageInventoryApp: supabase-js, the session check, the guards, the editor's way in) loads
// after them and takes over, or at once when there are none to draw (docs/benchmarks.md). The
// requests themselves left before this module arrived: the page's inline script sent them.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { API_URL } from '~/data/api';
import { sessionStorageKey } from '~/lib/session-key';
import { firstScreen, type FirstScreen } from './first-cards/first-cards';
import FirstCards from './first-cards/FirstCards';

type App = ComponentType<{ first: FirstScreen | null; firstCards: ReactNode }>;

// Asked as this module runs, before React's first render. When the answers are in before React
// draws for the first time (the round trip is often shorter than the evaluation of React and the
// cards' code), that first render draws the cards; no empty render comes before them.
const asked = firstScreen();
let answered: FirstScreen | null | undefined;
void asked.then((screen) => (answered = screen));

export default function ManageInventory() {
  /** undefined while the first screen's answers are on their way. */
  const [first, setFirst] = useState<FirstScreen | null | undefined>(() => answered);
  const [App, setApp] = useState<App | null>(null);

  useEffect(() => {
    let live = true;
    void asked.then((screen) => {
      if (live) setFirst(screen);
    });
    // Before supabase-js follows the session, a sign-out (or another sign-in) in another tab
    // takes the first cards away; supabase-js and the guards decide from there.
    const key = sessionStorageKey(API_URL);
    const onStorage = (e: StorageEvent): void => {
      if (e.key === null || e.key === key) setFirst(null);
    };
    addEventListener('storage', onStorage);
    return () => {
      live = false;
      removeEventListener('storage', onStorage);
    };
  }, []);

  // Once the first cards are drawn (or known not to come), the admin loads.
  const decided = first !== undefined;
  useEffect(() => {
    if (!decided) return;
    let live = true;
    void import('./ManageInventoryApp').then((m) => {
      if (live) setApp(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [decided]);

  const firstCards = first ? <FirstCards screen={first} /> : null;
  return App ? <App first={first ?? null} firstCards={firstCards} /> : firstCards;
}
