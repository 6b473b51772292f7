// A car's chassis number (staff only: public.vehicle_identifiers, docs/features.md 'Chassis
// numbers'), read and written by the staff form through the signed-in client; RLS refuses anyone else.
import type { AppSupabase } from '~/data/supabase';

export async function readChassis(client: AppSupabase, vehicleId: string): Promise<string> {
  const { data, error } = await client
    .from('vehicle_identifiers')
    .select('chassis_number')
    .eq('vehicle_id', vehicleId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.chassis_number ?? '';
}

/** Stores `value` (already as chassisOf returns it) for the car; '' removes it. */
export async function writeChassis(client: AppSupabase, vehicleId: string, value: string): Promise<void> {
  const table = client.from('vehicle_identifiers');
  const { error } =
    value === ''
      ? await table.delete().eq('vehicle_id', vehicleId)
      : await table.upsert({ vehicle_id: vehicleId, chassis_number: value }, { onConflict: 'vehicle_id' });
  if (error) throw new Error(error.message);
}
