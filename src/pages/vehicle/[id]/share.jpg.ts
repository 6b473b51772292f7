// /vehicle/{id}/share.jpg: the vehicle's Open Graph and Twitter card image, drawn at build time
// (one per vehicle, shared by both languages; inside the vehicle's folder, so the rebuild loop
// renders and removes it with the page).
import type { APIRoute, GetStaticPaths } from 'astro';
import { vehiclePagePaths } from '~/data/vehicles/build';
import { shareImage } from '~/features/vehicle/share-image/share-image';
import type { Vehicle } from '~/lib/vehicle';

export const getStaticPaths = vehiclePagePaths satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await shareImage((props as { vehicle: Vehicle }).vehicle)), {
    headers: { 'Content-Type': 'image/jpeg' },
  });
