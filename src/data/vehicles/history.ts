// A vehicle's audit trail (public.vehicle_history, written by a trigger): the entries the edit
// dialog lists, how each change reads, and the vehicle's fields as they were after an entry.
import { z } from '~/lib/zod';
import { formatMileage, formatPrice } from '~/lib/format';
import type { DraftVehicle, DraftVehicleInput } from '~/lib/vehicle';
import { columnOf } from '~/lib/vehicle/fields';
import { fieldLabel, FORM_ORDER } from '~/lib/vehicle/fields-staff';
import { STAFF_WORDS } from '~/lib/staff-words';
import type { AppSupabase } from '../supabase';
import { parseDraftVehicleRow, toRow, type VehicleWrite } from './vehicle-row';

const changeSchema = z.object({ old: z.unknown(), new: z.unknown() });

export const historyEntrySchema = z.object({
  id: z.number(),
  action: z.enum(['insert', 'update', 'delete', 'restore', 'purge']),
  actor_username: z.nullable(z.string()),
  actor_role: z.string(),
  changed_at: z.string(),
  changes: z.record(z.string(), changeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export async function fetchHistory(client: AppSupabase, vehicleId: string): Promise<HistoryEntry[]> {
  const { data, error } = await client.rpc('get_vehicle_history', { p_vehicle_id: vehicleId });
  if (error) throw new Error(error.message);
  return z.array(historyEntrySchema).parse(data);
}

/** The columns staff edit, with their labels, in form order (src/lib/vehicle/fields.ts). */
const FIELD_LABEL = Object.fromEntries(FORM_ORDER.map((f) => [columnOf(f), fieldLabel(f)])) as Record<
  keyof VehicleWrite,
  string
>;
const EDITABLE = /* @__PURE__ */ Object.keys(FIELD_LABEL) as (keyof VehicleWrite)[];

export const actorName = (e: HistoryEntry): string =>
  e.actor_username ?? (e.actor_role === 'service_role' ? STAFF_WORDS.history.serverTask : STAFF_WORDS.history.database);

function show(field: keyof VehicleWrite, value: unknown): string {
  if (value === null || value === undefined) return STAFF_WORDS.history.none;
  if (field === 'price' && typeof value === 'number') return formatPrice(value);
  if (field === 'mileage' && typeof value === 'number') return formatMileage(value);
  if (field === 'images' && Array.isArray(value)) return STAFF_WORDS.history.photos(value.length);
  if (field === 'vehicle_details') return typeof value === 'string' ? value : STAFF_WORDS.history.lists;
  if (Array.isArray(value)) return value.join(', ') || STAFF_WORDS.history.none;
  return String(value);
}

/** One line per edited field: "Price: MYR 250,000 → MYR 240,000". Inserts list the new values only. */
export function describeChanges(entry: HistoryEntry): string[] {
  return EDITABLE.flatMap((field) => {
    const change = entry.changes[field];
    if (!change) return [];
    if (entry.action === 'insert') return [`${FIELD_LABEL[field]}: ${show(field, change.new)}`];
    if (field === 'vehicle_details' && typeof change.old !== 'string' && typeof change.new !== 'string')
      return [STAFF_WORDS.history.detailsChanged];
    return [`${FIELD_LABEL[field]}: ${show(field, change.old)} → ${show(field, change.new)}`];
  });
}

/** True when restoring this entry would change an editable field of the current vehicle. */
export const restorable = (entries: readonly HistoryEntry[], index: number): boolean =>
  index > 0 && entries.slice(0, index).some((e) => EDITABLE.some((f) => f in e.changes));

/**
 * The editable fields as they were right after `entries[index]` (entries newest first): the
 * current values with every later change undone, newest first.
 */
export function versionAfter(
  current: DraftVehicle,
  entries: readonly HistoryEntry[],
  index: number,
): DraftVehicleInput {
  const row: Record<string, unknown> = { ...toRow(current) };
  for (const entry of entries.slice(0, index)) {
    for (const field of EDITABLE) {
      const change = entry.changes[field];
      if (change) row[field] = change.old;
    }
  }
  const parsed = parseDraftVehicleRow({
    ...row,
    id: current.id,
    created_at: current.createdAt,
    updated_at: current.updatedAt,
  });
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = parsed;
  return input;
}
