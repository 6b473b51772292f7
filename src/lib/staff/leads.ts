// A lead as the staff inbox shows it: the app's own shape, with the car it is about. The API's row
// (public.leads, typed by database.types.ts) becomes this in one place, reshapeLead in
// src/data/staff-leads.ts.
import type { LeadKind, LeadSellDraft, LeadStatus } from '~/lib/leads/lead-kinds';

export interface StaffLead {
  id: string;
  reference: string;
  kind: LeadKind;
  vehicleId: string | null;
  name: string;
  mobile: string | null;
  email: string | null;
  preferredDate: string | null;
  preferredSlot: string | null;
  message: string | null;
  sellDraft: LeadSellDraft | null;
  status: LeadStatus;
  staffNotes: string;
  /** The staff member's user id, or null: nobody yet. */
  assignee: string | null;
  createdAt: string;
  /** The car's name ('2021 BMW 330e M Sport') and stock number; null: no car, or the car is gone. */
  car: string | null;
  stockNumber: string | null;
  /** The car's asking price in MYR; null: no car, no price shown, or the car is gone. */
  price: number | null;
  /** The first reply (a status moved on from New, or a tap on Call, WhatsApp or Email); null: none yet. */
  firstReplyAt: string | null;
  /** The language the buyer wrote in, which the replies use. */
  lang: 'en' | 'ms';
  /** A sell offer's asking price in MYR; null: none given. */
  askingPrice: number | null;
  /** A sell offer's photos: paths in the private lead-photos bucket. */
  photos: string[];
}

/** What staff change on a lead. */
export type LeadChange = Partial<Pick<StaffLead, 'status' | 'staffNotes' | 'assignee'>>;
