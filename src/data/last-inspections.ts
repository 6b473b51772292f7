// The staff list's one read of when each car was last inspected (its newest published report's date
// and odometer), for 'Inspection due' on the cars that need one. Apart from ./inspections.ts so the
// list does not load the checklist.
import type { AppSupabase } from './supabase';

export interface LastInspection {
  inspectedOn: string;
  odometerKm: number;
}

const PAGE = 1000;

/** The newest published inspection of every car staff can see, by vehicle id. */
export async function lastInspections(client: AppSupabase): Promise<Map<string, LastInspection>> {
  const out = new Map<string, LastInspection>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('vehicle_inspections')
      .select('vehicle_id, inspected_on, odometer_km')
      .eq('status', 'published')
      .order('inspected_on', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    for (const r of data) {
      if (!out.has(r.vehicle_id)) out.set(r.vehicle_id, { inspectedOn: r.inspected_on, odometerKm: r.odometer_km });
    }
    if (data.length < PAGE) return out;
  }
}
