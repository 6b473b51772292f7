// The staff inbox's calls (RLS lets staff alone read and change leads; changes need the second
// factor once the account has one): list with filters, change a lead, erase a person's leads,
// count the new ones. The rows are typed by database.types.ts; reshapeLead is the one step where
// the API's row becomes the inbox's StaffLead.
import { z } from '~/lib/zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '~/lib/leads/lead';
import type { LeadChange, StaffLead } from '~/lib/staff/leads';
import type { Tables, TablesUpdate } from './database.types';
import type { AppSupabase } from './supabase';

/** Every column of public.leads but the consent time, the honeypot and updated_at. */
const LEAD_COLUMNS =
  'id, reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message, sell_draft, status, staff_notes, assignee, created_at';
/** A lead as the API answers LEAD_COLUMNS. */
export type LeadApiRow = Omit<Tables<'leads'>, 'consent_at' | 'website' | 'updated_at'>;

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
}

export async function listLeads(client: AppSupabase, filter: LeadFilter, limit = 500): Promise<StaffLead[]> {
  let query = client.from('leads').select(LEAD_COLUMNS).order('created_at', { ascending: false }).limit(limit);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.kind) query = query.eq('kind', filter.kind);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  const rows: LeadApiRow[] = data;
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

/** A request to be forgotten: every lead of this mobile number or email. Returns how many went. */
export async function eraseContact(client: AppSupabase, contact: { mobile: string | null; email: string | null }) {
  const args = {
    ...(contact.mobile ? { p_mobile: contact.mobile } : {}),
    ...(contact.email ? { p_email: contact.email } : {}),
  };
  const { data, error } = await client.rpc('delete_leads_of', args);
  if (error) throw new Error(error.message);
  return z.number().parse(data);
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
