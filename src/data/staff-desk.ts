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
