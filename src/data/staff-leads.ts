// The staff inbox's calls (RLS lets staff alone read and change leads; changes need the second
// factor once the account has one): list with filters, change a lead, erase a person's leads,
// count the new ones.
import { z } from '~/lib/zod';
import type { LeadKind, LeadStatus } from '~/lib/leads/lead';
import { staffLeadSchema, type StaffLead } from '~/lib/staff/leads';
import type { AppSupabase } from './supabase';

const LEAD_COLUMNS =
  'id, reference, kind, vehicle_id, name, mobile, email, preferred_date, preferred_slot, message, sell_draft, status, staff_notes, assignee, created_at';
const carSchema = z.object({
  id: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  stock_number: z.nullable(z.string()),
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
  const leads = z.array(staffLeadSchema).parse(data);
  const ids = [...new Set(leads.map((l) => l.vehicle_id).filter((id): id is string => id !== null))];
  const cars = new Map<string, z.infer<typeof carSchema>>();
  if (ids.length > 0) {
    const found = await client.from('vehicles').select('id, year, make, model, stock_number').in('id', ids);
    if (found.error) throw new Error(found.error.message);
    for (const car of z.array(carSchema).parse(found.data)) cars.set(car.id, car);
  }
  return leads.map((l) => {
    const car = l.vehicle_id ? cars.get(l.vehicle_id) : undefined;
    return { ...l, car: car ? `${car.year} ${car.make} ${car.model}` : null, stock_number: car?.stock_number ?? null };
  });
}

export type LeadChange = Partial<{ status: LeadStatus; staff_notes: string; assignee: string | null }>;

/** Saves the change; false when RLS let nothing through (not staff, or the second factor is missing). */
export async function updateLead(client: AppSupabase, id: string, change: LeadChange): Promise<boolean> {
  const { data, error } = await client.from('leads').update(change).eq('id', id).select('id');
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
