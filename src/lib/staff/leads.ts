// A lead as the staff inbox reads it (public.leads, 20261128120000_leads.sql), checked at the
// boundary, with the car it is about.
import { z } from '~/lib/zod';
import { LEAD_KINDS, LEAD_STATUSES } from '~/lib/leads/lead';

export const staffLeadSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(LEAD_KINDS),
  vehicle_id: z.nullable(z.string()),
  name: z.string(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  preferred_date: z.nullable(z.string()),
  preferred_slot: z.nullable(z.string()),
  message: z.nullable(z.string()),
  sell_draft: z.nullable(
    z.object({ make: z.string(), model: z.string(), year: z.number(), mileage: z.string(), condition: z.string() }),
  ),
  status: z.enum(LEAD_STATUSES),
  staff_notes: z.string(),
  assignee: z.nullable(z.string()),
  created_at: z.string(),
});
export type LeadRow = z.infer<typeof staffLeadSchema>;

/** A lead and its car's name and stock number (null: no car, or the car is gone). */
export interface StaffLead extends LeadRow {
  car: string | null;
  stock_number: string | null;
}
