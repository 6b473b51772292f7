// An inspection report and what every side reads from it: its items' results (the shape the
// database's `vehicle_inspections.items` holds, checked there too), the summary a buyer sees, the
// staff dialog's progress, when a car is due for another inspection, and the damages the vehicle
// page's JSON-LD declares. Pure: no data access. Limits are kept twice on purpose, here and in
// supabase/migrations/20261128130000_inspections.sql (tests/server/schema-inspections.int.test.ts
// stores each one and has one past it refused).
import { z } from '~/lib/zod';
import type { Lang } from '~/lib/paths';
export { DUE_AFTER_DAYS, DUE_AFTER_KM, dueReason, type DueReason } from './due';
import {
  AUCTION_INTERIOR_GRADES,
  AUCTION_OVERALL_GRADES,
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type ChecklistSection,
} from './checklist';

export const INSPECTION_STATES = ['pass', 'attention', 'fail', 'not_inspected'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
/** States that need a note saying what is wrong. */
export const NEEDS_NOTE: ReadonlySet<InspectionState> = new Set(['attention', 'fail']);

export const INSPECTOR_KINDS = ['in_house', 'third_party'] as const;
export type InspectorKind = (typeof INSPECTOR_KINDS)[number];

export const INSPECTION_LIMITS = {
  note: 500,
  inspectorName: 80,
  photos: 3,
  photoUrl: 500,
  /** The largest measurement: a tread or pad in mm, a health in %. */
  value: 1000,
  odometer: 2_000_000,
} as const;

export const itemResultSchema = z.object({
  state: z.enum(INSPECTION_STATES),
  note: z.optional(z.string().check(z.maxLength(INSPECTION_LIMITS.note))),
  value: z.optional(z.number().check(z.gte(0), z.lte(INSPECTION_LIMITS.value))),
  photos: z.optional(
    z.array(z.string().check(z.maxLength(INSPECTION_LIMITS.photoUrl))).check(z.maxLength(INSPECTION_LIMITS.photos)),
  ),
});
export type ItemResult = z.infer<typeof itemResultSchema>;
export type ItemResults = Record<string, ItemResult>;

export interface InspectionReport {
  id: string;
  vehicleId: string;
  status: 'draft' | 'published';
  /** YYYY-MM-DD. */
  inspectedOn: string;
  inspectorName: string;
  inspectorKind: InspectorKind;
  odometerKm: number;
  auctionOverall: (typeof AUCTION_OVERALL_GRADES)[number] | null;
  auctionInterior: (typeof AUCTION_INTERIOR_GRADES)[number] | null;
  items: ItemResults;
  publishedAt: string | null;
}

/** The columns a report is read with, as PostgREST names them. */
export const INSPECTION_COLUMNS =
  'id,vehicle_id,status,inspected_on,inspector_name,inspector_kind,odometer_km,auction_overall,auction_interior,items,published_at';

export const inspectionRowSchema = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  status: z.enum(['draft', 'published']),
  inspected_on: z.string(),
  inspector_name: z.string(),
  inspector_kind: z.enum(INSPECTOR_KINDS),
  odometer_km: z.number(),
  auction_overall: z.nullable(z.enum(AUCTION_OVERALL_GRADES)),
  auction_interior: z.nullable(z.enum(AUCTION_INTERIOR_GRADES)),
  items: z.record(z.string(), itemResultSchema),
  published_at: z.nullable(z.string()),
});
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const fromInspectionRow = (r: InspectionRow): InspectionReport => ({
  id: r.id,
  vehicleId: r.vehicle_id,
  status: r.status,
  inspectedOn: r.inspected_on,
  inspectorName: r.inspector_name,
  inspectorKind: r.inspector_kind,
  odometerKm: r.odometer_km,
  auctionOverall: r.auction_overall,
  auctionInterior: r.auction_interior,
  items: r.items,
  publishedAt: r.published_at,
});

/** Why an item's result cannot be saved as it is, or null. */
export function itemProblem(r: ItemResult): 'noteRequired' | 'tooManyPhotos' | 'noteTooLong' | null {
  if (NEEDS_NOTE.has(r.state) && !(r.note ?? '').trim()) return 'noteRequired';
  if ((r.note ?? '').length > INSPECTION_LIMITS.note) return 'noteTooLong';
  if ((r.photos ?? []).length > INSPECTION_LIMITS.photos) return 'tooManyPhotos';
  return null;
}

/** How many of the sections' items have a state ('112 of 150 checked'). */
export function progressOf(
  sections: readonly ChecklistSection[],
  items: ItemResults,
): { checked: number; total: number } {
  let checked = 0;
  let total = 0;
  for (const s of sections)
    for (const i of s.items) {
      total++;
      if (items[i.key]) checked++;
    }
  return { checked, total };
}

export interface Finding {
  item: ChecklistItem;
  section: ChecklistSection;
  result: ItemResult;
}

export interface ReportSummary {
  /** Items checked (pass, attention or fail); 'not inspected' is not a check. */
  checked: number;
  attention: number;
  fail: number;
  /** Fail items first, then attention items, each in the checklist's order. */
  findings: Finding[];
}

/** What a buyer reads first. Results for keys the checklist no longer has are left out. */
export function summaryOf(report: Pick<InspectionReport, 'items'>): ReportSummary {
  let checked = 0;
  const fails: Finding[] = [];
  const attentions: Finding[] = [];
  for (const [key, item] of CHECKLIST_ITEMS) {
    const result = report.items[key];
    if (!result || result.state === 'not_inspected') continue;
    checked++;
    const { section, ...plain } = item;
    if (result.state === 'fail') fails.push({ item: plain, section, result });
    if (result.state === 'attention') attentions.push({ item: plain, section, result });
  }
  return { checked, attention: attentions.length, fail: fails.length, findings: [...fails, ...attentions] };
}

/** The newest published report of each vehicle (by inspection date, then publication). */
export function latestPublished(reports: readonly InspectionReport[]): Map<string, InspectionReport> {
  const out = new Map<string, InspectionReport>();
  for (const r of reports) {
    if (r.status !== 'published') continue;
    const seen = out.get(r.vehicleId);
    if (!seen || newer(r, seen)) out.set(r.vehicleId, r);
  }
  return out;
}
const newer = (a: InspectionReport, b: InspectionReport): boolean =>
  a.inspectedOn !== b.inspectedOn ? a.inspectedOn > b.inspectedOn : (a.publishedAt ?? '') > (b.publishedAt ?? '');

/** schema.org's knownVehicleDamages: each fail and attention item with its note, in the page's language. */
export function knownDamages(report: Pick<InspectionReport, 'items'>, lang: Lang = 'en'): string[] {
  return summaryOf(report).findings.map((f) => `${f.item[lang]}: ${(f.result.note ?? '').trim()}`);
}

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};

/** '12 Nov 2026' (Malay month names on Malay pages). */
export function formatInspectionDate(isoDate: string, lang: Lang): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[lang][m - 1] ?? ''} ${y}`;
}

/** The keys whose result cannot be saved as it is (a note missing or too long, too many photos). */
export function problemKeys(items: ItemResults): string[] {
  return Object.entries(items)
    .filter(([, r]) => itemProblem(r) !== null)
    .map(([k]) => k);
}

/** A report may be published once every point has a state and none has a problem. */
export function canPublish(sections: readonly ChecklistSection[], items: ItemResults): boolean {
  const { checked, total } = progressOf(sections, items);
  return checked === total && problemKeys(items).length === 0;
}
