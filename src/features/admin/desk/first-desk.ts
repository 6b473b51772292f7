// /manage-inventory/desk's first request (first-requests.ts): the tiles, as the desk asks them first.
import type { FirstRequest, FirstRequests } from '~/features/admin/first-screen/first-requests';
import { answerOf, firstScreenOf } from '~/features/admin/first-screen/first-screen';
import { deskTilesSchema, type DeskTiles } from '~/lib/staff/desk';

/** The page's own request, written into its inline script (desk_tiles, as fetchDeskTiles calls it). */
export const FIRST_DESK_REQUESTS: Record<string, FirstRequest> = { tiles: { path: 'rpc/desk_tiles', rpc: true } };

const read = async (r: FirstRequests): Promise<DeskTiles> => deskTilesSchema.parse((await answerOf(r, 'tiles')).body);

/** The first tiles from the page's early request, or null when they are left to supabase-js. */
export const firstDesk = (requests?: FirstRequests | null) => firstScreenOf(read, requests);
