// What belongs to this site (Mewah Motors) rather than to Supabase: its private tables and
// functions, which the embedded server reaches only through these hooks (db/hooks.ts), handed to
// it by server.ts. Each start gets its own (staffBudget remembers what it found).
import type { App } from '../db/hooks.ts';
import { staffBudget } from './staff-budget.ts';
import { applyStaffSignupMode, staffSignupModeOf } from './staff-mode.ts';
import { applyStorageOrigin } from './storage-origins.ts';
import { startLeadInbox } from './lead-inbox.ts';
import { applyDealerCalendar, dealerCalendarOf } from './dealer-calendar.ts';
import { brandOf, withBrandedTemplates } from './brand-mail.ts';

export const mewahApp: App = () => ({
  config: (config) => withBrandedTemplates(config, brandOf(process.env)),
  async setUp(db, log) {
    const staffMode = await applyStaffSignupMode(db, staffSignupModeOf(process.env));
    if (staffMode) log(`Staff sign-up mode: ${staffMode}`);
    await applyDealerCalendar(db, dealerCalendarOf(process.env));
  },
  async listening(db, apiUrl, mail) {
    await applyStorageOrigin(db, apiUrl);
    await startLeadInbox(db, mail);
  },
  signedInBudget: staffBudget(),
});
