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
      l.created_at,
      l.kind,
      l.status,
      l.name,
      l.mobile ?? '',
      l.email ?? '',
      l.car ?? '',
      l.stock_number ?? '',
      l.preferred_date ?? '',
      l.preferred_slot ?? '',
      l.message ?? '',
      l.sell_draft?.make ?? '',
      l.sell_draft?.model ?? '',
      l.sell_draft ? String(l.sell_draft.year) : '',
      l.sell_draft?.mileage ?? '',
      l.sell_draft?.condition ?? '',
      l.staff_notes,
    ]),
  });
}
