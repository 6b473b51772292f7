// The staff inbox's calls (RLS lets staff alone read and change leads; changes need the second
// factor once the account has one): list with filters, change a lead, erase a person's leads,
// count the new ones. The rows are typed by database.types.ts; reshapeLead is the one step where
// the API's row becomes the inbox's StaffLead.
import { z } from '~/lib/zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '~/lib/leads/lead';
import type { LeadChange, StaffLead } from '~/lib/staff/leads';
import { DEFAULT_REPLY_TARGETS, type ReplyTargets } from '~/lib/staff/lead-clock';
import type { CustomTemplates } from '~/lib/staff/lead-replies';
import { LEAD_PHOTOS_BUCKET } from '~/lib/leads/lead-photos';
import type { Tables, TablesUpdate } from './database.types';
import type { AppSupabase } from './supabase';

/** Every column of public.leads but the consent time, the honeypot, updated_at and who replied first. */
const LEAD_COLUMNS =
  'id, reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message, sell_draft, status, staff_notes, assignee, created_at, first_reply_at, lang, asking_price, photos';
/** A lead as the API answers LEAD_COLUMNS. */
export type LeadApiRow = Omit<Tables<'leads'>, 'consent_at' | 'website' | 'updated_at' | 'first_reply_by'>;

const carSchema = z.object({
  id: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  stock_number: z.nullable(z.string()),
  price: z.nullable(z.number()),
});
type LeadCar = z.infer<typeof carSchema>;

// What the generated types cannot say: kind and status are text under a check constraint, and
// sell_draft is jsonb. These are checked here, at the boundary; the other columns are as typed.
const kindSchema = z.enum(LEAD_KINDS);
const statusSchema = z.enum(LEAD_STATUSES);
const sellDraftSchema = z.nullable(
  z.object({ make: z.string(), model: z.string(), year: z.number(), mileage: z.string(), condition: z.string() }),
);

/** The API's lead and its car (none: no car, or the car is gone) as the inbox shows them. */
export function reshapeLead(row: LeadApiRow, car: LeadCar | undefined): StaffLead {
  return {
    id: row.id,
    reference: row.reference,
    kind: kindSchema.parse(row.kind),
    vehicleId: row.vehicle_id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    preferredDate: row.preferred_date,
    preferredSlot: row.preferred_slot,
    message: row.message,
    sellDraft: sellDraftSchema.parse(row.sell_draft),
    status: statusSchema.parse(row.status),
    staffNotes: row.staff_notes,
    assignee: row.assignee,
    createdAt: row.created_at,
    car: car ? `${car.year} ${car.make} ${car.model}` : null,
    stockNumber: car?.stock_number ?? null,
    price: car?.price ?? null,
    firstReplyAt: row.first_reply_at,
    lang: row.lang === 'ms' ? 'ms' : 'en',
    askingPrice: row.asking_price,
    photos: row.photos,
  };
}

/** The inbox's change as the API's columns. */
const leadUpdate = (change: LeadChange): TablesUpdate<'leads'> => ({
  ...(change.status !== undefined ? { status: change.status } : {}),
  ...(change.staffNotes !== undefined ? { staff_notes: change.staffNotes } : {}),
  ...(change.assignee !== undefined ? { assignee: change.assignee } : {}),
});

export interface LeadFilter {
  status: LeadStatus | null;
  kind: LeadKind | null;
  /** Only the leads nobody has answered yet. */
  notAnswered?: boolean;
}

/**
 * The inbox's leads: the unanswered ones first (so none of them falls past the limit), then the
 * newest; the inbox puts them in its chosen order.
 */
export async function listLeads(client: AppSupabase, filter: LeadFilter, limit = 500): Promise<StaffLead[]> {
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
  const ids = [...new Set(rows.map((l) => l.vehicle_id).filter((id): id is string => id !== null))];
  const cars = new Map<string, LeadCar>();
  if (ids.length > 0) {
    const found = await client.from('vehicles').select('id, year, make, model, stock_number, price').in('id', ids);
    if (found.error) throw new Error(found.error.message);
    for (const car of z.array(carSchema).parse(found.data)) cars.set(car.id, car);
  }
  return rows.map((row) => reshapeLead(row, row.vehicle_id ? cars.get(row.vehicle_id) : undefined));
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

const assigneeSchema = z.object({ user_id: z.string(), username: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** The active staff a lead can be assigned to, by username. */
export async function listAssignees(client: AppSupabase): Promise<Assignee[]> {
  const { data, error } = await client.rpc('list_lead_assignees');
  if (error) throw new Error(error.message);
  return z.array(assigneeSchema).parse(data);
}

const templatesSchema = z.partialRecord(z.enum(['en', 'ms']), z.partialRecord(z.enum(LEAD_KINDS), z.string()));
const replySettingsSchema = z.object({
  first_target_minutes: z.number(),
  second_target_minutes: z.number(),
  templates: templatesSchema,
});

/** The owner's reply settings: the two targets (opening minutes) and the owner's own messages. */
export interface ReplySettings {
  targets: ReplyTargets;
  templates: CustomTemplates;
}

/** Every staff member reads them; the defaults stand in when they cannot be read. */
export async function fetchReplySettings(client: AppSupabase): Promise<ReplySettings> {
  const { data, error } = await client
    .from('lead_reply_settings')
    .select('first_target_minutes, second_target_minutes, templates')
    .maybeSingle();
  if (error) throw new Error(error.message);
  if (!data) return { targets: DEFAULT_REPLY_TARGETS, templates: {} };
  const row = replySettingsSchema.parse(data);
  return {
    targets: { first: row.first_target_minutes, second: row.second_target_minutes },
    templates: row.templates,
  };
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
