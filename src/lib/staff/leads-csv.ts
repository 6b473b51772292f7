// The leads export (the inbox's 'Export CSV'): one row per lead, through the same formula-safe
// writer as the stock export (csv-formula.ts), so a visitor's text never runs in a spreadsheet.
import { unparseCsv } from './vehicle/csv-formula';
import type { StaffLead } from './leads';

export const LEAD_CSV_COLUMNS = [
  'reference',
  'received',
  'kind',
  'status',
  'name',
  'mobile',
  'email',
  'car',
  'stock_number',
  'preferred_date',
  'preferred_slot',
  'message',
  'sell_make',
  'sell_model',
  'sell_year',
  'sell_mileage',
  'sell_condition',
  'notes',
] as const;

export function leadsToCsv(leads: readonly StaffLead[]): string {
  return unparseCsv({
    fields: [...LEAD_CSV_COLUMNS],
    data: leads.map((l) => [
      l.reference,
      l.createdAt,
      l.kind,
      l.status,
      l.name,
      l.mobile ?? '',
      l.email ?? '',
      l.car ?? '',
      l.stockNumber ?? '',
      l.preferredDate ?? '',
      l.preferredSlot ?? '',
      l.message ?? '',
      l.sellDraft?.make ?? '',
      l.sellDraft?.model ?? '',
      l.sellDraft ? String(l.sellDraft.year) : '',
      l.sellDraft?.mileage ?? '',
      l.sellDraft?.condition ?? '',
      l.staffNotes,
    ]),
  });
}
