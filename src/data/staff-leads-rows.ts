// The staff inbox's rows as the API answers them and as the inbox shows them, without supabase-js:
// the columns and paths asked, and the checks at the boundary (reshapeLead is the one step where the
// API's row becomes the inbox's StaffLead). /manage-inventory/leads draws its first leads from these
// before supabase-js has loaded (docs/benchmarks.md); ./staff-leads.ts makes the calls.
import { z } from '~/lib/zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '~/lib/leads/lead-kinds';
import type { StaffLead } from '~/lib/staff/leads';
import { DEFAULT_REPLY_TARGETS, type ReplyTargets } from '~/lib/staff/lead-clock';
import type { CustomTemplates } from '~/lib/staff/lead-replies';
import type { Tables } from './database.types';

/** Every column of public.leads but the consent time, the honeypot, updated_at and who replied first. */
export const LEAD_COLUMNS =
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

export interface LeadFilter {
  status: LeadStatus | null;
  kind: LeadKind | null;
  /** Only the leads nobody has answered yet. */
  notAnswered?: boolean;
}

/** The most leads the inbox shows. */
export const LEADS_LIMIT = 500;
/** Column lists as supabase-js writes them into a query string: without their spaces. */
export const inQuery = (columns: string): string => columns.replace(/\s/g, '');

/**
 * The inbox's first, unfiltered list as a path under /rest/v1/: what listLeads asks without a
 * filter, which /manage-inventory/leads asks before supabase-js has loaded (docs/benchmarks.md).
 */
export const FIRST_LEADS_PATH = `leads?select=${inQuery(LEAD_COLUMNS)}&order=first_reply_at.desc.nullsfirst,created_at.desc&limit=${LEADS_LIMIT}`;

export const CAR_COLUMNS = 'id, year, make, model, stock_number, price';

/** The cars the leads name, each once. */
export const carIdsOf = (rows: readonly LeadApiRow[]): string[] => [
  ...new Set(rows.map((l) => l.vehicle_id).filter((id): id is string => id !== null)),
];

/** The cars of `ids` as a path under /rest/v1/: what withCars asks. */
export const leadCarsPath = (ids: readonly string[]): string =>
  `vehicles?select=${inQuery(CAR_COLUMNS)}&id=in.(${ids.join(',')})`;

/** The leads as the inbox shows them, from the API's rows and its answer for their cars. */
export function leadsOf(rows: readonly LeadApiRow[], carRows: unknown): StaffLead[] {
  const cars = new Map<string, LeadCar>();
  for (const car of z.array(carSchema).parse(carRows)) cars.set(car.id, car);
  return rows.map((row) => reshapeLead(row, row.vehicle_id ? cars.get(row.vehicle_id) : undefined));
}

const assigneeSchema = z.object({ user_id: z.string(), username: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** list_lead_assignees's answer, checked. */
export const assigneesOf = (data: unknown): Assignee[] => z.array(assigneeSchema).parse(data);

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

export const REPLY_SETTINGS_COLUMNS = 'first_target_minutes, second_target_minutes, templates';
/** The reply settings' one row as a path under /rest/v1/ (an array of at most that row). */
export const REPLY_SETTINGS_PATH = `lead_reply_settings?select=${inQuery(REPLY_SETTINGS_COLUMNS)}`;

/** The settings' row (null: none, the defaults), checked. */
export function replySettingsOf(data: unknown): ReplySettings {
  if (data === null) return { targets: DEFAULT_REPLY_TARGETS, templates: {} };
  const row = replySettingsSchema.parse(data);
  return {
    targets: { first: row.first_target_minutes, second: row.second_target_minutes },
    templates: row.templates,
  };
}
