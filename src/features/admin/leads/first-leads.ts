// /manage-inventory/leads's first requests (first-requests.ts): the unfiltered list as the inbox
// asks it first, the assignees and the owner's reply settings; then, from the list, its cars.
import {
  assigneesOf,
  carIdsOf,
  FIRST_LEADS_PATH,
  leadCarsPath,
  leadsOf,
  REPLY_SETTINGS_PATH,
  replySettingsOf,
  type LeadApiRow,
} from '~/data/staff-leads-rows';
import type { FirstRequest, FirstRequests } from '~/features/admin/first-screen/first-requests';
import { answerOf, firstScreenOf } from '~/features/admin/first-screen/first-screen';
import type { FirstLeadsContent } from './LeadsInbox';

/** The page's own requests, written into its inline script. */
export const FIRST_LEADS_REQUESTS: Record<string, FirstRequest> = {
  leads: { path: FIRST_LEADS_PATH },
  assignees: { path: 'rpc/list_lead_assignees', rpc: true },
  settings: { path: REPLY_SETTINGS_PATH },
};

async function read(r: FirstRequests): Promise<FirstLeadsContent> {
  const [leads, assignees, settings] = await Promise.all([
    answerOf(r, 'leads'),
    answerOf(r, 'assignees'),
    answerOf(r, 'settings'),
  ]);
  if (!Array.isArray(leads.body) || !Array.isArray(settings.body)) throw new Error('not a list');
  // The rows as supabase-js would give them (typed, not parsed); reshapeLead checks what the types cannot.
  const rows = leads.body as LeadApiRow[];
  const ids = carIdsOf(rows);
  const cars = ids.length === 0 ? [] : (await r.get(leadCarsPath(ids))).body;
  return {
    leads: leadsOf(rows, cars),
    people: assigneesOf(assignees.body),
    settings: replySettingsOf((settings.body as unknown[])[0] ?? null),
  };
}

/** The first leads from the page's early requests, or null when they are left to supabase-js. */
export const firstLeads = (requests?: FirstRequests | null) => firstScreenOf(read, requests);
