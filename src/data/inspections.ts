// Inspection reports (public.vehicle_inspections): the build's one read of every published report,
// and the staff dialog's reads and writes over supabase-js (row-level security decides what each
// caller sees and may write: supabase/migrations/20261128130000_inspections.sql).
import { IMAGE_BUCKET } from '~/config/constants';
import { z } from '~/lib/zod';
import {
  fromInspectionRow,
  INSPECTION_COLUMNS,
  inspectionRowSchema,
  latestPublished,
  type InspectionReport,
  type ItemResults,
} from '~/lib/inspection/report';
import type { RestSource } from '~/data/vehicles';
import type { AppSupabase } from './supabase';

const PAGE = 1000;
const rowsSchema = z.array(inspectionRowSchema);

/**
 * The newest published report of every public car, by vehicle id: one paged read per build (never
 * one per car). Visitors' RLS already hides drafts and the reports of cars that are not live.
 */
export async function fetchPublishedInspections(src: RestSource): Promise<Map<string, InspectionReport>> {
  const token = (await src.accessToken?.()) || src.anonKey;
  const all: InspectionReport[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const p = new URLSearchParams({
      select: INSPECTION_COLUMNS,
      status: 'eq.published',
      order: 'id',
      limit: String(PAGE),
      offset: String(offset),
    });
    const res = await (src.fetch ?? fetch)(`${src.url.replace(/\/+$/, '')}/rest/v1/vehicle_inspections?${p}`, {
      headers: { apikey: src.anonKey, Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`Inspection reports request failed with status ${res.status}`);
    const rows = rowsSchema.parse(await res.json());
    all.push(...rows.map(fromInspectionRow));
    if (rows.length < PAGE) return latestPublished(all);
  }
}

/** A car's reports as staff see them (drafts too), newest inspection first. */
export async function staffInspections(client: AppSupabase, vehicleId: string): Promise<InspectionReport[]> {
  const { data, error } = await client
    .from('vehicle_inspections')
    .select(INSPECTION_COLUMNS)
    .eq('vehicle_id', vehicleId)
    .order('inspected_on', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return rowsSchema.parse(data).map(fromInspectionRow);
}

/** What staff write of a report. */
export interface InspectionWrite {
  status: 'draft' | 'published';
  inspectedOn: string;
  inspectorName: string;
  inspectorKind: InspectionReport['inspectorKind'];
  odometerKm: number;
  auctionOverall: InspectionReport['auctionOverall'];
  auctionInterior: InspectionReport['auctionInterior'];
  items: ItemResults;
}

const toWriteRow = (w: InspectionWrite) => ({
  status: w.status,
  inspected_on: w.inspectedOn,
  inspector_name: w.inspectorName.trim(),
  inspector_kind: w.inspectorKind,
  odometer_km: w.odometerKm,
  auction_overall: w.auctionOverall,
  auction_interior: w.auctionInterior,
  items: w.items,
});

/** Saves a report: a new one for the car when `id` is null, else that report. */
export async function saveInspection(
  client: AppSupabase,
  vehicleId: string,
  id: string | null,
  w: InspectionWrite,
): Promise<InspectionReport> {
  const q = id
    ? client.from('vehicle_inspections').update(toWriteRow(w)).eq('id', id)
    : client.from('vehicle_inspections').insert({ ...toWriteRow(w), vehicle_id: vehicleId });
  const { data, error } = await q.select(INSPECTION_COLUMNS).single();
  if (error) throw new Error(error.message);
  return fromInspectionRow(inspectionRowSchema.parse(data));
}

/** Stores one photo of an inspection item under inspections/{vehicle}/ in the vehicles' bucket. */
export async function uploadInspectionPhoto(
  client: AppSupabase,
  vehicleId: string,
  image: { blob: Blob; type: string; extension: string },
): Promise<string> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const name = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}.${image.extension}`;
  const path = `inspections/${vehicleId}/${name}`;
  const { error } = await bucket.upload(path, image.blob, { contentType: image.type, upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}
