// Sends a visitor's lead (live mode) straight to the REST API with the public key: an insert and
// nothing back (Prefer: return=minimal), since visitors may not read leads. No supabase-js: the
// form's chunk stays small. What the database refused comes back as what the form should say.
import { liveConfig } from '~/config/live-config';
import type { LeadKind, LeadSellDraft } from '~/lib/leads/lead';
import type { TablesInsert } from './database.types';

/**
 * What the visitor sends: the leads table's visitor columns as the generated types have them, each
 * one given (null when empty), with the kind and the sell draft as the forms make them. `website` is
 * the honeypot: a field people never see; a bot that fills it is answered as if sent, and dropped.
 */
export type LeadInsert = Required<
  Pick<
    TablesInsert<'leads'>,
    | 'reference'
    | 'vehicle_id'
    | 'name'
    | 'mobile'
    | 'email'
    | 'preferred_date'
    | 'preferred_slot'
    | 'message'
    | 'consent_at'
    | 'website'
    | 'asking_price'
    | 'photos'
  >
> & { kind: LeadKind; sell_draft: LeadSellDraft | null; lang: 'en' | 'ms' };

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
