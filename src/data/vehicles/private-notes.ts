// A car's private note (staff only: public.vehicle_private_notes, never a column of vehicles, whose
// rows the public reads), read and written by the staff form and the stock table through the
// signed-in client; RLS refuses anyone else.
import type { AppSupabase } from '~/data/supabase';
import { z } from '~/lib/zod';

/** The database's limit (vehicle_private_notes_note_length). */
export const PRIVATE_NOTE_MAX = 4000;

export async function readPrivateNote(client: AppSupabase, vehicleId: string): Promise<string> {
  const { data, error } = await client
    .from('vehicle_private_notes')
    .select('note')
    .eq('vehicle_id', vehicleId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.note ?? '';
}

/** Stores `note` for the car, trimmed; a blank note removes it (the table holds no empty notes). */
export async function writePrivateNote(client: AppSupabase, vehicleId: string, note: string): Promise<void> {
  const value = note.trim();
  const table = client.from('vehicle_private_notes');
  const { error } =
    value === ''
      ? await table.delete().eq('vehicle_id', vehicleId)
      : await table.upsert({ vehicle_id: vehicleId, note: value }, { onConflict: 'vehicle_id' });
  if (error) throw new Error(error.message);
}

const notesSchema = z.array(z.object({ vehicle_id: z.string(), note: z.string() }));

/** The notes of the cars in `ids` that have one, by car: the stock table's column. */
export async function readPrivateNotes(
  client: AppSupabase,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await client
    .from('vehicle_private_notes')
    .select('vehicle_id, note')
    .in('vehicle_id', [...ids]);
  if (error) throw new Error(error.message);
  return new Map(notesSchema.parse(data).map((r) => [r.vehicle_id, r.note]));
}
