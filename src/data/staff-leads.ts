// The staff inbox's calls (RLS lets staff alone read and change leads; changes need the second
// factor once the account has one): list with filters, change a lead, erase a person's leads,
// count the new ones. The rows, their checks and the paths asked are ./staff-leads-rows.ts's.
import { z } from '~/lib/zod';
import type { LeadChange, StaffLead } from '~/lib/staff/leads';
import { LEAD_PHOTOS_BUCKET } from '~/lib/leads/lead-photos';
import type { TablesUpdate } from './database.types';
import type { AppSupabase } from './supabase';
import {
  assigneesOf,
  CAR_COLUMNS,
  carIdsOf,
  LEAD_COLUMNS,
  leadsOf,
  LEADS_LIMIT,
  REPLY_SETTINGS_COLUMNS,
  replySettingsOf,
  type Assignee,
  type LeadApiRow,
  type LeadFilter,
  type ReplySettings,
} from './staff-leads-rows';

export * from './staff-leads-rows';

/** The inbox's change as the API's columns. */
const leadUpdate = (change: LeadChange): TablesUpdate<'leads'> => ({
  ...(change.status !== undefined ? { status: change.status } : {}),
  ...(change.staffNotes !== undefined ? { staff_notes: change.staffNotes } : {}),
  ...(change.assignee !== undefined ? { assignee: change.assignee } : {}),
});

/**
 * The inbox's leads: the unanswered ones first (so none of them falls past the limit), then the
 * newest; the inbox puts them in its chosen order.
 */
export async function listLeads(client: AppSupabase, filter: LeadFilter, limit = LEADS_LIMIT): Promise<StaffLead[]> {
  let query = client
    .from('leads')
    .select(LEAD_COLUMNS)
    .order('first_reply_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(limit);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.kind) query = query.eq('kind', filter.kind);
  if (filter.notAnswered) query = query.is('first_reply_at', null);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return withCars(client, data);
}

/**
 * The export: every lead the filter names, newest first, through export_leads, which the database
 * refuses to a sales account (docs/security.md).
 */
export async function exportLeads(client: AppSupabase, filter: LeadFilter): Promise<StaffLead[]> {
  let query = client
    .rpc('export_leads', {
      ...(filter.status ? { p_status: filter.status } : {}),
      ...(filter.kind ? { p_kind: filter.kind } : {}),
    })
    .select(LEAD_COLUMNS);
  if (filter.notAnswered) query = query.is('first_reply_at', null);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return withCars(client, data);
}

async function withCars(client: AppSupabase, rows: LeadApiRow[]): Promise<StaffLead[]> {
  const ids = carIdsOf(rows);
  if (ids.length === 0) return leadsOf(rows, []);
  const found = await client.from('vehicles').select(CAR_COLUMNS).in('id', ids);
  if (found.error) throw new Error(found.error.message);
  return leadsOf(rows, found.data);
}

/** Saves the change; false when RLS let nothing through (not staff, or the second factor is missing). */
export async function updateLead(client: AppSupabase, id: string, change: LeadChange): Promise<boolean> {
  const { data, error } = await client.from('leads').update(leadUpdate(change)).eq('id', id).select('id');
  if (error) throw new Error(error.message);
  return (data ?? []).length === 1;
}

/**
 * A request to be forgotten: every lead of this mobile number or email, and first their photos
 * (storage objects go through the Storage API, not SQL). Returns how many leads went.
 */
export async function eraseContact(client: AppSupabase, contact: { mobile: string | null; email: string | null }) {
  // Emails are stored trimmed and in lower case (check_new_lead), as delete_leads_of matches them.
  const photos = await Promise.all([
    contact.mobile ? client.from('leads').select('photos').eq('mobile', contact.mobile) : null,
    contact.email ? client.from('leads').select('photos').eq('email', contact.email.trim().toLowerCase()) : null,
  ]);
  const paths = [
    ...new Set(
      photos.flatMap((found) => {
        if (found?.error) throw new Error(found.error.message);
        return (found?.data ?? []).flatMap((row) => row.photos);
      }),
    ),
  ];
  if (paths.length > 0) {
    const removed = await client.storage.from(LEAD_PHOTOS_BUCKET).remove(paths);
    if (removed.error) throw new Error(removed.error.message);
  }
  const args = {
    ...(contact.mobile ? { p_mobile: contact.mobile } : {}),
    ...(contact.email ? { p_email: contact.email } : {}),
  };
  const { data, error } = await client.rpc('delete_leads_of', args);
  if (error) throw new Error(error.message);
  return z.number().parse(data);
}

/** How many leads eraseContact would delete, for its confirmation. */
export async function countContactLeads(client: AppSupabase, contact: { mobile: string | null; email: string | null }) {
  const { data, error } = await client.rpc('count_leads_of', {
    ...(contact.mobile ? { p_mobile: contact.mobile } : {}),
    ...(contact.email ? { p_email: contact.email } : {}),
  });
  if (error) throw new Error(error.message);
  return z.number().parse(data);
}

/** A tap on Call, WhatsApp or Email: the lead's first reply if it had none. Returns its time. */
export async function recordReply(client: AppSupabase, id: string): Promise<string | null> {
  const { data, error } = await client.rpc('record_lead_reply', { p_lead_id: id });
  if (error) throw new Error(error.message);
  return z.nullable(z.string()).parse(data);
}

export async function countNewLeads(client: AppSupabase): Promise<number> {
  const { data, error } = await client.rpc('count_new_leads');
  if (error) throw new Error(error.message);
  return z.number().parse(data);
}

/** The active staff a lead can be assigned to, by username. */
export async function listAssignees(client: AppSupabase): Promise<Assignee[]> {
  const { data, error } = await client.rpc('list_lead_assignees');
  if (error) throw new Error(error.message);
  return assigneesOf(data);
}

/** Every staff member reads them; the defaults stand in when they cannot be read. */
export async function fetchReplySettings(client: AppSupabase): Promise<ReplySettings> {
  const { data, error } = await client.from('lead_reply_settings').select(REPLY_SETTINGS_COLUMNS).maybeSingle();
  if (error) throw new Error(error.message);
  return replySettingsOf(data);
}

/** The owner's change (RLS lets the owner alone); false when nothing was saved. */
export async function saveReplySettings(client: AppSupabase, settings: ReplySettings): Promise<boolean> {
  const { data, error } = await client
    .from('lead_reply_settings')
    .update({
      first_target_minutes: settings.targets.first,
      second_target_minutes: settings.targets.second,
      templates: settings.templates,
      updated_at: new Date().toISOString(),
    })
    .eq('singleton', true)
    .select('singleton');
  if (error) throw new Error(error.message);
  return (data ?? []).length === 1;
}

/** Short-lived links to a sell offer's photos in the private bucket (staff alone may read them). */
export async function signLeadPhotos(client: AppSupabase, paths: readonly string[]): Promise<string[]> {
  if (paths.length === 0) return [];
  const { data, error } = await client.storage.from(LEAD_PHOTOS_BUCKET).createSignedUrls([...paths], 3600);
  if (error) throw new Error(error.message);
  return data.map((d) => d.signedUrl ?? '').filter(Boolean);
}
