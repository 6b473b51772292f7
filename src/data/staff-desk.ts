// The desk's three calls (staff only; the database refuses anyone else): the tiles first, then the
// charts and the per-car table, each one small JSON answer checked at the boundary.
import { z } from '~/lib/zod';
import {
  deskCarsSchema,
  deskChartsSchema,
  deskTilesSchema,
  type DeskCarsAnswer,
  type DeskCharts,
  type DeskTiles,
} from '~/lib/staff/desk';
import type { AppSupabase } from './supabase';
import type { ClockLead } from '~/lib/staff/lead-clock';

async function call<T>(client: AppSupabase, fn: 'desk_tiles' | 'desk_charts' | 'desk_cars', schema: z.ZodMiniType<T>) {
  const { data, error } = await client.rpc(fn, {});
  if (error) throw new Error(error.message);
  return schema.parse(data);
}

export const fetchDeskTiles = (client: AppSupabase): Promise<DeskTiles> => call(client, 'desk_tiles', deskTilesSchema);
export const fetchDeskCharts = (client: AppSupabase): Promise<DeskCharts> =>
  call(client, 'desk_charts', deskChartsSchema);
export const fetchDeskCars = (client: AppSupabase): Promise<DeskCarsAnswer> =>
  call(client, 'desk_cars', deskCarsSchema);

const replyRowSchema = z.object({ created_at: z.string(), first_reply_at: z.nullable(z.string()) });

/**
 * The leads of the last `weeks` weeks as the lead clock needs them (received, first reply), for
 * the desk's first-reply tile and chart; the opening hours are counted here, not in the database.
 */
export async function fetchReplyClock(client: AppSupabase, now: Date, weeks = 12): Promise<ClockLead[]> {
  const since = new Date(now.getTime() - (weeks * 7 + 1) * 86_400_000).toISOString();
  const { data, error } = await client
    .from('leads')
    .select('created_at, first_reply_at')
    .gte('created_at', since)
    .limit(10_000);
  if (error) throw new Error(error.message);
  return z
    .array(replyRowSchema)
    .parse(data)
    .map((r) => ({ createdAt: r.created_at, firstReplyAt: r.first_reply_at }));
}
