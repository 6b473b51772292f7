// /vehicle/{id}/share.jpg in `astro dev` only (injected by src/integrations/share-cards.ts): a
// build writes every card itself, outside Astro's page loop (render-cards.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { vehiclePagePaths } from '~/data/vehicles/build';
import type { Vehicle } from '~/lib/vehicle';
import { shareImage } from './share-image';

export const getStaticPaths = vehiclePagePaths satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await shareImage((props as { vehicle: Vehicle }).vehicle)), {
    headers: { 'Content-Type': 'image/jpeg' },
  });
