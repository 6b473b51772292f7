// The leads export (the inbox's 'Export CSV'): one row per lead, through the same formula-safe
// writer as the stock export (csv-formula.ts), so a visitor's text never runs in a spreadsheet.
// Times are Malaysian local time, as the inbox shows them; the assignee is named by username; the
// first reply's time and the lead's age then (opening minutes, as the lead clock counts them); the
// file is named with the brand and the days of the leads it holds.
import { unparseCsv } from './vehicle/csv-formula';
import type { OpeningHours } from '~/config/dealer-settings';
import { openMinutesBetween } from './lead-clock';
import type { StaffLead } from './leads';

export const LEAD_CSV_COLUMNS = [
  'reference',
  'received',
  'kind',
  'status',
  'assignee',
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
  'first_reply',
  'first_reply_after_opening_minutes',
  'asking_price',
] as const;

/** Malaysia keeps UTC+8 all year. */
const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An instant as Malaysian local time, to the minute: `2026-12-05 05:39`. */
export function malaysianTime(iso: string): string {
  return new Date(Date.parse(iso) + MYT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * `mewah-motors-leads-2026-11-28-to-2026-12-05.csv`: the brand, and the Malaysian days of the
 * oldest and newest lead (one day once; today's when there are none).
 */
export function leadsCsvName(brand: string, leads: readonly StaffLead[], now: Date): string {
  const slug = brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const days = leads.map((l) => malaysianTime(l.createdAt).slice(0, 10)).sort();
  const first = days[0] ?? malaysianTime(now.toISOString()).slice(0, 10);
  const last = days.at(-1) ?? first;
  return `${slug ? `${slug}-` : ''}leads-${first === last ? first : `${first}-to-${last}`}.csv`;
}

/** The showroom's hours and closed dates, which the age at first reply counts in. */
export interface CsvClock {
  hours: OpeningHours;
  closed: readonly string[];
}

/** The leads as CSV; `assigneeName` names an assignee's user id (a username, or words for none). */
export function leadsToCsv(leads: readonly StaffLead[], assigneeName: (id: string) => string, clock: CsvClock): string {
  return unparseCsv({
    fields: [...LEAD_CSV_COLUMNS],
    data: leads.map((l) => [
      l.reference,
      malaysianTime(l.createdAt),
      l.kind,
      l.status,
      l.assignee ? assigneeName(l.assignee) : '',
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
      l.firstReplyAt ? malaysianTime(l.firstReplyAt) : '',
      l.firstReplyAt ? String(openMinutesBetween(l.createdAt, l.firstReplyAt, clock.hours, clock.closed)) : '',
      l.askingPrice === null ? '' : String(l.askingPrice),
    ]),
  });
}
