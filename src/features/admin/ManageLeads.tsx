// The /manage-inventory/leads island: its first leads from the page's early answers, without
// supabase-js (first-leads.ts, FirstLeads.tsx); then the page itself with the same guards as the
// inventory (ManageLeadsApp.tsx), which takes over (use-first-screen.ts, docs/benchmarks.md).
import { firstLeads } from './leads/first-leads';
import FirstLeads from './leads/FirstLeads';
import { askEarly, useFirstScreen } from './first-screen/use-first-screen';

const early = askEarly(firstLeads(), () => import('./ManageLeadsApp'));

export default function ManageLeads() {
  const { first, App } = useFirstScreen(early);
  return App ? <App first={first ?? null} /> : first ? <FirstLeads screen={first} /> : null;
}
