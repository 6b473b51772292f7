// Sends a visitor's lead (live mode) straight to the REST API with the public key: an insert and
// nothing back (Prefer: return=minimal), since visitors may not read leads. No supabase-js: the
// form's chunk stays small. What the database refused comes back as what the form should say.
import { liveConfig } from '~/config/live-config';
import type { LeadInsert } from '~/lib/leads/lead';

/** sent; limited (the database's limits, 429); failed (anything else: the network, a refusal). */
export type SendResult = 'sent' | 'limited' | 'failed';

export async function sendLead(lead: LeadInsert, cfg = liveConfig): Promise<SendResult> {
  try {
    const res = await fetch(`${cfg.url}/rest/v1/leads`, {
      method: 'POST',
      headers: {
        apikey: cfg.anonKey,
        Authorization: `Bearer ${cfg.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(lead),
    });
    if (res.ok) return 'sent';
    return res.status === 429 ? 'limited' : 'failed';
  } catch {
    return 'failed';
  }
}
